import { describe, expect, it } from 'vitest';
import { bookingBody, isValidGstin } from './booking';

describe('GSTIN', () => {
  it('accepts GSTINs whose check character matches', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
  });

  it('refuses a wrong check character, a bad shape or lower case', () => {
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('2AAAPFU0939F1ZV')).toBe(false);
  });
});

describe('booking payload', () => {
  const base = { booking_date: '2026-11-25', booking_slot: 1, address: '14 MG Road, Sector 15', pincode: '122001', payment_mode: 'cod' };

  it('takes one service or a list, not both and not neither', () => {
    expect(bookingBody.safeParse({ ...base, service: 4 }).success).toBe(true);
    expect(bookingBody.safeParse({ ...base, services: [4, 5] }).success).toBe(true);
    expect(bookingBody.safeParse({ ...base, service: 4, services: [5] }).success).toBe(false);
    expect(bookingBody.safeParse(base).success).toBe(false);
  });

  it('drops the amount, user and payment status a client sends', () => {
    const parsed = bookingBody.parse({ ...base, service: 4, amount: 1, user: 99, payment_status: 'paid' });
    expect(parsed).not.toHaveProperty('amount');
    expect(parsed).not.toHaveProperty('user');
    expect(parsed).not.toHaveProperty('payment_status');
  });
});
