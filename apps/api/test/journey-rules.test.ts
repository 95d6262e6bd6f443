import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type MediaLink } from '@carseva/shared';
import type { LegsMedia } from '../src/modules/legs';
import { NOTIFICATION_JOBS } from '../src/modules/notifications';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, MINUTE, TOMORROW, type BookingTestApp } from './bookings-helpers';

/** Legs and promises are part of the booking's state machine (ADR 46): no skipped pickup, no open-ended promise. */

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000046';
const HOUR = 60 * MINUTE;

const media: LegsMedia = {
  requireReady: async (ids) => ids.map((id) => ({ id, width: 1600, height: 1200 })),
  links: async (ids) =>
    new Map<string, MediaLink>(
      ids.map((id) => [id, { id, url: `https://media.example/${id}`, expires_at: '2026-03-02T06:00:00.000Z', width: 1600, height: 1200 }]),
    ),
};

let ctx: BookingTestApp;
let admin: Who, asha: Who, owner: Who, buddy: Who;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, media });
  admin = await ctx.customer(ADMIN_MOBILE);
  [asha, owner, buddy] = [await ctx.customer(), await ctx.customer(), await ctx.customer()];
  garage = await ctx.garage(0);
  for (const [who, role] of [
    [owner, 'owner'],
    [buddy, 'driver'],
  ] as const) {
    const added = await ctx.request('POST', `/api/v1/admin/garages/${garage.garageId}/staff`, admin.headers, { mobile_no: who.phone, role });
    expect(added.statusCode, added.body).toBe(201);
  }
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.request('POST', url, { ...who.headers, ...headers }, payload);
const legUrl = (trackingId: string, kind: string, action: string) => `/api/v1/partner/bookings/${trackingId}/legs/${kind}/${action}`;
const promise = (trackingId: string, body: object, headers: Record<string, string> = {}) =>
  ctx.request('PUT', `/api/v1/partner/bookings/${trackingId}/promise`, { ...owner.headers, ...headers }, body);
const start = (trackingId: string, headers: Record<string, string> = {}) =>
  post(owner, `/api/v1/partner/bookings/${trackingId}/status`, { to: 'processing' }, headers);
const hoursFromNow = (hours: number) => new Date(ctx.clock.now() + hours * HOUR).toISOString();

/** Asha books at the garage (cash), in a slot of its own, and the garage accepts; the clock goes to the booked day. */
async function accepted(handover: 'pickup' | 'walk_in') {
  const index = slotIndex++;
  const res = await post(
    asha,
    '/api/v1/bookings',
    bookingPayload(garage, {
      handover,
      booking_slot: garage.slots[index % garage.slots.length]!.id,
      booking_date: addDays(TOMORROW, Math.floor(index / garage.slots.length)),
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const b = res.json().data as { id: number; tracking_id: string };
  expect((await ctx.garageMove(owner, b.tracking_id, 'accepted')).statusCode).toBe(200);
  await ctx.toBookedDay(b.tracking_id);
  return b;
}

/** The buddy fetches the car: assigned, on the way, arrived, condition recorded, Asha's code, at the garage. */
async function fetchCar(trackingId: string) {
  const step = (from: string, to: string, code?: string) => post(buddy, legUrl(trackingId, 'pickup', 'step'), { from, to, ...(code ? { code } : {}) });
  expect((await post(owner, legUrl(trackingId, 'pickup', 'assign'), { driver: buddy.userId })).statusCode).toBe(200);
  expect((await step('assigned', 'on_the_way')).statusCode).toBe(200);
  expect((await step('on_the_way', 'arrived')).statusCode).toBe(200);
  const photos = ['front', 'rear', 'left', 'right', 'dashboard'].map((slot) => ({ id: randomUUID(), slot }));
  expect((await post(buddy, legUrl(trackingId, 'pickup', 'report'), { odometer_km: 30_500, fuel_level: 'half', photos })).statusCode).toBe(200);
  const mine = (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, asha.headers)).json().data;
  const code = mine.legs.find((l: { kind: string }) => l.kind === 'pickup').code as string;
  expect((await step('arrived', 'handed_over', code)).statusCode).toBe(200);
  expect((await step('handed_over', 'at_garage')).statusCode).toBe(200);
}

describe('a picked-up car is worked on only once it is in and promised', () => {
  it('refuses to start work with no pickup trip, in the reader’s language', async () => {
    const b = await accepted('pickup');
    const refused = await start(b.tracking_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PICKUP_FIRST',
      message: 'Nobody has fetched this car yet: send a buddy for it, and start the work once the pickup has brought it in.',
    });
    const hindi = await start(b.tracking_id, { 'accept-language': 'hi' });
    expect(hindi.json().message).toBe('यह car अभी किसी ने नहीं ली है: इसके लिए buddy भेजें, और pickup के car ले आने के बाद काम शुरू करें।');
    const [row] = await ctx.db.select({ status: t.bookings.serviceStatus }).from(t.bookings).where(eq(t.bookings.id, b.id));
    expect(row!.status).toBe('accepted');
  });

  it('refuses to start work on a car brought in before its promise is stated; then starts it', async () => {
    const b = await accepted('pickup');
    await fetchCar(b.tracking_id);
    const refused = await start(b.tracking_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PROMISE_FIRST',
      message: 'Say when the car will be ready and back before starting the work: the customer is told.',
    });
    expect((await start(b.tracking_id, { 'accept-language': 'ta' })).json().message).toBe(
      'வேலையைத் தொடங்கும் முன் car எப்போது தயாராகும், எப்போது திரும்பி வரும் என்று சொல்லுங்கள்: customer-க்குத் தெரிவிக்கப்படும்.',
    );
    expect((await promise(b.tracking_id, { ready_by: hoursFromNow(8), back_by: hoursFromNow(10) })).statusCode).toBe(200);
    expect((await start(b.tracking_id)).statusCode).toBe(200);
  });

  it('a walk-in starts without legs or a promise', async () => {
    const b = await accepted('walk_in');
    expect((await start(b.tracking_id)).statusCode).toBe(200);
  });
});

describe('a promise is bounded', () => {
  it('refuses 9999-12-31 as the first promise and anything past the booked slot’s end plus the margin', async () => {
    const b = await accepted('pickup');
    const [slot] = await ctx.db
      .select()
      .from(t.slotTemplates)
      .where(eq(t.slotTemplates.id, garage.slots[(slotIndex - 1) % garage.slots.length]!.id));
    const [booked] = await ctx.db.select({ date: t.bookings.bookingDate }).from(t.bookings).where(eq(t.bookings.id, b.id));
    const latest = Date.parse(`${booked!.date}T${slot!.endTime}+05:30`) + 48 * HOUR;

    const forever = await promise(b.tracking_id, { ready_by: '9999-12-31T18:00:00+05:30', back_by: '9999-12-31T19:00:00+05:30' });
    expect(forever.statusCode).toBe(422);
    expect(forever.json()).toMatchObject({
      code: 'PROMISE_TOO_LATE',
      errors: { ready_by: [expect.stringContaining('at most 48 hours after the booked slot ends')] },
    });
    const backLate = await promise(b.tracking_id, { ready_by: new Date(latest).toISOString(), back_by: new Date(latest + MINUTE).toISOString() });
    expect(backLate.json()).toMatchObject({ code: 'PROMISE_TOO_LATE', errors: { back_by: [expect.any(String)] } });
    expect((await promise(b.tracking_id, { ready_by: hoursFromNow(1) }, { 'accept-language': 'hi' })).json()).toMatchObject({
      code: 'BACK_BY_REQUIRED',
      errors: { back_by: ['यह car buddy वापस पहुँचाएगा: यह भी बताएँ कि car कब वापस पहुँचेगी।'] },
    });
    // A later promise is bounded too, and nothing was stored by the refusals.
    expect((await ctx.request('GET', `/api/v1/bookings/${b.tracking_id}/promise`, asha.headers)).json().data).toBeNull();
    expect((await promise(b.tracking_id, { ready_by: new Date(latest - HOUR).toISOString(), back_by: new Date(latest).toISOString() })).statusCode).toBe(200);
    expect(
      (await promise(b.tracking_id, { ready_by: new Date(latest + HOUR).toISOString(), back_by: new Date(latest + 2 * HOUR).toISOString() })).json().code,
    ).toBe('PROMISE_TOO_LATE');
  });
});

describe('a drop needs a car that was collected', () => {
  it('refuses a drop for a completed booking whose car no pickup brought in', async () => {
    // A booking completed before these rules (recorded as a walk-in while it was worked on, a pickup now).
    const b = await accepted('walk_in');
    for (const to of ['processing', 'completed']) expect((await ctx.garageMove(owner, b.tracking_id, to)).statusCode).toBe(200);
    await ctx.db.update(t.bookings).set({ handover: 'pickup' }).where(eq(t.bookings.id, b.id));
    const refused = await post(owner, legUrl(b.tracking_id, 'drop', 'assign'), { driver: buddy.userId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CAR_NOT_COLLECTED', message: 'No pickup brought this car to the garage, so there is nothing to drop.' });
  });
});

describe('the day board flags what is open after the work', () => {
  it("lists the garage's warranty claims in progress, to its owner and staff only", async () => {
    const b = await accepted('walk_in');
    for (const to of ['processing', 'completed', 'cash']) expect((await ctx.garageMove(owner, b.tracking_id, to)).statusCode).toBe(200);
    const opened = await post(asha, `/api/v1/bookings/${b.tracking_id}/claims`, {
      items: [garage.offerings[0]!.id],
      description: 'The AC blows warm air again',
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const url = `/api/v1/partner/garages/${garage.garageId}/open-problems`;
    const listed = await ctx.request('GET', url, owner.headers);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toContainEqual({
      kind: 'claim',
      id: opened.json().data.id,
      order: b.tracking_id,
      status: 'open',
      opened_at: expect.any(String),
    });
    expect((await ctx.request('GET', url, buddy.headers)).json().code).toBe('BUDDY_ONLY');
    // A customer gets 403 on partner routes (DESIGN §8).
    expect((await ctx.request('GET', url, asha.headers)).statusCode).toBe(403);
  });
});

describe('the customer brings or collects the car themselves (ADR 46)', () => {
  const takeOver = (who: Who, trackingId: string, instead_of: 'pickup' | 'drop', headers: Record<string, string> = {}) =>
    post(who, `/api/v1/bookings/${trackingId}/walk-in`, { instead_of }, headers);
  const buddyStep = (trackingId: string, kind: string, from: string, to: string) => post(buddy, legUrl(trackingId, kind, 'step'), { from, to });
  const eventsOf = async (bookingId: number, kind: string) =>
    ctx.db
      .select()
      .from(t.bookingEvents)
      .where(eq(t.bookingEvents.bookingId, bookingId))
      .then((rows) => rows.filter((e) => e.kind === kind));
  const legOf = async (bookingId: number, kind: string) =>
    (await ctx.db.select().from(t.bookingLegs).where(eq(t.bookingLegs.bookingId, bookingId))).find((leg) => leg.kind === kind);

  it('before the buddy sets off: the pickup is called off, the choice recorded once, and work starts with no pickup', async () => {
    const b = await accepted('pickup');
    expect((await post(owner, legUrl(b.tracking_id, 'pickup', 'assign'), { driver: buddy.userId })).statusCode).toBe(200);
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent); // the garage has been told of the booking

    const [first, second] = [await takeOver(asha, b.tracking_id, 'pickup'), await takeOver(asha, b.tracking_id, 'pickup')];
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ handover: 'walk_in', legs: [{ kind: 'pickup', status: 'cancelled' }] });
    expect(second.statusCode).toBe(200);
    expect(await eventsOf(b.id, 'customer_brings_car')).toHaveLength(1);
    expect(await eventsOf(b.id, 'pickup_cancelled')).toMatchObject([{ actorKind: 'customer' }]);
    const audit = await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.bookingId, b.id));
    expect(audit.filter((a) => a.action === 'booking.customer_brings_car')).toMatchObject([{ actorId: asha.userId, actorRole: 'customer' }]);
    // The garage is texted (the buddy's trip is gone from their list with the leg called off).
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent);
    const told = await ctx.db.select().from(t.notifications).where(eq(t.notifications.bookingId, b.id));
    expect(told.map((n) => `${n.recipient}:${n.kind}`)).toContain('garage:garage_customer_brings_car');

    // A walk-in from now on: no buddy is sent, and work starts once the car is in, with no pickup or promise.
    expect((await post(owner, legUrl(b.tracking_id, 'pickup', 'assign'), { driver: buddy.userId })).json().code).toBe('WALK_IN');
    expect((await start(b.tracking_id)).statusCode).toBe(200);
  });

  it('refuses once the buddy is on the way, naming where the trip is, in the reader’s language', async () => {
    const b = await accepted('pickup');
    expect((await post(owner, legUrl(b.tracking_id, 'pickup', 'assign'), { driver: buddy.userId })).statusCode).toBe(200);
    expect((await buddyStep(b.tracking_id, 'pickup', 'assigned', 'on_the_way')).statusCode).toBe(200);
    const refused = await takeOver(asha, b.tracking_id, 'pickup');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TOO_LATE_TO_TAKE_OVER',
      message: 'The service buddy has already set off for your car (on the way to the customer), so you can no longer take it to the garage yourself instead.',
    });
    expect((await takeOver(asha, b.tracking_id, 'pickup', { 'accept-language': 'hi' })).json().message).toMatch(/^Service buddy आपकी car के लिए निकल चुका है/);
    expect((await legOf(b.id, 'pickup'))!.status).toBe('on_the_way');
    expect(await eventsOf(b.id, 'customer_brings_car')).toHaveLength(0);
  });

  it('is the booking’s customer’s own: anyone else gets the same 404 as for a missing booking', async () => {
    const b = await accepted('pickup');
    for (const who of [owner, buddy]) expect((await takeOver(who, b.tracking_id, 'pickup')).json().code).toBe('BOOKING_NOT_FOUND');
    expect((await ctx.request('POST', `/api/v1/bookings/${b.tracking_id}/walk-in`, {}, { instead_of: 'pickup' })).statusCode).toBe(401);
    const [row] = await ctx.db.select({ handover: t.bookings.handover }).from(t.bookings).where(eq(t.bookings.id, b.id));
    expect(row!.handover).toBe('pickup');
  });

  it('instead of the drop: only once the work is done, the drop called off, and no drop needed after', async () => {
    const b = await accepted('pickup');
    await fetchCar(b.tracking_id);
    expect((await promise(b.tracking_id, { ready_by: hoursFromNow(8), back_by: hoursFromNow(10) })).statusCode).toBe(200);
    expect((await start(b.tracking_id)).statusCode).toBe(200);
    const early = await takeOver(asha, b.tracking_id, 'drop');
    expect(early.json()).toMatchObject({ code: 'WORK_NOT_DONE' });
    for (const to of ['completed', 'cash']) expect((await ctx.garageMove(owner, b.tracking_id, to)).statusCode).toBe(200);
    expect((await post(owner, legUrl(b.tracking_id, 'drop', 'assign'), { driver: buddy.userId })).statusCode).toBe(200);

    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent); // the garage has been told of the booking
    const taken = await takeOver(asha, b.tracking_id, 'drop', { 'accept-language': 'ta' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data.handover).toBe('walk_in');
    expect((await legOf(b.id, 'drop'))!.status).toBe('cancelled');
    expect((await legOf(b.id, 'pickup'))!.status).toBe('at_garage');
    expect(await eventsOf(b.id, 'customer_collects_car')).toHaveLength(1);
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent);
    const told = await ctx.db.select().from(t.notifications).where(eq(t.notifications.bookingId, b.id));
    expect(told.map((n) => `${n.recipient}:${n.kind}`)).toContain('garage:garage_customer_collects_car');
    expect((await takeOver(asha, b.tracking_id, 'drop')).statusCode).toBe(200);
    expect(await eventsOf(b.id, 'customer_collects_car')).toHaveLength(1);
    // The garage hands the car back at its counter: no drop is asked for, nor can one be sent.
    expect((await post(owner, legUrl(b.tracking_id, 'drop', 'assign'), { driver: buddy.userId })).json().code).toBe('WALK_IN');
  });

  it('refuses once the car is out for delivery', async () => {
    const b = await accepted('pickup');
    await fetchCar(b.tracking_id);
    expect((await promise(b.tracking_id, { ready_by: hoursFromNow(8), back_by: hoursFromNow(10) })).statusCode).toBe(200);
    for (const to of ['processing', 'completed', 'cash']) expect((await ctx.garageMove(owner, b.tracking_id, to)).statusCode).toBe(200);
    expect((await post(owner, legUrl(b.tracking_id, 'drop', 'assign'), { driver: buddy.userId })).statusCode).toBe(200);
    expect((await buddyStep(b.tracking_id, 'drop', 'assigned', 'out_for_delivery')).statusCode).toBe(200);
    const refused = await takeOver(asha, b.tracking_id, 'drop');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TOO_LATE_TO_TAKE_OVER',
      message: 'Your car is already out for delivery, so you can no longer collect it from the garage yourself instead.',
    });
  });
});
