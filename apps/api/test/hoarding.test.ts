import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/** The limits a customer meets before they can hurt others, at their real settings. */
let ctx: BookingTestApp;
beforeAll(async () => {
  ctx = await bookingTestApp({ env: { MAX_OPEN_BOOKINGS: '3', BOOKINGS_PER_USER_HOUR: '60', BOOKINGS_PER_ADDRESS_HOUR: '200' } });
});
afterAll(() => ctx.close());

describe('no hoarding', () => {
  it('one account trying to book 50 slots at once gets exactly the cap of 3', async () => {
    const hoarder = await ctx.customer();
    const garages = await Promise.all([0, 1, 2, 3, 4].map((i) => ctx.garage(i)));
    const attempts = garages.flatMap((g) => g.slots.map((slot) => bookingPayload(g, { booking_slot: slot.id }))).slice(0, 50);
    expect(attempts).toHaveLength(50);
    const results = await Promise.all(attempts.map((payload) => ctx.request('POST', '/api/v1/bookings', hoarder.headers, payload)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(47);
    expect(refused[0]!.json()).toMatchObject({
      code: 'TOO_MANY_OPEN_BOOKINGS',
      message: 'You already have 3 upcoming bookings waiting for payment or service. Complete or cancel one of them before booking another.',
    });
    expect(await ctx.db.select().from(t.bookings).where(eq(t.bookings.userId, hoarder.userId))).toHaveLength(3);
    // A cancelled booking no longer counts.
    const [one] = await ctx.db.select().from(t.bookings).where(eq(t.bookings.userId, hoarder.userId)).limit(1);
    await ctx.db.update(t.bookings).set({ serviceStatus: 'cancelled' }).where(eq(t.bookings.id, one!.id));
    expect((await ctx.request('POST', '/api/v1/bookings', hoarder.headers, attempts[49]!)).statusCode).toBe(201);
  });

  it('one seat per account per slot, even with simultaneous requests', async () => {
    const customer = await ctx.customer();
    const g = await ctx.garage(6);
    const payload = bookingPayload(g, { booking_slot: g.slots[5]!.id });
    const results = await Promise.all(Array.from({ length: 5 }, () => ctx.request('POST', '/api/v1/bookings', customer.headers, payload)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.json().code).toBe('ALREADY_BOOKED_SLOT');
    const [usage] = await ctx.db.select().from(t.slotUsage).where(eq(t.slotUsage.slotTemplateId, g.slots[5]!.id));
    expect(usage).toMatchObject({ date: TOMORROW, booked: 1 });
  });

  it('rate-limits booking attempts per account with 429 and Retry-After', async () => {
    const limited = await bookingTestApp({ env: { BOOKINGS_PER_USER_HOUR: '5' } });
    try {
      const customer = await limited.customer();
      const g = await limited.garage(0);
      const codes: number[] = [];
      for (let i = 0; i < 7; i++)
        codes.push((await limited.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g, { booking_slot: 99_999_999 }))).statusCode);
      expect(codes.slice(0, 5).every((c) => c === 422)).toBe(true);
      expect(codes.slice(5)).toEqual([429, 429]);
      const last = await limited.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g));
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      expect(last.json().message).toBe('You are booking too quickly. Please wait a little and try again.');
    } finally {
      await limited.close();
    }
  });
});
