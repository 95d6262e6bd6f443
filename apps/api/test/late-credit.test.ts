import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type BookingPromise, istDate } from '@carseva/shared';
import { PROMISE_JOBS } from '../src/modules/promises';
import * as t from '../src/schema';
import { bookingTestApp, MINUTE, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';

/** The garage promises when the car is ready; a car delivered later than that plus the grace period earns CarSeva Money, once. */
const ADMIN_MOBILE = '9800000041';
const HOUR = 60 * MINUTE;
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
  expect((await ctx.request('PUT', '/api/v1/admin/late-credit-rule', admin.headers, { per_hour: 100, cap_percent: 10, grace_minutes: 30 })).statusCode).toBe(
    200,
  );
});
afterAll(() => ctx.close());

const promiseUrl = (trackingId: string) => `/api/v1/partner/bookings/${trackingId}/promise`;
const promise = (trackingId: string, body: object) => ctx.request('PUT', promiseUrl(trackingId), admin.headers, body);
const move = (trackingId: string, to: string) => ctx.request('POST', `/api/v1/partner/bookings/${trackingId}/status`, admin.headers, { to });
const readPromise = async (who: Who, trackingId: string) =>
  (await ctx.request('GET', `/api/v1/bookings/${trackingId}/promise`, who.headers)).json().data as BookingPromise | null;
const walletOf = async (who: Who) =>
  (await ctx.request('GET', '/api/v1/me/wallet', who.headers)).json().data as {
    balance: number;
    entries: { kind: string; amount: number; booking: string | null }[];
  };
/** An instant on the booking's day, India time. */
const on = (date: string, time: string) => new Date(`${date}T${time}+05:30`);

/** A customer's cash booking, accepted, with the clock at 09:00 IST on its day and the garage's promise `ready_by` (HH:MM:SS) that day. */
async function promisedBooking(readyBy: string) {
  const customer = await ctx.customer();
  // The day after the clock's: its morning is still ahead.
  const booking = await orders.book(customer, garage, {
    booking_slot: garage.slots[slot++ % garage.slots.length]!.id,
    booking_date: addDays(istDate(new Date(ctx.clock.now())), 1),
  });
  const [row] = await ctx.db.select({ date: t.bookings.bookingDate, total: t.bookings.totalPaise }).from(t.bookings).where(eq(t.bookings.id, booking.id));
  expect((await move(booking.tracking_id, 'accepted')).statusCode).toBe(200);
  await ctx.toBookedDay(booking.tracking_id);
  ctx.clock.advance(Math.max(0, on(row!.date, '09:00:00').getTime() - ctx.clock.now()));
  const promised = await promise(booking.tracking_id, { ready_by: on(row!.date, readyBy).toISOString() });
  expect(promised.statusCode, promised.body).toBe(200);
  return { customer, booking, date: row!.date, totalPaise: row!.total };
}

const runCreditJob = async () => {
  await ctx.runJob(PROMISE_JOBS.creditLate);
  await ctx.runJob(PROMISE_JOBS.creditLate);
};
const collectCash = (trackingId: string) => ctx.request('POST', `/api/v1/partner/bookings/${trackingId}/cash`, admin.headers);

/** Started, then completed at `time` IST on the booking's day, its cash collected (unless told not to); the credit job runs (twice, as a retry would). */
async function completeAt(trackingId: string, date: string, time: string, { cash = true } = {}) {
  expect((await move(trackingId, 'processing')).statusCode).toBe(200);
  ctx.clock.advance(on(date, time).getTime() - ctx.clock.now());
  expect((await move(trackingId, 'completed')).statusCode).toBe(200);
  if (cash) expect((await collectCash(trackingId)).statusCode).toBe(200);
  await runCreditJob();
}

describe('the late credit', () => {
  it('a car ready 2 h 10 min after the promise: ₹100 per started hour, capped at 10% of the order, credited once with an entry and a timeline line', async () => {
    const { customer, booking, date, totalPaise } = await promisedBooking('12:00:00');
    expect(await readPromise(customer, booking.tracking_id)).toMatchObject({
      ready_by: on(date, '12:00:00').toISOString(),
      back_by: null,
      moved_later: 0,
      late_credit: null,
    });
    await completeAt(booking.tracking_id, date, '14:10:00');
    const expected = Math.min(300 * 100, Math.floor(totalPaise / 10)) / 100;
    const wallet = await walletOf(customer);
    expect(wallet.entries.filter((e) => e.kind === 'late')).toEqual([expect.objectContaining({ amount: expected, booking: booking.tracking_id })]);
    expect(wallet.balance).toBe(expected);
    expect(await readPromise(customer, booking.tracking_id)).toMatchObject({ late_credit: { amount: expected, minutes_late: 130 } });
    const events = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, customer.headers)).json().data.events as { status: string }[];
    expect(events.filter((e) => e.status === 'late_credit')).toHaveLength(1);
    const lines = (await ctx.request('GET', '/api/v1/me/transactions', customer.headers)).json().data;
    expect(lines).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'CarSeva Money: car returned late', amount: expected })]));
    // The admin's desk shows it, and the garage's figures count it.
    const desk = (await ctx.request('GET', `/api/v1/admin/trust-desk?garage=${garage.garageId}`, admin.headers)).json().data;
    expect(desk.items).toEqual([expect.objectContaining({ kind: 'late_credit', order: booking.tracking_id, status: 'credited' })]);
    expect(desk.figures[0]).toMatchObject({ garage: { id: garage.garageId }, late_deliveries: 1, jobs: 1 });
  });

  it('on a cash order waits for the cash: nothing while the order is unpaid, the credit once the garage collects it (ADR 44)', async () => {
    const { customer, booking, date, totalPaise } = await promisedBooking('12:00:00');
    await completeAt(booking.tracking_id, date, '14:10:00', { cash: false });
    expect((await walletOf(customer)).balance).toBe(0);
    expect((await readPromise(customer, booking.tracking_id))!.late_credit).toBeNull();
    expect((await collectCash(booking.tracking_id)).statusCode).toBe(200);
    await runCreditJob();
    const expected = Math.min(300 * 100, Math.floor(totalPaise / 10)) / 100;
    expect((await walletOf(customer)).balance).toBe(expected);
    expect((await readPromise(customer, booking.tracking_id))!.late_credit).toMatchObject({ amount: expected, minutes_late: 130 });
  });

  it('within the grace period: nothing', async () => {
    const { customer, booking, date } = await promisedBooking('12:00:00');
    await completeAt(booking.tracking_id, date, '12:29:00');
    expect((await walletOf(customer)).balance).toBe(0);
    expect((await readPromise(customer, booking.tracking_id))!.late_credit).toBeNull();
  });

  it('a promise moved later tells the customer and still counts from the first one; moved earlier, it counts from the earlier', async () => {
    const { customer, booking, date } = await promisedBooking('12:00:00');
    const later = await promise(booking.tracking_id, { ready_by: on(date, '18:00:00').toISOString() });
    expect(later.json().data).toMatchObject({ ready_by: on(date, '18:00:00').toISOString(), due_ready_by: on(date, '12:00:00').toISOString(), moved_later: 1 });
    const events = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, customer.headers)).json().data.events as {
      status: string;
      actor: string;
    }[];
    expect(events.map((e) => e.status)).toEqual(expect.arrayContaining(['promise_set', 'promise_later']));
    await completeAt(booking.tracking_id, date, '13:00:00');
    expect((await readPromise(customer, booking.tracking_id))!.late_credit).toMatchObject({ minutes_late: 60, amount: expect.any(Number) });

    const early = await promisedBooking('15:00:00');
    const earlier = await promise(early.booking.tracking_id, { ready_by: on(early.date, '11:00:00').toISOString() });
    expect(earlier.json().data).toMatchObject({ due_ready_by: on(early.date, '11:00:00').toISOString(), moved_later: 0 });
    await completeAt(early.booking.tracking_id, early.date, '12:00:00');
    expect((await readPromise(early.customer, early.booking.tracking_id))!.late_credit).toMatchObject({ minutes_late: 60 });
  });

  it('follows the rule the admin sets, which only admins may read or change', async () => {
    expect((await ctx.request('GET', '/api/v1/admin/late-credit-rule', admin.headers)).json().data).toMatchObject({
      per_hour: 100,
      cap_percent: 10,
      grace_minutes: 30,
    });
    const customer = await ctx.customer();
    expect((await ctx.request('GET', '/api/v1/admin/late-credit-rule', customer.headers)).statusCode).toBe(403);
    expect(
      (await ctx.request('PUT', '/api/v1/admin/late-credit-rule', customer.headers, { per_hour: 5000, cap_percent: 25, grace_minutes: 0 })).statusCode,
    ).toBe(403);
    // A late car never costs more than a quarter of the order (ADR 44).
    for (const cap of [26, 100]) {
      const over = await ctx.request('PUT', '/api/v1/admin/late-credit-rule', admin.headers, { per_hour: 1, cap_percent: cap, grace_minutes: 0 });
      expect(over.statusCode).toBe(400);
      expect(over.body).toContain('Please enter 0 to 25');
    }
    expect((await ctx.request('PUT', '/api/v1/admin/late-credit-rule', admin.headers, { per_hour: 1, cap_percent: 25, grace_minutes: 0 })).statusCode).toBe(
      200,
    );
    try {
      const { customer: late, booking, date } = await promisedBooking('12:00:00');
      await completeAt(booking.tracking_id, date, '12:01:00');
      expect((await walletOf(late)).balance).toBe(1);
    } finally {
      await ctx.request('PUT', '/api/v1/admin/late-credit-rule', admin.headers, { per_hour: 100, cap_percent: 10, grace_minutes: 30 });
    }
  });
});

describe('the promise', () => {
  it('is set once the job is accepted, in the future; the owner alone reads it, the garage alone sets it', async () => {
    const customer = await ctx.customer();
    const booking = await orders.book(customer, garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id });
    const tomorrow = new Date(ctx.clock.now() + 24 * HOUR).toISOString();
    expect((await promise(booking.tracking_id, { ready_by: tomorrow })).json().code).toBe('NOT_IN_SERVICE');
    expect(await readPromise(customer, booking.tracking_id)).toBeNull();
    expect((await move(booking.tracking_id, 'accepted')).statusCode).toBe(200);
    const past = await promise(booking.tracking_id, { ready_by: new Date(ctx.clock.now() - HOUR).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(past.json().code).toBe('PROMISE_IN_PAST');
    const backFirst = await promise(booking.tracking_id, { ready_by: tomorrow, back_by: new Date(ctx.clock.now() + HOUR).toISOString() });
    expect(backFirst.statusCode).toBe(400);
    expect((await promise(booking.tracking_id, { ready_by: tomorrow })).statusCode).toBe(200);

    const stranger = await ctx.customer();
    expect((await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}/promise`, stranger.headers)).statusCode).toBe(404);
    expect((await ctx.request('PUT', promiseUrl(booking.tracking_id), customer.headers, { ready_by: tomorrow })).statusCode).toBe(403);
  });
});
