import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeDeadline, SUPPORT } from '@carseva/shared';
import { NOTIFICATION_JOBS } from '../src/modules/notifications';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, TODAY, TOMORROW, type BookingTestApp } from './bookings-helpers';

type Who = { headers: Record<string, string>; userId: number; phone: string };
type Garage = Awaited<ReturnType<BookingTestApp['garage']>>;
const ADMIN_MOBILE = '9800000031';
const gateway = sandboxGateway({ secret: 'cancel-reschedule-test-sandbox-secret' });
/** Dates inside the 8-day window that the 2-hour rule never touches while the clock stays near its start. */
const LATER = ['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'];

let ctx: BookingTestApp;
let asha: Who;
let vikram: Who;
let staff: Who;
let g: Garage;
let other: Garage;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, paymentProvider: gateway });
  const admin = await ctx.customer(ADMIN_MOBILE);
  [asha, vikram, staff] = [await ctx.customer(), await ctx.customer(), await ctx.customer()];
  [g, other] = [await ctx.garage(0), await ctx.garage(1)];
  const added = await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: staff.phone, role: 'staff' });
  expect(added.statusCode).toBe(201);
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  ctx.request('POST', url, { ...who.headers, ...headers }, payload);
const read = async (who: Who, trackingId: string) => (await ctx.request('GET', `/api/v1/bookings/${trackingId}`, who.headers)).json().data;
const cancel = (who: Who, trackingId: string, reason = 'My plans changed', headers: Record<string, string> = {}) =>
  post(who, `/api/v1/bookings/${trackingId}/cancel`, { reason }, headers);
const reschedule = (who: Who, trackingId: string, body: object, headers: Record<string, string> = {}) =>
  post(who, `/api/v1/bookings/${trackingId}/reschedule`, body, headers);
const move = (trackingId: string, to: string) => ctx.garageMove(staff, trackingId, to);

/** A booking by `who` at garage g, each in a slot of its own (one seat per customer per slot). */
async function book(who: Who, overrides: Record<string, unknown> = {}) {
  const index = slotIndex++;
  const payload = bookingPayload(g, {
    booking_slot: g.slots[index % g.slots.length]!.id,
    booking_date: LATER[Math.floor(index / g.slots.length)],
    ...overrides,
  });
  const res = await post(who, '/api/v1/bookings', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; tracking_id: string; booking_date: string; slot: { id: number } };
}

async function seatsTaken(slotTemplateId: number, date: string): Promise<number> {
  const [row] = await ctx.db
    .select({ booked: t.slotUsage.booked })
    .from(t.slotUsage)
    .where(and(eq(t.slotUsage.slotTemplateId, slotTemplateId), eq(t.slotUsage.date, date)));
  return row?.booked ?? 0;
}

const bookingRow = async (id: number) => (await ctx.db.select().from(t.bookings).where(eq(t.bookings.id, id)))[0]!;
const eventsOf = async (id: number) => ctx.db.select().from(t.bookingEvents).where(eq(t.bookingEvents.bookingId, id)).orderBy(t.bookingEvents.id);
const notificationKinds = async (id: number) =>
  (await ctx.db.select().from(t.notifications).where(eq(t.notifications.bookingId, id))).map((n) => `${n.recipient}:${n.kind}`);
/** What a worker would do now with the booking's timeline entries, and with payments' refund jobs. */
const runWorker = () => ctx.runJob(NOTIFICATION_JOBS.onBookingEvent, PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund);

async function payOnline(who: Who, trackingId: string) {
  const order = (await post(who, '/api/v1/payments/orders', { booking: trackingId })).json().data as { id: string; amount: number };
  expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` })).statusCode).toBe(200);
  return order;
}

describe('cancel', () => {
  it('frees the seat, records who cancelled and why, tells the garage, and offers no further change', async () => {
    const b = await book(asha);
    await runWorker();
    expect(await seatsTaken(b.slot.id, b.booking_date)).toBe(1);
    expect((await read(asha, b.tracking_id)).changes).toMatchObject({ can_cancel: true, can_reschedule: true });

    const res = await cancel(asha, b.tracking_id, 'Car is already serviced');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ service_status: 'cancelled', refund: null, changes: { can_cancel: false, can_reschedule: false, until: null } });
    expect(data.events.at(-1)).toMatchObject({ status: 'cancelled', actor: 'customer', label: 'Booking cancelled: Car is already serviced' });
    expect(await seatsTaken(b.slot.id, b.booking_date)).toBe(0);

    await runWorker();
    expect(await notificationKinds(b.id)).toEqual(expect.arrayContaining(['customer:booking_cancelled', 'garage:garage_booking_cancelled']));
  });

  it('is safe to repeat: two tabs at once both see it cancelled, a retry with the same key replays the answer; one event, one seat freed', async () => {
    const b = await book(asha);
    const neighbour = await book(vikram, { booking_slot: b.slot.id, booking_date: b.booking_date });
    expect(await seatsTaken(b.slot.id, b.booking_date)).toBe(2);
    const key = { 'idempotency-key': `cancel-${b.tracking_id}` };
    const tabs = await Promise.all([cancel(asha, b.tracking_id, 'Double tap', key), cancel(asha, b.tracking_id, 'From the other tab')]);
    expect(tabs.map((r) => [r.statusCode, r.json().data.service_status])).toEqual([
      [200, 'cancelled'],
      [200, 'cancelled'],
    ]);
    const retry = await cancel(asha, b.tracking_id, 'Double tap', key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await eventsOf(b.id)).filter((e) => e.kind === 'cancelled')).toHaveLength(1);
    expect(await seatsTaken(b.slot.id, b.booking_date)).toBe(1);
    expect((await bookingRow(neighbour.id)).serviceStatus).toBe('pending');
  });

  it("is the owner's only: another customer gets 404 exactly like a missing order, and nothing changes", async () => {
    const b = await book(asha);
    for (const res of [
      await cancel(vikram, b.tracking_id),
      await reschedule(vikram, b.tracking_id, { booking_date: LATER[3], booking_slot: g.slots[0]!.id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    }
    expect((await cancel(vikram, 'CSNOSUCHORDER0000')).json()).toMatchObject({ code: 'BOOKING_NOT_FOUND' });
    expect((await ctx.request('POST', `/api/v1/bookings/${b.tracking_id}/cancel`, {}, { reason: 'Not mine' })).statusCode).toBe(401);
    expect(await bookingRow(b.id)).toMatchObject({ serviceStatus: 'pending', slotTemplateId: b.slot.id, bookingDate: b.booking_date });
  });

  /** Today's last slot: the garage may take cash and start work today, and the clock stays where the other tests need it. */
  const laterToday = () => ({ booking_date: TODAY, booking_slot: g.slots.at(-1)!.id });

  it('a booking paid to the garage in cash is cancelled through support, not online; it can still be rescheduled', async () => {
    const b = await book(asha, laterToday());
    await move(b.tracking_id, 'accepted');
    expect((await move(b.tracking_id, 'cash')).statusCode).toBe(200);
    expect((await read(asha, b.tracking_id)).changes).toMatchObject({ can_cancel: false, can_reschedule: true });
    const res = await cancel(asha, b.tracking_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PAID_IN_CASH' });
    expect(res.json().message).toContain(SUPPORT.helpline);
    expect((await bookingRow(b.id)).serviceStatus).toBe('accepted');
  });

  it('asks for a reason', async () => {
    const b = await book(asha);
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/cancel`, {})).statusCode).toBe(400);
    expect((await cancel(asha, b.tracking_id, ' ')).statusCode).toBe(400);
    expect((await bookingRow(b.id)).serviceStatus).toBe('pending');
  });

  it('is allowed while accepted, refused once the car is in service: 409 naming the helpline and support address', async () => {
    const accepted = await book(asha);
    expect((await move(accepted.tracking_id, 'accepted')).statusCode).toBe(200);
    expect((await cancel(asha, accepted.tracking_id)).json().data.service_status).toBe('cancelled');

    const inService = await book(vikram, laterToday());
    await move(inService.tracking_id, 'accepted');
    await move(inService.tracking_id, 'processing');
    expect((await read(vikram, inService.tracking_id)).changes).toEqual({ can_cancel: false, can_reschedule: false, until: null });
    for (const res of [
      await cancel(vikram, inService.tracking_id),
      await reschedule(vikram, inService.tracking_id, { booking_date: LATER[3], booking_slot: g.slots[1]!.id }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NOT_CHANGEABLE' });
      expect(res.json().message).toContain('in service');
      expect(res.json().message).toContain(SUPPORT.helpline);
      expect(res.json().message).toContain(SUPPORT.email);
    }
    expect((await bookingRow(inService.id)).serviceStatus).toBe('processing');
  });
});

describe('refunds of a cancelled booking', () => {
  const refundsOfBooking = async (bookingId: number) =>
    ctx.db
      .select({ refund: t.refunds })
      .from(t.refunds)
      .innerJoin(t.payments, eq(t.payments.id, t.refunds.paymentId))
      .where(eq(t.payments.bookingId, bookingId));

  it('an online-paid booking is refunded in full through the gateway, once, and the order shows it', async () => {
    const b = await book(asha, { payment_mode: 'online' });
    const order = await payOnline(asha, b.tracking_id);
    await runWorker();

    const res = await cancel(asha, b.tracking_id);
    expect(res.json().data.refund).toMatchObject({ status: 'requested', amount: order.amount / 100 });
    await runWorker();
    await runWorker();
    await cancel(asha, b.tracking_id);
    await runWorker();

    const refunds = await refundsOfBooking(b.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.refund).toMatchObject({ amountPaise: order.amount, status: 'processed', reason: 'cancelled' });
    const [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.bookingId, b.id));
    expect(gateway.refundsOf(payment!.gatewayPaymentId!)).toHaveLength(1);
    const page = await read(asha, b.tracking_id);
    expect(page).toMatchObject({
      service_status: 'cancelled',
      payment_status: 'refunded',
      amount_pending: 0,
      refund: { status: 'processed', amount: order.amount / 100 },
    });
    expect(page.events.map((e: { status: string }) => e.status)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
  });

  it('a booking left partly paid by approved extra work gets back what was paid, and shows refunded', async () => {
    const b = await book(asha, { payment_mode: 'online' });
    const order = await payOnline(asha, b.tracking_id);
    await move(b.tracking_id, 'accepted');
    expect((await post(staff, `/api/v1/partner/bookings/${b.tracking_id}/extras`, { items: [{ name: 'Wiper blades', price: 600 }] })).statusCode).toBe(200);
    const extra = (await read(asha, b.tracking_id)).extras[0];
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${extra.id}/approve`)).statusCode).toBe(200);
    expect((await bookingRow(b.id)).paymentStatus).toBe('partial');

    expect((await cancel(asha, b.tracking_id)).json().data.refund).toMatchObject({ status: 'requested', amount: order.amount / 100 });
    await runWorker();
    expect(await refundsOfBooking(b.id)).toHaveLength(1);
    expect(await read(asha, b.tracking_id)).toMatchObject({
      payment_status: 'refunded',
      amount_pending: 0,
      refund: { status: 'processed', amount: order.amount / 100 },
    });
  });

  it('an unpaid online booking or a cash booking has nothing to refund', async () => {
    const unpaid = await book(asha, { payment_mode: 'online' });
    const cash = await book(asha);
    for (const b of [unpaid, cash]) {
      expect((await cancel(asha, b.tracking_id)).json().data.refund).toBeNull();
    }
    await runWorker();
    expect(await refundsOfBooking(unpaid.id)).toHaveLength(0);
  });
});

describe('reschedule', () => {
  it('takes the new seat and frees the old one, keeps the booking, and tells the customer and the garage', async () => {
    const b = await book(asha);
    await runWorker();
    const to = { booking_date: LATER[3]!, booking_slot: g.slots[4]!.id };
    const res = await reschedule(asha, b.tracking_id, to);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      tracking_id: b.tracking_id,
      service_status: 'pending',
      booking_date: to.booking_date,
      booking_time: g.slots[4]!.startTime,
      slot: { id: to.booking_slot },
    });
    expect(data.amount).toBeGreaterThan(0);
    expect(data.events.at(-1)).toMatchObject({ status: 'rescheduled', actor: 'customer' });
    expect(data.events.at(-1).label).toMatch(/^Booking moved: from \d+ Mar, \d+:\d\d [ap]m to 7 Mar, \d+:\d\d [ap]m$/);
    expect(await seatsTaken(b.slot.id, b.booking_date)).toBe(0);
    expect(await seatsTaken(to.booking_slot, to.booking_date)).toBe(1);

    await runWorker();
    expect(await notificationKinds(b.id)).toEqual(expect.arrayContaining(['customer:booking_rescheduled', 'garage:garage_booking_rescheduled']));
  });

  it('a full slot gets 409 and nothing changes', async () => {
    const full = g.slots[6]!;
    // A date no other test books at this garage, so the seat row is made with the lowered capacity.
    const date = '2026-03-08';
    await ctx.setCapacity(full.id, 1);
    await book(vikram, { booking_slot: full.id, booking_date: date });
    const b = await book(asha);
    const res = await reschedule(asha, b.tracking_id, { booking_date: date, booking_slot: full.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_FULL' });
    expect(await bookingRow(b.id)).toMatchObject({ slotTemplateId: b.slot.id, bookingDate: b.booking_date });
    expect(await seatsTaken(b.slot.id, b.booking_date)).toBe(1);
    expect(await seatsTaken(full.id, date)).toBe(1);
    expect((await eventsOf(b.id)).map((e) => e.kind)).toEqual(['placed']);
  });

  it('stays at the same garage, inside the 8-day window, in a slot that has not started', async () => {
    const b = await book(asha);
    const cases = [
      { body: { booking_date: LATER[3], booking_slot: other.slots[0]!.id }, code: 'UNKNOWN_SLOT' },
      { body: { booking_date: '2026-03-10', booking_slot: g.slots[0]!.id }, code: 'DATE_OUT_OF_RANGE' },
      { body: { booking_date: '2026-03-01', booking_slot: g.slots[0]!.id }, code: 'DATE_OUT_OF_RANGE' },
      // 10:00 IST now: today's first slot has started.
      { body: { booking_date: '2026-03-02', booking_slot: g.slots[0]!.id }, code: 'SLOT_STARTED' },
    ];
    for (const { body, code } of cases) {
      const res = await reschedule(asha, b.tracking_id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe(code);
    }
    expect((await reschedule(asha, b.tracking_id, { booking_date: 'tomorrow', booking_slot: g.slots[0]!.id })).statusCode).toBe(400);
    expect(await bookingRow(b.id)).toMatchObject({ slotTemplateId: b.slot.id, bookingDate: b.booking_date });
  });

  it('a retry or a second tab asking for the same move changes it once; a slot the customer already holds is refused', async () => {
    const b = await book(asha);
    const to = { booking_date: LATER[3]!, booking_slot: g.slots[7]!.id };
    const [first, second] = await Promise.all([reschedule(asha, b.tracking_id, to), reschedule(asha, b.tracking_id, to)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await eventsOf(b.id)).filter((e) => e.kind === 'rescheduled')).toHaveLength(1);
    expect(await seatsTaken(to.booking_slot, to.booking_date)).toBe(1);

    const mine = await book(asha);
    const clash = await reschedule(asha, mine.tracking_id, to);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('ALREADY_BOOKED_SLOT');
    expect(await bookingRow(mine.id)).toMatchObject({ slotTemplateId: mine.slot.id, bookingDate: mine.booking_date });
  });
});

describe('under contention (a real database serialises the seats)', () => {
  it('many customers moving into a one-seat slot at once: exactly one gets it, the others keep their own seats', async () => {
    const h = await ctx.garage(2);
    const target = h.slots[0]!;
    const date = LATER[1]!;
    await ctx.setCapacity(target.id, 1);
    const customers = await Promise.all(Array.from({ length: 8 }, () => ctx.customer()));
    const bookings: { id: number; tracking_id: string; slot: { id: number } }[] = [];
    for (const [i, who] of customers.entries()) {
      const res = await post(who, '/api/v1/bookings', bookingPayload(h, { booking_slot: h.slots[1 + (i % (h.slots.length - 1))]!.id, booking_date: LATER[0] }));
      expect(res.statusCode, res.body).toBe(201);
      bookings.push(res.json().data as { id: number; tracking_id: string; slot: { id: number } });
    }
    const results = await Promise.all(customers.map((who, i) => reschedule(who, bookings[i]!.tracking_id, { booking_date: date, booking_slot: target.id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    expect(await seatsTaken(target.id, date)).toBe(1);
    const rows = await Promise.all(bookings.map((b) => bookingRow(b.id)));
    expect(rows.filter((r) => r.bookingDate === date && r.slotTemplateId === target.id)).toHaveLength(1);
    let held = 0;
    for (const slot of h.slots.slice(1)) held += await seatsTaken(slot.id, LATER[0]!);
    expect(held).toBe(7);
  });

  it('two customers swapping slots with each other at once both succeed (no deadlock)', async () => {
    const h = await ctx.garage(3);
    const [x, y] = [h.slots[2]!, h.slots[3]!];
    const [p, q] = [await ctx.customer(), await ctx.customer()];
    const bx = (await post(p, '/api/v1/bookings', bookingPayload(h, { booking_slot: x.id, booking_date: LATER[0] }))).json().data;
    const by = (await post(q, '/api/v1/bookings', bookingPayload(h, { booking_slot: y.id, booking_date: LATER[0] }))).json().data;
    const swaps = await Promise.all([
      reschedule(p, bx.tracking_id, { booking_date: LATER[0], booking_slot: y.id }),
      reschedule(q, by.tracking_id, { booking_date: LATER[0], booking_slot: x.id }),
    ]);
    expect(swaps.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await seatsTaken(x.id, LATER[0]!)).toBe(1);
    expect(await seatsTaken(y.id, LATER[0]!)).toBe(1);
  });
});

// Last: it moves the clock to tomorrow morning.
describe('the 2-hour rule, on a fixed clock', () => {
  it('allows a change until 2 hours before the slot starts, and refuses it from then on', async () => {
    const slot = g.slots[0]!;
    const early = await book(asha, { booking_slot: slot.id, booking_date: TOMORROW });
    const late = await book(vikram, { booking_slot: slot.id, booking_date: TOMORROW });
    const deadline = changeDeadline(TOMORROW, slot.startTime).getTime();
    expect((await read(asha, early.tracking_id)).changes.until).toBe(new Date(deadline).toISOString());

    ctx.clock.advance(deadline - 1 - ctx.clock.now());
    expect((await cancel(asha, early.tracking_id)).statusCode).toBe(200);
    expect((await read(vikram, late.tracking_id)).changes).toMatchObject({ can_cancel: true, can_reschedule: true });

    ctx.clock.advance(1);
    expect((await read(vikram, late.tracking_id)).changes).toEqual({ can_cancel: false, can_reschedule: false, until: null });
    for (const res of [
      await cancel(vikram, late.tracking_id),
      await reschedule(vikram, late.tracking_id, { booking_date: LATER[3], booking_slot: g.slots[2]!.id }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('TOO_LATE_TO_CHANGE');
      expect(res.json().message).toContain('less than 2 hours');
      expect(res.json().message).toContain(SUPPORT.helpline);
    }
    expect(await bookingRow(late.id)).toMatchObject({ serviceStatus: 'pending', slotTemplateId: slot.id, bookingDate: TOMORROW });
  });
});
