import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, priceOrder, paiseToRupees, rupeesToPaise } from '@carseva/shared';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import * as t from '../src/schema';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000001';
const gateway = sandboxGateway({ secret: 'partner-test-sandbox-secret' });

let ctx: BookingTestApp;
let admin: Who;
let asha: Who;
let ravi: Who; // staff at garage A
let sunil: Who; // staff at garage B
let garageA: Awaited<ReturnType<BookingTestApp['garage']>>;
let garageB: Awaited<ReturnType<BookingTestApp['garage']>>;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, paymentProvider: gateway });
  admin = await ctx.customer(ADMIN_MOBILE);
  asha = await ctx.customer();
  ravi = await ctx.customer();
  sunil = await ctx.customer();
  garageA = await ctx.garage(0);
  garageB = await ctx.garage(1);
  for (const [garage, who, role] of [
    [garageA, ravi, 'staff'],
    [garageB, sunil, 'owner'],
  ] as const) {
    const added = await ctx.request('POST', `/api/v1/admin/garages/${garage.garageId}/staff`, admin.headers, { mobile_no: who.phone, role });
    expect(added.statusCode).toBe(201);
  }
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const get = (who: Who, url: string) => ctx.request('GET', url, who.headers);

/** Asha books at garage A (cash unless told), in the next free slot tomorrow. */
async function booking(overrides: Record<string, unknown> = {}) {
  // A slot of its own (one seat per customer per slot): tomorrow's ten, then the day after's.
  const index = slotIndex++;
  const date = index < garageA.slots.length ? TOMORROW : addDays(TOMORROW, 1);
  const res = await post(
    asha,
    '/api/v1/bookings',
    bookingPayload(garageA, { booking_slot: garageA.slots[index % garageA.slots.length]!.id, booking_date: date, ...overrides }),
  );
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; tracking_id: string; amount: number; subtotal: number; discount: number };
}
const move = (who: Who, trackingId: string, to: string, reason?: string) => ctx.garageMove(who, trackingId, to, reason);

describe('roles', () => {
  it('/auth/me names the garages a user works at and whether they are an admin', async () => {
    expect((await get(asha, '/api/v1/auth/me')).json().data.roles).toEqual({ admin: false, garages: [] });
    expect((await get(admin, '/api/v1/auth/me')).json().data.roles).toEqual({ admin: true, garages: [] });
    const roles = (await get(ravi, '/api/v1/auth/me')).json().data.roles;
    expect(roles).toMatchObject({ admin: false, garages: [{ id: garageA.garageId, role: 'staff' }] });
    expect(roles.garages[0].name.length).toBeGreaterThan(3);
  });

  it('only admins manage staff; the number must belong to a registered user', async () => {
    const url = `/api/v1/admin/garages/${garageA.garageId}/staff`;
    expect((await post(asha, url, { mobile_no: asha.phone, role: 'owner' })).statusCode).toBe(403);
    expect((await post(ravi, url, { mobile_no: ravi.phone, role: 'owner' })).statusCode).toBe(403);
    const unknown = await post(admin, url, { mobile_no: '+919123456780', role: 'staff' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No CarSeva account uses this mobile number. Ask them to sign up first, then add them.');
    expect((await post(admin, '/api/v1/admin/garages/99999/staff', { mobile_no: asha.phone, role: 'staff' })).statusCode).toBe(404);
    expect((await post(admin, url, { mobile_no: 'not a phone', role: 'staff' })).statusCode).toBe(400);

    const temp = await ctx.customer();
    expect((await post(admin, url, { mobile_no: temp.phone, role: 'staff' })).statusCode).toBe(201);
    expect((await get(admin, url)).json().data.map((m: { user_id: number }) => m.user_id)).toContain(temp.userId);
    expect((await ctx.request('DELETE', `${url}/${temp.userId}`, admin.headers)).statusCode).toBe(200);
    expect((await ctx.request('DELETE', `${url}/${temp.userId}`, admin.headers)).statusCode).toBe(404);
    expect((await get(temp, `/api/v1/partner/bookings?garage=${garageA.garageId}&date=${TOMORROW}`)).statusCode).toBe(403);
  });

  it('a customer gets 403 on partner routes; staff of another garage get 404, never the booking', async () => {
    const b = await booking();
    const day = `/api/v1/partner/bookings?garage=${garageA.garageId}&date=${TOMORROW}`;
    expect((await get(asha, day)).statusCode).toBe(403);
    expect((await get(asha, `/api/v1/partner/bookings/${b.tracking_id}`)).statusCode).toBe(403);
    expect((await get(asha, '/api/v1/partner/bookings/NOSUCHBOOKING1')).statusCode).toBe(403);
    expect((await get(sunil, day)).statusCode).toBe(404);
    const probe = await get(sunil, `/api/v1/partner/bookings/${b.tracking_id}`);
    expect(probe.statusCode).toBe(404);
    expect(probe.body).toBe((await get(sunil, '/api/v1/partner/bookings/NOSUCHBOOKING1')).body);
    expect((await move(sunil, b.tracking_id, 'accepted')).statusCode).toBe(404);
    expect((await get(ravi, `/api/v1/partner/bookings/${b.tracking_id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/v1/partner/bookings/${b.tracking_id}`)).statusCode).toBe(200);
  });
});

describe('the day board', () => {
  it("lists a garage's bookings for a date in slot order, with counts per status and the phone masked until accepted", async () => {
    const first = await booking();
    const second = await booking();
    await move(ravi, second.tracking_id, 'accepted');
    const boardRes = await get(ravi, `/api/v1/partner/bookings?garage=${garageA.garageId}&date=${TOMORROW}`);
    expect(boardRes.statusCode, boardRes.body).toBe(200);
    const board = boardRes.json().data;
    const times = board.data.map((b: { booking_time: string }) => b.booking_time);
    expect(times).toEqual([...times].sort());
    expect(board.counts.accepted).toBeGreaterThanOrEqual(1);
    expect(board.meta.total).toBe(Object.values(board.counts as Record<string, number>).reduce((a, b) => a + b, 0));
    const pending = board.data.find((b: { tracking_id: string }) => b.tracking_id === first.tracking_id);
    expect(pending.customer.name).toBe('Ravi Kumar');
    expect(pending.customer.mobile_no).toMatch(/^\+91 \d\d••••\d{4}$/);
    const accepted = board.data.find((b: { tracking_id: string }) => b.tracking_id === second.tracking_id);
    expect(accepted.customer.mobile_no).toBe(asha.phone);
    const onlyAccepted = (await get(ravi, `/api/v1/partner/bookings?garage=${garageA.garageId}&date=${TOMORROW}&status=accepted`)).json().data;
    expect(onlyAccepted.data.every((b: { service_status: string }) => b.service_status === 'accepted')).toBe(true);
    expect((await get(ravi, `/api/v1/partner/bookings?garage=${garageA.garageId}&date=tomorrow`)).statusCode).toBe(400);
  });
});

describe('the lifecycle through the partner API', () => {
  it('pending → accepted → processing → completed, each recorded with the staff actor; illegal moves get 409 naming the status', async () => {
    const b = await booking();
    const skip = await move(ravi, b.tracking_id, 'processing');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('This booking is waiting for the garage, so it cannot be started.');
    expect((await move(ravi, b.tracking_id, 'accepted')).json().data.service_status).toBe('accepted');
    expect((await move(ravi, b.tracking_id, 'accepted')).json().message).toBe('This booking is accepted, so it cannot be accepted.');
    expect((await move(ravi, b.tracking_id, 'rejected', 'No bay free')).statusCode).toBe(409);
    expect((await move(ravi, b.tracking_id, 'processing')).json().data.service_status).toBe('processing');
    const done = (await move(admin, b.tracking_id, 'completed')).json().data;
    expect(done.service_status).toBe('completed');
    expect(done.events.map((e: { status: string; actor: string }) => `${e.status}:${e.actor}`)).toEqual([
      'placed:customer',
      'accepted:staff',
      'processing:staff',
      'completed:admin',
    ]);
    for (const to of ['accepted', 'processing', 'rejected']) expect((await move(ravi, b.tracking_id, to, 'Too late')).statusCode).toBe(409);
    const history = (await get(asha, '/api/v1/bookings?status=completed')).json().data.data;
    expect(history.map((x: { tracking_id: string }) => x.tracking_id)).toContain(b.tracking_id);
  });

  it('declining needs a reason, frees the seat and shows the reason on the timeline', async () => {
    const b = await booking();
    const seats = async () =>
      (
        await ctx.db
          .select()
          .from(t.slotUsage)
          .where(eq(t.slotUsage.slotTemplateId, (await ctx.db.select().from(t.bookings).where(eq(t.bookings.id, b.id)))[0]!.slotTemplateId))
      )[0]!.booked;
    const before = await seats();
    const noReason = await move(ravi, b.tracking_id, 'rejected');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Please give a reason for declining']);
    const declined = (await move(ravi, b.tracking_id, 'rejected', 'Bay closed for repairs')).json().data;
    expect(declined.service_status).toBe('rejected');
    expect(declined.events.at(-1).label).toBe('Declined by the garage: Bay closed for repairs');
    expect(await seats()).toBe(before - 1);
  });

  it('an online booking is accepted only once paid; a paid booking declined is refunded in full through the gateway', async () => {
    const b = await booking({ payment_mode: 'online' });
    const unpaid = await move(ravi, b.tracking_id, 'accepted');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('NOT_PAID');
    const order = (await post(asha, '/api/v1/payments/orders', { booking: b.tracking_id })).json().data;
    await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` });
    expect((await move(ravi, b.tracking_id, 'accepted')).statusCode).toBe(200);
    expect((await move(ravi, b.tracking_id, 'processing')).statusCode).toBe(200);
    expect((await move(ravi, b.tracking_id, 'rejected', 'Engine beyond repair')).statusCode).toBe(409);

    const other = await booking({ payment_mode: 'online' });
    const otherOrder = (await post(asha, '/api/v1/payments/orders', { booking: other.tracking_id })).json().data;
    await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${otherOrder.id}/pay` });
    expect((await move(ravi, other.tracking_id, 'rejected', 'Mechanic on leave')).statusCode).toBe(200);
    await ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund);
    await ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund);
    const read = (await get(asha, `/api/v1/bookings/${other.tracking_id}`)).json().data;
    expect(read).toMatchObject({ service_status: 'rejected', payment_status: 'refunded', amount_pending: 0 });
    expect(read.events.at(-1).status).toBe('refunded');
    const [payment] = await ctx.db.select().from(t.payments).where(eq(t.payments.bookingId, other.id));
    expect(gateway.refundsOf(payment!.gatewayPaymentId!)).toEqual([expect.objectContaining({ amountPaise: otherOrder.amount })]);
  });

  it('two staff acting at once: exactly one wins', async () => {
    const b = await booking();
    const results = await Promise.all([
      move(ravi, b.tracking_id, 'accepted'),
      move(admin, b.tracking_id, 'accepted'),
      move(ravi, b.tracking_id, 'rejected', 'Fully booked'),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
    const events = (await get(asha, `/api/v1/bookings/${b.tracking_id}`)).json().data.events;
    expect(events).toHaveLength(2);
  });
});

describe('cash and extra work', () => {
  it('records cash collected once, for what is due', async () => {
    const b = await booking();
    expect((await move(ravi, b.tracking_id, 'cash')).statusCode).toBe(409);
    await move(ravi, b.tracking_id, 'accepted');
    const paid = (await move(ravi, b.tracking_id, 'cash')).json().data;
    expect(paid).toMatchObject({ payment_status: 'paid', amount_paid: b.amount, amount_pending: 0 });
    expect(paid.events.at(-1).label).toMatch(/^Cash collected: ₹/);
    const again = await move(ravi, b.tracking_id, 'cash');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing is due on this booking: it is already paid.');
  });

  it('proposes extra work; the customer approves one item and declines another; the order is re-priced', async () => {
    const b = await booking({ coupon: 'CARSEVA10' });
    const extras = `/api/v1/partner/bookings/${b.tracking_id}/extras`;
    const items = {
      items: [
        { name: 'Front brake pads', price: 1800 },
        { name: 'Wiper blades', price: 450 },
      ],
    };
    expect((await post(ravi, extras, items)).statusCode).toBe(409);
    await move(ravi, b.tracking_id, 'accepted');
    expect((await post(ravi, extras, { items: [{ name: 'x', price: 0 }] })).statusCode).toBe(400);
    const proposed = (await post(ravi, extras, items)).json().data;
    expect(proposed.extras.map((e: { name: string; status: string }) => [e.name, e.status])).toEqual([
      ['Front brake pads', 'proposed'],
      ['Wiper blades', 'proposed'],
    ]);

    const mine = (await get(asha, `/api/v1/bookings/${b.tracking_id}`)).json().data;
    const [brakes, wipers] = mine.extras;
    expect((await post(ravi, `/api/v1/bookings/${b.tracking_id}/extras/${brakes.id}/approve`)).statusCode).toBe(404);
    const approved = (await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${brakes.id}/approve`)).json().data;
    const totals = priceOrder([rupeesToPaise(b.subtotal), rupeesToPaise(1800)], { chargesGst: true, discountPaise: rupeesToPaise(b.discount) });
    expect(approved).toMatchObject({
      subtotal: paiseToRupees(totals.subtotal),
      discount: b.discount,
      gst: paiseToRupees(totals.gst),
      amount: paiseToRupees(totals.total),
      amount_pending: paiseToRupees(totals.total),
    });
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${brakes.id}/decline`)).statusCode).toBe(409);
    const declined = (await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${wipers.id}/decline`)).json().data;
    expect(declined.amount).toBe(paiseToRupees(totals.total));
    expect(declined.extras.map((e: { status: string }) => e.status)).toEqual(['approved', 'declined']);
    expect(declined.events.map((e: { status: string }) => e.status).slice(-3)).toEqual(['extras_proposed', 'extra_approved', 'extra_declined']);
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/999999/approve`)).statusCode).toBe(404);
  });

  it('an online-paid order owes the balance of approved extras, payable online through the same flow', async () => {
    const b = await booking({ payment_mode: 'online' });
    const order = (await post(asha, '/api/v1/payments/orders', { booking: b.tracking_id })).json().data;
    await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` });
    await move(ravi, b.tracking_id, 'accepted');
    expect((await post(asha, '/api/v1/payments/orders', { booking: b.tracking_id })).statusCode).toBe(409);
    await post(ravi, `/api/v1/partner/bookings/${b.tracking_id}/extras`, { items: [{ name: 'Coolant top-up', price: 600 }] });
    const extra = (await get(asha, `/api/v1/bookings/${b.tracking_id}`)).json().data.extras[0];
    const owed = (await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${extra.id}/approve`)).json().data;
    const balance = owed.amount - b.amount;
    expect(owed).toMatchObject({ payment_status: 'partial', amount_paid: b.amount, amount_pending: balance });
    expect(owed.amount).toBe(
      paiseToRupees(priceOrder([rupeesToPaise(b.subtotal), rupeesToPaise(600)], { chargesGst: true, discountPaise: rupeesToPaise(b.discount) }).total),
    );
    expect(balance).toBeGreaterThan(600);
    const balanceOrder = (await post(asha, '/api/v1/payments/orders', { booking: b.tracking_id })).json().data;
    expect(balanceOrder.amount).toBe(balance * 100);
    await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${balanceOrder.id}/pay` });
    expect((await get(asha, `/api/v1/bookings/${b.tracking_id}`)).json().data).toMatchObject({
      payment_status: 'paid',
      amount_pending: 0,
      amount_paid: owed.amount,
    });
  });
});

describe('slots and closures', () => {
  const slotsUrl = () => `/api/v1/partner/garages/${garageB.garageId}/slots`;
  const closuresUrl = () => `/api/v1/partner/garages/${garageB.garageId}/closures`;
  const customerGrid = async () =>
    (await get(asha, `/api/v1/booking/slots?date=${TOMORROW}&garage=${garageB.garageId}`)).json().data as {
      id: number;
      available: boolean;
      remaining: number;
    }[];
  const bookB = (slotId: number, who: Who = asha) => post(who, '/api/v1/bookings', bookingPayload(garageB, { booking_slot: slotId }));

  it('changes capacity, never below what is booked on an upcoming date, and adds slots', async () => {
    expect((await get(asha, slotsUrl())).statusCode).toBe(403);
    expect((await get(ravi, slotsUrl())).statusCode).toBe(404);
    const schedule = (await get(sunil, slotsUrl())).json().data;
    const slot = schedule.slots[2];
    expect((await bookB(slot.id)).statusCode).toBe(201);
    expect((await bookB(slot.id, ravi)).statusCode).toBe(201);
    const tooLow = await ctx.request('PUT', slotsUrl(), sunil.headers, { slots: [{ ...slot, capacity: 1 }] });
    expect(tooLow.statusCode).toBe(409);
    // The day as the console writes it: 'Sat, 28 Nov'.
    const tomorrowInWords = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${TOMORROW}T00:00:00Z`),
    );
    expect(tooLow.json().message).toBe(
      `The ${slot.start_time.slice(0, 5)} slot already has more bookings than 1 on ${tomorrowInWords} (2 booked). Reschedule or cancel them first.`,
    );
    const raised = await ctx.request('PUT', slotsUrl(), sunil.headers, {
      slots: [
        { ...slot, capacity: 6 },
        { start_time: '19:00:00', end_time: '20:00:00', capacity: 2 },
      ],
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data.slots.find((s: { id: number }) => s.id === slot.id).capacity).toBe(6);
    expect(raised.json().data.slots.at(-1)).toMatchObject({ start_time: '19:00:00', capacity: 2 });
    expect((await customerGrid()).find((s) => s.id === slot.id)!.remaining).toBe(4);
    const clash = await ctx.request('PUT', slotsUrl(), sunil.headers, { slots: [{ start_time: '19:00:00', end_time: '20:00:00', capacity: 2 }] });
    expect(clash.statusCode).toBe(409);
    expect((await ctx.request('PUT', slotsUrl(), sunil.headers, { slots: [{ start_time: '19:00:00', end_time: '18:00:00', capacity: 2 }] })).statusCode).toBe(
      400,
    );
  });

  it('closes a slot: customers see it unavailable at once, it takes no booking, and the garage sees who was booked', async () => {
    const schedule = (await get(sunil, slotsUrl())).json().data;
    const slot = schedule.slots[4];
    const booked = (await bookB(slot.id)).json().data;
    const closed = await post(sunil, closuresUrl(), { date: TOMORROW, slot: slot.id, reason: 'Lift under repair' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.affected.map((b: { tracking_id: string }) => b.tracking_id)).toEqual([booked.tracking_id]);
    expect(closed.json().data.schedule.closures).toContainEqual({ date: TOMORROW, slot_id: slot.id, booked: 1, reason: 'Lift under repair' });
    expect((await customerGrid()).find((s) => s.id === slot.id)).toMatchObject({ available: false, remaining: 0 });
    expect((await bookB(slot.id, ravi)).statusCode).toBe(409);
    // The booking already there stays.
    expect((await get(asha, `/api/v1/bookings/${booked.tracking_id}`)).json().data.service_status).toBe('pending');
    expect((await ctx.request('DELETE', `${closuresUrl()}?date=${TOMORROW}&slot=${slot.id}`, sunil.headers)).statusCode).toBe(200);
    expect((await customerGrid()).find((s) => s.id === slot.id)!.available).toBe(true);
    expect((await bookB(slot.id, ravi)).statusCode).toBe(201);
  });

  it('closes a whole day', async () => {
    expect((await post(sunil, closuresUrl(), { date: TOMORROW, reason: 'Diwali' })).statusCode).toBe(200);
    expect((await customerGrid()).every((s) => !s.available)).toBe(true);
    expect((await post(sunil, closuresUrl(), { date: '2020-01-01' })).statusCode).toBe(422);
    await ctx.request('DELETE', `${closuresUrl()}?date=${TOMORROW}`, sunil.headers);
    expect((await customerGrid()).some((s) => s.available)).toBe(true);
  });
});
