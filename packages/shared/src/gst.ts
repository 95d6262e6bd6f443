/**
 * GST for tax invoices: GSTIN check characters, state codes, place of supply, the CGST/SGST or IGST
 * split, the Indian financial year and amounts in words. Pure functions, shared by the server's
 * invoices and the consoles that validate GSTINs.
 */
import { istDate } from './dates';

/** SAC (services accounting code) for maintenance and repair services: a car service is one. */
export const SAC_MAINTENANCE_REPAIR = '9987';

/** The two-digit GST state code of each state and union territory, by name. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const STATE_BY_CODE = new Map(Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state]));

/** The state a GST state code stands for, or undefined for an unknown code. */
export const stateOfCode = (code: string): string | undefined => STATE_BY_CODE.get(code);

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN from its first 14: a base-36 Luhn mod-36 checksum (each character's
 * value, doubled at odd positions, folded as quotient + remainder by 36).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** The GST state code a GSTIN was issued in (its first two digits). */
export const stateCodeOfGstin = (gstin: string): string => gstin.slice(0, 2);

export interface GstSplit {
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * Within one state the GST is half central, half state tax; across states it is all integrated tax.
 * In paise, and the parts always add up to the whole (an odd paisa goes to the state tax).
 */
export function splitGst(gstPaise: number, interState: boolean): GstSplit {
  if (interState) return { cgst: 0, sgst: 0, igst: gstPaise };
  const cgst = Math.floor(gstPaise / 2);
  return { cgst, sgst: gstPaise - cgst, igst: 0 };
}

/** The Indian financial year (April–March, IST) an instant falls in: "2026-27". */
export function financialYearOf(instant: Date): string {
  const [year, month] = istDate(instant).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: "Thirty-Four". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** The Indian system's groups, largest first: crore (10^7), lakh (10^5), thousand, hundred. */
const GROUPS: readonly [number, string][] = [
  [10_000_000, 'Crore'],
  [100_000, 'Lakh'],
  [1000, 'Thousand'],
  [100, 'Hundred'],
];

/** A whole number in words, Indian numbering: 12345678 → "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole amount: ${n}`);
  if (n < 100) return belowHundred(n);
  for (const [size, name] of GROUPS) {
    if (n >= size) {
      const rest = n % size;
      // Above 99 crore the crore count itself is said in words ("One Hundred Crore").
      const head = `${numberInWords(Math.floor(n / size))} ${name}`;
      return rest === 0 ? head : `${head} ${numberInWords(rest)}`;
    }
  }
  return belowHundred(n);
}

/** An amount in paise as an invoice says it: "Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only". */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInWords(rupees)}${rest === 0 ? '' : ` and ${numberInWords(rest)} Paise`} Only`;
}
