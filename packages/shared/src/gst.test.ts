import { describe, expect, it } from 'vitest';
import { isValidGstin } from './booking';
import { amountInWords, financialYearOf, gstinCheckCharacter, numberInWords, splitGst } from './gst';

describe('GSTIN check character', () => {
  it('is the one real GSTINs carry', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
  });

  it('makes any 14 well-formed characters a valid GSTIN', () => {
    const first14 = '07ABCPS1234K1Z';
    expect(isValidGstin(first14 + gstinCheckCharacter(first14))).toBe(true);
  });
});

describe('CGST + SGST or IGST', () => {
  it('adds up to the whole GST in paise, within a state and across states', () => {
    for (const gst of [0, 1, 99, 100, 1700, 18_001, 123_457]) {
      const within = splitGst(gst, false);
      expect(within.cgst + within.sgst).toBe(gst);
      expect(within.igst).toBe(0);
      expect(Math.abs(within.cgst - within.sgst)).toBeLessThanOrEqual(1);
      expect(splitGst(gst, true)).toEqual({ cgst: 0, sgst: 0, igst: gst });
    }
  });
});

describe('financial year', () => {
  it('runs April to March in IST', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 IST, 31 March
    expect(financialYearOf(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 00:00 IST, 1 April
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});

describe('amounts in words, Indian numbering', () => {
  it('says rupees and paise as an invoice does', () => {
    expect(amountInWords(123_450)).toBe('Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only');
    expect(amountInWords(100_000)).toBe('Rupees One Thousand Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(1)).toBe('Rupees Zero and One Paise Only');
  });

  it('groups by lakh and crore', () => {
    expect(numberInWords(100_000)).toBe('One Lakh');
    expect(numberInWords(250_075)).toBe('Two Lakh Fifty Thousand Seventy-Five');
    expect(numberInWords(12_345_678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
    expect(numberInWords(990_000_001)).toBe('Ninety-Nine Crore One');
    expect(numberInWords(40)).toBe('Forty');
    expect(numberInWords(118)).toBe('One Hundred Eighteen');
  });
});
