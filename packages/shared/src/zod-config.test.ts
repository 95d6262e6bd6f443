import { afterEach, describe, expect, it } from 'vitest';

const Original = globalThis.Function;
afterEach(() => {
  globalThis.Function = Original;
});

describe('zod under a strict CSP', () => {
  it('loading the contract and parsing with it never constructs a Function (no eval probe, no compiled parser)', async () => {
    const constructed: unknown[][] = [];
    globalThis.Function = new Proxy(Original, {
      construct(target, args, newTarget) {
        constructed.push(args);
        return Reflect.construct(target, args, newTarget);
      },
      apply(target, self, args) {
        constructed.push(args);
        return Reflect.apply(target, self, args);
      },
    });
    const shared = await import('./index');
    const body = { service: 1, booking_date: '2026-03-03', booking_slot: 2, address: 'Flat 402, Tower B, Sector 15', pincode: '122001', car_model: 3, payment_mode: 'cod' };
    for (let i = 0; i < 3; i++) expect(shared.bookingBody.safeParse(body).success).toBe(true);
    expect(shared.mobileNumber.safeParse('9812340000').success).toBe(true);
    expect(constructed).toEqual([]);
  });
});
