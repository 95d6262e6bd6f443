import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, MINUTE, type BookingTestApp } from './bookings-helpers';

let ctx: BookingTestApp;
let asha: { headers: Record<string, string>; userId: number };
let vikram: { headers: Record<string, string>; userId: number };
beforeAll(async () => {
  ctx = await bookingTestApp();
  asha = await ctx.customer();
  vikram = await ctx.customer();
});
afterAll(() => ctx.close());

const withKey = (who: { headers: Record<string, string> }, key: string) => ({ ...who.headers, 'idempotency-key': key });
const seatsTaken = async (slotId: number) => (await ctx.db.select().from(t.slotUsage).where(eq(t.slotUsage.slotTemplateId, slotId)))[0]?.booked ?? 0;

describe('Idempotency-Key on POST /bookings', () => {
  it('answers a retry with the first answer and takes no second seat', async () => {
    const g = await ctx.garage(2);
    const payload = bookingPayload(g, { booking_slot: g.slots[5]!.id });
    const first = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0001-booking'), payload);
    expect(first.statusCode).toBe(201);
    const retry = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0001-booking'), payload);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await seatsTaken(g.slots[5]!.id)).toBe(1);
    expect(await ctx.db.select().from(t.bookings).where(eq(t.bookings.userId, asha.userId))).toHaveLength(1);
  });

  it('refuses the same key with a different body (422), and keys are per customer', async () => {
    const g = await ctx.garage(2);
    const payload = bookingPayload(g, { booking_slot: g.slots[6]!.id });
    expect((await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0002-booking'), payload)).statusCode).toBe(201);
    const changed = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0002-booking'), { ...payload, booking_slot: g.slots[7]!.id });
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({
      success: false,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    });
    // Another customer's identical key is theirs alone.
    expect((await ctx.request('POST', '/api/v1/bookings', withKey(vikram, 'checkout-0002-booking'), payload)).statusCode).toBe(201);
    expect(await seatsTaken(g.slots[6]!.id)).toBe(2);
  });

  it('lets ten simultaneous tries with one key take exactly one seat, and gives the other nine its answer', async () => {
    const g = await ctx.garage(3);
    const slot = g.slots[4]!;
    const payload = bookingPayload(g, { booking_slot: slot.id });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => ctx.request('POST', '/api/v1/bookings', withKey(vikram, 'checkout-0003-booking'), payload)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await seatsTaken(slot.id)).toBe(1);
  });

  it('keeps no key for a request that booked nothing: its retry runs afresh; a malformed key is a 400', async () => {
    const g = await ctx.garage(2);
    const bad = bookingPayload(g, { booking_slot: 99_999_999 });
    for (let i = 0; i < 2; i++) {
      const refused = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0004-booking'), bad);
      expect(refused.statusCode).toBe(422);
      expect(refused.headers['idempotent-replayed']).toBeUndefined();
    }
    // Refused for a full slot, then a seat comes free: the same key books it.
    const slot = g.slots[3]!.id;
    await ctx.setCapacity(slot, 1);
    const payload = bookingPayload(g, { booking_slot: slot });
    const taken = (await ctx.request('POST', '/api/v1/bookings', vikram.headers, payload)).json().data;
    const full = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0007-booking'), payload);
    expect(full.json().code).toBe('SLOT_FULL');
    expect((await ctx.request('POST', `/api/v1/bookings/${taken.tracking_id}/cancel`, vikram.headers, { reason: 'Plans changed' })).statusCode).toBe(200);
    const retry = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0007-booking'), payload);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    const malformed = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'no spaces allowed'), bad);
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps the key with the booking: the key row is written by the booking’s own transaction', async () => {
    const g = await ctx.garage(7);
    const payload = bookingPayload(g, { booking_slot: g.slots[2]!.id });
    const first = await ctx.request('POST', '/api/v1/bookings', withKey(vikram, 'checkout-0008-booking'), payload);
    const [key] = await ctx.db
      .select({ status: t.idempotencyKeys.status, response: t.idempotencyKeys.response, tx: sql<string>`${t.idempotencyKeys}.xmin::text` })
      .from(t.idempotencyKeys)
      .where(eq(t.idempotencyKeys.key, 'checkout-0008-booking'));
    const [booking] = await ctx.db
      .select({ tx: sql<string>`${t.bookings}.xmin::text` })
      .from(t.bookings)
      .where(eq(t.bookings.trackingId, first.json().data.tracking_id));
    expect(key).toEqual({ status: 201, response: first.body, tx: booking!.tx });
  });
});

describe('Idempotency-Key on POST /payments/orders', () => {
  it('opens one gateway order for a retried request', async () => {
    const g = await ctx.garage(5);
    const booking = (
      await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingPayload(g, { payment_mode: 'online', booking_slot: g.slots[9]!.id }))
    ).json().data;
    const body = { booking: booking.tracking_id };
    const [a, b] = await Promise.all([
      ctx.request('POST', '/api/v1/payments/orders', withKey(asha, 'checkout-0006-order'), body),
      ctx.request('POST', '/api/v1/payments/orders', withKey(asha, 'checkout-0006-order'), body),
    ]);
    const ok = [a, b].filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const again = await ctx.request('POST', '/api/v1/payments/orders', withKey(asha, 'checkout-0006-order'), body);
    expect(again.json().data.id).toBe(ok[0]!.json().data.id);
    expect(await ctx.db.select().from(t.payments).where(eq(t.payments.bookingId, booking.id))).toHaveLength(1);
  });
});

// Last: it moves the clock two days on.
describe('keeping keys', () => {
  it('keeps keys at least 24 hours; the cleaning job drops them after two days', async () => {
    const g = await ctx.garage(4);
    const payload = bookingPayload(g, { booking_slot: g.slots[8]!.id });
    const first = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0005-booking'), payload);
    ctx.clock.advance(24 * 60 * MINUTE);
    await ctx.runJob('idempotency.clean');
    const retry = await ctx.request('POST', '/api/v1/bookings', withKey(asha, 'checkout-0005-booking'), payload);
    expect(retry.json().data.tracking_id).toBe(first.json().data.tracking_id);
    ctx.clock.advance(25 * 60 * MINUTE);
    await ctx.runJob('idempotency.clean');
    const keys = await ctx.db.select().from(t.idempotencyKeys).where(eq(t.idempotencyKeys.key, 'checkout-0005-booking'));
    expect(keys).toEqual([]);
  });
});
