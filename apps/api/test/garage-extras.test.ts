import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, EXTRAS_LIMITS, extrasCeilingRupees } from '@carseva/shared';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/** Extra work a garage proposes is bounded per booking, in count and in total against the order; what is left unanswered expires when the job ends. */
type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000067';

let ctx: BookingTestApp;
let owner: Who;
let asha: Who;
let g: Awaited<ReturnType<BookingTestApp['garage']>>;
let seat = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  const admin = await ctx.customer(ADMIN_MOBILE);
  [owner, asha] = [await ctx.customer(), await ctx.customer()];
  g = await ctx.garage(0);
  expect(
    (await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: owner.phone.slice(3), role: 'owner' })).statusCode,
  ).toBe(201);
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const read = async (trackingId: string) => (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, asha.headers)).json().data;

/** A cash booking of one service, accepted by the garage. */
async function acceptedBooking() {
  const index = seat++;
  const res = await post(
    asha,
    '/api/v1/bookings',
    bookingPayload(g, { booking_slot: g.slots[index % g.slots.length]!.id, booking_date: addDays(TOMORROW, Math.floor(index / g.slots.length)) }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const b = res.json().data as { tracking_id: string; subtotal: number };
  expect((await post(owner, `/api/v1/partner/bookings/${b.tracking_id}/status`, { to: 'accepted' })).statusCode).toBe(200);
  return b;
}
const propose = (trackingId: string, items: { name: string; price: number }[]) => post(owner, `/api/v1/partner/bookings/${trackingId}/extras`, { items });
const items = (n: number, price: number) => Array.from({ length: n }, (_, i) => ({ name: `Part ${i + 1}`, price }));

describe('extra work', () => {
  it('six proposals of ten items at ₹2,00,000 each: refused with the limit in words, nothing stored', async () => {
    const b = await acceptedBooking();
    for (let i = 0; i < 6; i++) {
      const res = await propose(b.tracking_id, items(10, 200_000));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'EXTRAS_OVER_LIMIT' });
      expect(res.json().message).toMatch(/^Extra work on this booking can come to at most ₹[\d,]+ before GST/);
    }
    expect((await read(b.tracking_id)).extras).toEqual([]);
  });

  it(`at most ${EXTRAS_LIMITS.maxItems} items on one booking`, async () => {
    const b = await acceptedBooking();
    expect((await propose(b.tracking_id, items(10, 100))).statusCode).toBe(200);
    expect((await propose(b.tracking_id, items(10, 100))).statusCode).toBe(200);
    const refused = await propose(b.tracking_id, items(1, 100));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_EXTRAS', errors: { items: [expect.stringContaining('at most 20 extra items')] } });
  });

  it('the total not declined stays within the ceiling for the order; declining an item makes room again', async () => {
    const b = await acceptedBooking();
    const ceiling = extrasCeilingRupees(b.subtotal);
    expect((await propose(b.tracking_id, [{ name: 'Clutch overhaul', price: ceiling - 1000 }])).statusCode).toBe(200);
    expect((await propose(b.tracking_id, [{ name: 'Engine mounts', price: 1001 }])).statusCode).toBe(422);
    expect((await propose(b.tracking_id, [{ name: 'Engine mounts', price: 1000 }])).statusCode).toBe(200);
    const [clutch] = (await read(b.tracking_id)).extras;
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${clutch.id}/decline`)).statusCode).toBe(200);
    expect((await propose(b.tracking_id, [{ name: 'Suspension bushes', price: 20_000 }])).statusCode).toBe(200);
  });

  it('items left unanswered expire when the job is completed, never join the order, and cannot be approved after', async () => {
    const b = await acceptedBooking();
    expect(
      (
        await propose(b.tracking_id, [
          { name: 'Wiper blades', price: 600 },
          { name: 'Cabin filter', price: 900 },
        ])
      ).statusCode,
    ).toBe(200);
    const [wipers, filter] = (await read(b.tracking_id)).extras;
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${wipers.id}/approve`)).statusCode).toBe(200);
    const amountBefore = (await read(b.tracking_id)).amount;
    for (const to of ['processing', 'completed']) expect((await ctx.garageMove(owner, b.tracking_id, to)).statusCode).toBe(200);
    const done = await read(b.tracking_id);
    expect(done.extras.map((e: { id: number; status: string }) => [e.id, e.status])).toEqual([
      [wipers.id, 'approved'],
      [filter.id, 'expired'],
    ]);
    expect(done.amount).toBe(amountBefore);
    expect(done.events.map((e: { status: string }) => e.status).slice(-2)).toEqual(['completed', 'extras_expired']);
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${filter.id}/approve`)).statusCode).toBe(409);
  });
});
