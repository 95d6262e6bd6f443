import { describe, expect, it } from 'vitest';
import { formatRegistration, isIndianRegistration, normalizeRegistration, registrationNumber } from './vehicles';

describe('Indian registration numbers', () => {
  it('normalizes to upper case without spaces, hyphens or dots', () => {
    expect(normalizeRegistration(' hr-26 dq.1234 ')).toBe('HR26DQ1234');
    expect(registrationNumber.parse('22 bh 1234 aa')).toBe('22BH1234AA');
  });

  it.each(['HR26DQ1234', 'DL1CAB1234', 'KA01M1234', 'TN091234', 'OD02AB0001', 'TG07C4455', '22BH1234AA', '21BH0001A'])('accepts %s', (plate) => {
    expect(isIndianRegistration(plate)).toBe(true);
  });

  it.each(['XX26DQ1234', 'HR26DQ123', 'HR26DQAB1234', 'HR123A1234', 'HR26DQ0000', '22BH1234', '22BH0000AA', 'BH1234AA', '2BH1234AA', ''])(
    'refuses %s',
    (plate) => {
      expect(isIndianRegistration(plate)).toBe(false);
    },
  );

  it('spaces a number as the plate shows it', () => {
    expect(formatRegistration('HR26DQ1234')).toBe('HR 26 DQ 1234');
    expect(formatRegistration('TN091234')).toBe('TN 09 1234');
    expect(formatRegistration('22BH1234AA')).toBe('22 BH 1234 AA');
  });
});
