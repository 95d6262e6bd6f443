import { describe, expect, it } from 'vitest';
import { isIndianMobile, normalizeIndianMobile } from './phone';

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['6000000000', '+916000000000'],
  ])('normalizes %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each(['5876543210', '987654321', '98765432101', '+449876543210', 'abcdefghij', ''])('refuses %s', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });

  it('checks the home form rule: 10 digits starting 6–9', () => {
    expect(isIndianMobile('7012345678')).toBe(true);
    expect(isIndianMobile('1234567890')).toBe(false);
  });
});
