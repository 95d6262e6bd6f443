import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../src/modules/reviews';
import * as t from '../src/schema';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';
import { translate } from '../src/lib/i18n';

const ADMIN_MOBILE = '9800000012';
type Who = Awaited<ReturnType<BookingTestApp['customer']>>;
let ctx: BookingTestApp;
let admin: Who;
let orders: ReturnType<typeof completedBookings>;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let slot = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  orders = completedBookings(ctx, admin);
  garage = await ctx.garage(0);
});
afterAll(() => ctx.close());

const reviewUrl = (trackingId: string) => `/api/v1/bookings/${trackingId}/review`;
const post = (who: Who, trackingId: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: reviewUrl(trackingId), headers: { ...who.headers, ...headers }, payload });

/** A new customer with a booking at the garage, completed unless told otherwise. */
async function order(options: { complete?: boolean } = {}) {
  const customer = await ctx.customer();
  const booking = await orders.book(customer, garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id });
  if (options.complete !== false) await orders.complete(booking.tracking_id);
  return { customer, booking };
}

/** The services listing near the garage: its card's rating. */
async function cardRating() {
  const [at] = await ctx.db.select({ latitude: t.garages.latitude, longitude: t.garages.longitude }).from(t.garages).where(eq(t.garages.id, garage.garageId));
  const services = (await ctx.app.inject({ url: `/api/v1/services?latitude=${at!.latitude}&longitude=${at!.longitude}` })).json().data as {
    garage: { id: number; rating: unknown };
  }[];
  return services.find((s) => s.garage.id === garage.garageId)!.garage.rating;
}

describe('POST /bookings/:trackingId/review', () => {
  it('rates a completed order once; the answer is the review', async () => {
    const { customer, booking } = await order();
    const res = await post(customer, booking.tracking_id, { rating: 5, comment: '  Car came back spotless, and on time.  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ rating: 5, comment: 'Car came back spotless, and on time.' });
    const again = await post(customer, booking.tracking_id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_REVIEWED', message: translate(REVIEW_MESSAGES.alreadyReviewed, 'en') });
  });

  it('a double submit (two at once) stores one review; a retry with the same Idempotency-Key gets the first answer', async () => {
    const { customer, booking } = await order();
    const both = await Promise.all([post(customer, booking.tracking_id, { rating: 4 }), post(customer, booking.tracking_id, { rating: 4 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);

    const other = await order();
    const key = { 'idempotency-key': 'review-retry-0001' };
    const first = await post(other.customer, other.booking.tracking_id, { rating: 3 }, key);
    const retry = await post(other.customer, other.booking.tracking_id, { rating: 3 }, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(first.json().data.id);
  });

  it('is the owner’s only: another customer gets 404', async () => {
    const { booking } = await order();
    const stranger = await ctx.customer();
    const res = await post(stranger, booking.tracking_id, { rating: 5 });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BOOKING_NOT_FOUND');
    expect((await ctx.request('GET', reviewUrl(booking.tracking_id), stranger.headers)).statusCode).toBe(404);
  });

  it('waits for completion: 409 with a clear message', async () => {
    const { customer, booking } = await order({ complete: false });
    const res = await post(customer, booking.tracking_id, { rating: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_COMPLETED', message: translate(REVIEW_MESSAGES.notCompleted, 'en') });
  });

  it('refuses a rating outside 1–5 or a comment over 1000 characters, by field', async () => {
    const { customer, booking } = await order();
    for (const body of [{ rating: 0 }, { rating: 6 }, { rating: 4.5 }, {}, { rating: 5, comment: 'x'.repeat(1001) }]) {
      const res = await post(customer, booking.tracking_id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(customer, booking.tracking_id, { rating: 2, comment: '   ' })).json().data.comment).toBeNull();
  });
});

describe('ratings and featured reviews', () => {
  it('the order page and the service cards show the garage’s average and count', async () => {
    const { customer, booking } = await order();
    const before = (await ctx.request('GET', reviewUrl(booking.tracking_id), customer.headers)).json().data;
    expect(before.review).toBeNull();
    await post(customer, booking.tracking_id, { rating: 4, comment: 'Good work' });
    const after = (await ctx.request('GET', reviewUrl(booking.tracking_id), customer.headers)).json().data;
    expect(after.review).toMatchObject({ rating: 4, comment: 'Good work' });
    // So far at this garage: 5, 4, 3, 2 and now 4 → 18 / 5.
    expect(after.garage_rating).toEqual({ average: 3.6, count: 5 });
    expect(await cardRating()).toEqual({ average: 3.6, count: 5 });
  });

  it('the home page gets recent reviews of 4 stars or more that say something, with first names only', async () => {
    const featured = (await ctx.app.inject({ url: '/api/v1/reviews/featured' })).json().data as {
      name: string;
      rating: number;
      comment: string;
      garage: string;
    }[];
    expect(featured.map((r) => [r.rating, r.comment])).toEqual([
      [4, 'Good work'],
      [5, 'Car came back spotless, and on time.'],
    ]);
    expect(featured[0]!.name).toBe('Ravi');
    expect(featured[0]!.garage.length).toBeGreaterThan(3);
  });
});
