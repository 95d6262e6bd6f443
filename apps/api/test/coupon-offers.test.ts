import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';

const ADMIN_MOBILE = '9800000002';
const HINDI = { 'accept-language': 'hi' };

let ctx: BookingTestApp;
let admin: Awaited<ReturnType<BookingTestApp['customer']>>;
let g: Awaited<ReturnType<BookingTestApp['garage']>>;

const newCoupon = async (body: Record<string, unknown>) => {
  const res = await ctx.request('POST', '/api/v1/admin/coupons', admin.headers, body);
  expect(res.statusCode).toBe(201);
};

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  g = await ctx.garage(0);
  await ctx.setCapacity(g.slots[0]!.id, 50);
  // Beside the shipped CARSEVA10 (10% up to ₹500) and FIRSTWASH (₹200 off from ₹999): one the whole
  // cart's subtotal cannot reach, one once per customer, and one ended by the admin.
  await newCoupon({ code: 'BIGORDER', kind: 'flat', value: 1000, min_order: 1_000_000 });
  await newCoupon({ code: 'ONCEONLY', kind: 'flat', value: 1, max_uses_per_customer: 1 });
  await newCoupon({ code: 'ENDEDNOW', kind: 'percent', value: 50 });
  expect((await ctx.request('POST', '/api/v1/admin/coupons/ENDEDNOW/expire', admin.headers)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

const offersFor = (headers: Record<string, string>, services: number[]) =>
  ctx.request('POST', '/api/v1/bookings/offers', headers, { services, car_model: g.carModel });

describe('the offers on a cart', () => {
  it('lists the coupons this customer can use now, each saving what the quote and the booking take off, the best first', async () => {
    const asha = await ctx.customer();
    // Up to ten services, as much as a cart holds.
    const services = g.offerings.slice(0, 10).map((o) => o.id);
    const res = await offersFor(asha.headers, services);
    expect(res.statusCode).toBe(200);
    const offers = res.json().data as { code: string; saving: number; total: number; best: boolean; min_order: number; uses_left: number | null }[];
    const subtotalPaise = g.offerings.slice(0, 10).reduce((sum, o) => sum + o.pricePaise, 0);
    const expected = ['CARSEVA10', 'ONCEONLY', ...(subtotalPaise >= 99_900 ? ['FIRSTWASH'] : [])];
    expect(offers.map((o) => o.code).sort()).toEqual(expected.sort());
    expect(offers.filter((o) => o.best)).toEqual([offers[0]]);
    expect(offers.map((o) => o.saving)).toEqual(offers.map((o) => o.saving).sort((a, b) => b - a));
    expect(offers.find((o) => o.code === 'ONCEONLY')).toMatchObject({ saving: 1, uses_left: 1 });

    for (const offer of offers) {
      const quote = (await ctx.request('POST', '/api/v1/bookings/quote', asha.headers, { services, coupon: offer.code, car_model: g.carModel })).json().data;
      expect({ saving: offer.saving, total: offer.total }).toEqual({ saving: quote.discount, total: quote.total });
    }
    const best = offers[0]!;
    const booked = await ctx.request('POST', '/api/v1/bookings', asha.headers, bookingPayload(g, { service: undefined, services, coupon: best.code }));
    expect(booked.statusCode).toBe(201);
    expect(booked.json().data).toMatchObject({ discount: best.saving, amount: best.total });
  });

  it("leaves out a coupon the customer has used up, and counts no one's limit when nobody is signed in", async () => {
    const ravi = await ctx.customer();
    const used = await ctx.request('POST', '/api/v1/bookings', ravi.headers, bookingPayload(g, { coupon: 'ONCEONLY' }));
    expect(used.statusCode).toBe(201);
    const codes = async (headers: Record<string, string>) =>
      ((await offersFor(headers, [g.offerings[0]!.id])).json().data as { code: string }[]).map((o) => o.code);
    expect(await codes(ravi.headers)).not.toContain('ONCEONLY');
    const anonymous = await offersFor({}, [g.offerings[0]!.id]);
    expect(anonymous.statusCode).toBe(200);
    expect((anonymous.json().data as { code: string; uses_left: number | null }[]).find((o) => o.code === 'ONCEONLY')).toMatchObject({ uses_left: null });
  });
});

describe('a booking with a coupon that does not apply', () => {
  it("is refused with the reason in the reader's language, and nothing is booked", async () => {
    const meena = await ctx.customer();
    const tooSmall = await ctx.request('POST', '/api/v1/bookings', { ...meena.headers, ...HINDI }, bookingPayload(g, { coupon: 'BIGORDER' }));
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json()).toMatchObject({ code: 'INVALID_COUPON', errors: { coupon: ['इस कूपन के लिए ₹10,00,000 या उससे ज़्यादा का ऑर्डर चाहिए।'] } });

    expect((await ctx.request('POST', '/api/v1/bookings', meena.headers, bookingPayload(g, { coupon: 'ONCEONLY' }))).statusCode).toBe(201);
    const again = await ctx.request(
      'POST',
      '/api/v1/bookings',
      { ...meena.headers, ...HINDI },
      bookingPayload(g, { coupon: 'ONCEONLY', booking_slot: g.slots[1]!.id }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COUPON_LIMIT_REACHED', message: 'आप यह कूपन जितनी बार इस्तेमाल हो सकता है, उतनी बार कर चुके हैं।' });
    const orders = (await ctx.request('GET', '/api/v1/bookings', meena.headers)).json().data.data as unknown[];
    expect(orders).toHaveLength(1);
  });
});
