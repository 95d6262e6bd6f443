import { countDistinct, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';

const ADMIN_MOBILE = '9800000031';
const CACHE_SECONDS = 600;
type Customer = Awaited<ReturnType<BookingTestApp['customer']>>;
let ctx: BookingTestApp;
let orders: ReturnType<typeof completedBookings>;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let slot = 0;

beforeAll(async () => {
  // Small thresholds, so a handful of orders crosses them.
  ctx = await bookingTestApp({
    env: {
      ADMIN_PHONES: `+91${ADMIN_MOBILE}`,
      FIGURES_MIN_CUSTOMERS: '2',
      FIGURES_MIN_COMPLETED_BOOKINGS: '3',
      FIGURES_MIN_REVIEWS: '2',
      FIGURES_CACHE_SECONDS: String(CACHE_SECONDS),
    },
  });
  orders = completedBookings(ctx, await ctx.customer(ADMIN_MOBILE));
  garage = await ctx.garage(0);
});
afterAll(() => ctx.close());

const figures = async () => {
  const res = await ctx.app.inject({ url: '/api/v1/figures' });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
/** Past the cache period: the next answer is counted afresh. */
const afterCache = () => ctx.clock.advance(CACHE_SECONDS * 1000 + 1);

async function completeOrder(customer: Customer, rating?: number): Promise<string> {
  const booking = await orders.book(customer, garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id });
  await orders.complete(booking.tracking_id);
  if (rating !== undefined) {
    const res = await ctx.request('POST', `/api/v1/bookings/${booking.tracking_id}/review`, customer.headers, { rating });
    expect(res.statusCode).toBe(201);
  }
  return booking.tracking_id;
}

describe('GET /figures', () => {
  it('counts active garages, their cities, brands and categories from the catalog; says nothing of customers, orders or rating below the thresholds', async () => {
    const [active] = await ctx.db
      .select({ garages: count(), cities: countDistinct(t.garages.cityId) })
      .from(t.garages)
      .where(eq(t.garages.active, true));
    const [brands] = await ctx.db.select({ n: count() }).from(t.carBrands);
    const [categories] = await ctx.db.select({ n: count() }).from(t.serviceCategories);
    expect(active!.garages).toBeGreaterThan(0);
    expect(await figures()).toEqual({
      garages: active!.garages,
      cities: active!.cities,
      brands: brands!.n,
      categories: categories!.n,
      customers_served: null,
      completed_bookings: null,
      rating: null,
    });
  });

  it('says each figure once it reaches its threshold, counted from completed orders and reviews only', async () => {
    const [first, second] = [await ctx.customer(), await ctx.customer()];
    await completeOrder(first, 5);
    await completeOrder(second);
    // An order that is not completed counts for nothing.
    await orders.book(await ctx.customer(), garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id });
    afterCache();
    // Two customers served (the threshold), two completed orders and one review (below theirs).
    expect(await figures()).toMatchObject({ customers_served: 2, completed_bookings: null, rating: null });

    await completeOrder(first, 4);
    afterCache();
    expect(await figures()).toMatchObject({ customers_served: 2, completed_bookings: 3, rating: { average: 4.5, count: 2 } });
  });

  it('answers from memory for the cache period, then counts again', async () => {
    // Completing an order moves the test's clock to its day: done first, before the figures are read.
    const customer = await ctx.customer();
    const trackingId = await completeOrder(customer);
    afterCache();
    const before = await figures();
    expect(before).toMatchObject({ customers_served: 3, completed_bookings: 4 });

    expect((await ctx.request('POST', `/api/v1/bookings/${trackingId}/review`, customer.headers, { rating: 2 })).statusCode).toBe(201);
    const [one] = await ctx.db.select({ id: t.garages.id }).from(t.garages).where(eq(t.garages.active, true)).limit(1);
    await ctx.db.update(t.garages).set({ active: false }).where(eq(t.garages.id, one!.id));
    ctx.clock.advance(CACHE_SECONDS * 1000 - 1000);
    expect(await figures()).toEqual(before);

    ctx.clock.advance(1001);
    expect(await figures()).toEqual({ ...before, garages: before.garages - 1, rating: { average: 3.7, count: 3 } });
  });
});
