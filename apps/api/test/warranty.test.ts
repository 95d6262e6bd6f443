import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarrantyClaim } from '@carseva/shared';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import { WARRANTY_MESSAGES } from '../src/modules/warranty';
import * as t from '../src/schema';
import { LOCAL_STORAGE_PATH } from '../src/providers/storage';
import { localStorage } from '../src/providers/storage/local';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';
import { readyPhoto } from './photos';
import { translate } from '../src/lib/i18n';

const ADMIN_MOBILE = '9800000038';
const SECOND_ADMIN = '9800000039';
const DAY = 24 * 3600_000;
type Who = Awaited<ReturnType<BookingTestApp['customer']>>;
type Garage = Awaited<ReturnType<BookingTestApp['garage']>>;

const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-warranty-'));
let ctx: BookingTestApp;
let admin: Who;
let secondAdmin: Who;
let orders: ReturnType<typeof completedBookings>;
let garage: Garage;
let photo: Buffer;
let slot = 0;

beforeAll(async () => {
  const storage = localStorage({ root: path.join(dataDir, 'media'), secret: 'warranty-test-secret', basePath: LOCAL_STORAGE_PATH, now: () => ctx.clock.now() });
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE},+91${SECOND_ADMIN}`, PICKUP_RADIUS_KM: '100' }, storage });
  admin = await ctx.customer(ADMIN_MOBILE);
  secondAdmin = await ctx.customer(SECOND_ADMIN);
  orders = completedBookings(ctx, admin);
  garage = await ctx.garage(0);
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 90, b: 90 } } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const claims = (trackingId: string) => `/api/v1/bookings/${trackingId}/claims`;
const open = (who: Who, trackingId: string, body: object) => ctx.request('POST', claims(trackingId), who.headers, body);
const escalate = (who: Who, trackingId: string, id: number) => ctx.request('POST', `${claims(trackingId)}/${id}/escalate`, who.headers);
const decline = (trackingId: string, id: number, reason = 'The noise is from the tyres, not the brakes we serviced') =>
  ctx.request('POST', `/api/v1/partner/bookings/${trackingId}/claims/${id}/decline`, admin.headers, { reason });
const decide = (id: number, body: object, who: Who = admin) => ctx.request('POST', `/api/v1/admin/claims/${id}/decision`, who.headers, body);
const walletBalance = async (who: Who) => (await ctx.request('GET', '/api/v1/me/wallet', who.headers)).json().data.balance as number;

/** Signs an existing account in again (a month on the test's clock ends its session); its headers change in place. */
async function signInAgain(who: Who): Promise<void> {
  const mobile = who.phone.slice(3);
  ctx.clock.advance(31_000);
  await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/otp/login', payload: { mobile_no: mobile } });
  const outbox = (await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(who.phone)}` })).json().data as { body: string }[];
  const otp = outbox[0]!.body.slice(0, 6);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/otp/login/verify', payload: { mobile_no: mobile, otp } });
  expect(login.statusCode, login.body).toBe(200);
  who.headers.authorization = `Bearer ${login.json().data.token}`;
}
/** The clock a long way forward, the admins signed in again. */
async function later(ms: number, ...others: Who[]): Promise<void> {
  ctx.clock.advance(ms);
  for (const who of [admin, secondAdmin, ...others]) await signInAgain(who);
}

/** A photo of the claim, uploaded by the customer and ready. */
const claimPhoto = (who: Who, trackingId: string) => readyPhoto(ctx, who, trackingId, 'claim', photo);

/** A new customer's completed order at the garage (cash, collected unless told otherwise), and its first service's id. */
async function completedOrder(options: { online?: boolean; collect?: boolean } = {}) {
  const customer = await ctx.customer();
  const booking = await orders.book(customer, garage, {
    booking_slot: garage.slots[slot++ % garage.slots.length]!.id,
    payment_mode: options.online ? 'online' : 'cod',
  });
  if (options.online) {
    const gatewayOrder = (await ctx.request('POST', '/api/v1/payments/orders', customer.headers, { booking: booking.tracking_id })).json().data;
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${gatewayOrder.id}/pay` })).statusCode).toBe(200);
  }
  await orders.complete(booking.tracking_id);
  if (!options.online && options.collect !== false) expect((await ctx.garageMove(admin, booking.tracking_id, 'cash')).statusCode).toBe(200);
  return { customer, booking, service: garage.offerings[0]!.id };
}

/** A completed order with a claim on it, declined by the garage and escalated by the customer. */
async function escalatedClaim(options: { online?: boolean; collect?: boolean } = {}) {
  const order = await completedOrder(options);
  const opened = await open(order.customer, order.booking.tracking_id, {
    items: [order.service],
    description: 'Brakes squeal again two days after the service',
  });
  expect(opened.statusCode, opened.body).toBe(201);
  const claim = opened.json().data as WarrantyClaim;
  expect((await decline(order.booking.tracking_id, claim.id)).statusCode).toBe(200);
  expect((await escalate(order.customer, order.booking.tracking_id, claim.id)).statusCode).toBe(200);
  return { ...order, claim };
}

const timelineOf = async (who: Who, trackingId: string) =>
  ((await ctx.request('GET', `/api/v1/bookings/${trackingId}`, who.headers)).json().data.events as { status: string; label: string; actor: string }[]).map(
    (e) => e.status,
  );

describe('opening a claim', () => {
  it('takes the order’s services, what is wrong and photos; the garage sees them, the timeline says so', async () => {
    const { customer, booking, service } = await completedOrder();
    const photoId = await claimPhoto(customer, booking.tracking_id);
    const res = await open(customer, booking.tracking_id, {
      items: [service],
      description: '  The AC blows warm air again since yesterday.  ',
      photos: [photoId],
    });
    expect(res.statusCode, res.body).toBe(201);
    const claim = res.json().data as WarrantyClaim;
    expect(claim).toMatchObject({
      status: 'open',
      order: booking.tracking_id,
      description: 'The AC blows warm air again since yesterday.',
      can_escalate: false,
      decision: null,
      rework: null,
    });
    expect(claim.items).toEqual([expect.objectContaining({ id: service })]);
    expect(claim.photos).toEqual([expect.objectContaining({ id: photoId, width: 64, height: 48 })]);
    expect(Date.parse(claim.answer_by) - ctx.clock.now()).toBe(48 * 3600_000);

    const seen = await ctx.request('GET', `/api/v1/partner/bookings/${booking.tracking_id}/claims`, admin.headers);
    expect(seen.json().data).toEqual([expect.objectContaining({ id: claim.id, status: 'open' })]);
    expect(await timelineOf(customer, booking.tracking_id)).toContain('claim_opened');
    // A second claim while this one is in progress is refused; the order page shows the one.
    const again = await open(customer, booking.tracking_id, { items: [service], description: 'Still blowing warm air, please check' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CLAIM_IN_PROGRESS', message: translate(WARRANTY_MESSAGES.inProgress, 'en') });
    const page = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}/warranty`, customer.headers)).json().data;
    expect(page.claims.map((c: WarrantyClaim) => c.id)).toEqual([claim.id]);
    expect(page.items).toEqual([expect.objectContaining({ id: service, covered: true })]);
  });

  it('is refused after the category’s warranty period (by IST date), and allowed on its last day', async () => {
    const { customer, booking, service } = await completedOrder();
    const [item] = await ctx.db
      .select({ categoryId: t.bookingItems.categoryId })
      .from(t.bookingItems)
      .where(and(eq(t.bookingItems.bookingId, booking.id), eq(t.bookingItems.garageServiceId, service)));
    const [category] = await ctx.db
      .select({ days: t.serviceCategories.warrantyDays })
      .from(t.serviceCategories)
      .where(eq(t.serviceCategories.id, item!.categoryId));
    const body = { items: [service], description: 'The engine light came on again after the service' };
    // Completed today (IST): covered through the same date `days` later, inclusive.
    const endOfToday = Date.parse(`${new Date(ctx.clock.now() + 5.5 * 3600_000).toISOString().slice(0, 10)}T23:59:00+05:30`);
    await later(endOfToday - ctx.clock.now() + (category!.days - 1) * DAY + 60_000, customer);
    const lastDay = await open(customer, booking.tracking_id, body);
    expect(lastDay.statusCode, lastDay.body).toBe(201);
    // The claim closes (declined), and a day later the period is over.
    expect((await decline(booking.tracking_id, lastDay.json().data.id)).statusCode).toBe(200);
    await later(DAY, customer);
    const late = await open(customer, booking.tracking_id, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('WARRANTY_OVER');
    expect(late.json().message).toMatch(/^The warranty on .+ ended on \d{1,2} [A-Z][a-z]{2} \d{4}\./);
  });

  it('follows the period the admin sets for the category', async () => {
    const { customer, booking, service } = await completedOrder();
    const [item] = await ctx.db.select({ categoryId: t.bookingItems.categoryId }).from(t.bookingItems).where(eq(t.bookingItems.bookingId, booking.id));
    const categories = (await ctx.request('GET', '/api/v1/admin/categories/warranty', admin.headers)).json().data as { id: number; days: number }[];
    const before = categories.find((c) => c.id === item!.categoryId)!.days;
    const setDays = (days: number, who: Who = admin, id = item!.categoryId) =>
      ctx.request('PUT', `/api/v1/admin/categories/${id}/warranty`, who.headers, { days });
    expect((await setDays(2, customer)).statusCode).toBe(403);
    expect((await setDays(2, admin, 999_999)).json().code).toBe('CATEGORY_NOT_FOUND');
    const set = await setDays(2);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual(expect.arrayContaining([expect.objectContaining({ id: item!.categoryId, days: 2 })]));
    try {
      await later(3 * DAY, customer);
      const res = await open(customer, booking.tracking_id, { items: [service], description: 'The wash left stains on the bonnet' });
      expect(res.json().code).toBe('WARRANTY_OVER');
    } finally {
      expect((await setDays(before)).statusCode).toBe(200);
    }
  });

  it('needs a completed order, its own services and ready claim photos of this order', async () => {
    const customer = await ctx.customer();
    const pending = await orders.book(customer, garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id });
    const early = await open(customer, pending.tracking_id, { items: [garage.offerings[0]!.id], description: 'The car is not ready yet at all' });
    expect(early.json()).toMatchObject({ code: 'NOT_COMPLETED' });

    const { customer: other, booking, service } = await completedOrder();
    const foreign = await open(other, booking.tracking_id, { items: [garage.offerings[1]!.id], description: 'Something else went wrong here' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('NOT_ON_ORDER');
    const notUploaded = await open(other, booking.tracking_id, { items: [service], description: 'Brakes squeal again after service', photos: [randomUUID()] });
    expect(notUploaded.statusCode).toBe(422);
    expect(notUploaded.json().code).toBe('PHOTOS_NOT_READY');
    // A photo of another order does not fit this one.
    const theirs = await claimPhoto(customer, pending.tracking_id);
    expect((await open(other, booking.tracking_id, { items: [service], description: 'Brakes squeal again after service', photos: [theirs] })).statusCode).toBe(
      422,
    );
    expect(await ctx.db.select().from(t.warrantyClaims).where(eq(t.warrantyClaims.bookingId, booking.id))).toEqual([]);
  });

  it('is the owner’s only: another customer gets 404 on every claim route', async () => {
    const { customer, booking, service } = await completedOrder();
    const claim = (await open(customer, booking.tracking_id, { items: [service], description: 'Brakes squeal again after service' })).json()
      .data as WarrantyClaim;
    const stranger = await ctx.customer();
    const tried = [
      await open(stranger, booking.tracking_id, { items: [service], description: 'Brakes squeal again after service' }),
      await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}/warranty`, stranger.headers),
      await escalate(stranger, booking.tracking_id, claim.id),
    ];
    expect(tried.map((r) => [r.statusCode, r.json().code])).toEqual(Array(3).fill([404, 'BOOKING_NOT_FOUND']));
    // A customer cannot answer for the garage, nor decide for CarSeva.
    expect(
      (
        await ctx.request('POST', `/api/v1/partner/bookings/${booking.tracking_id}/claims/${claim.id}/decline`, customer.headers, {
          reason: 'Not our fault at all',
        })
      ).statusCode,
    ).toBe(403);
    expect((await decide(claim.id, { decision: 'reject', note: 'I decide myself' }, customer)).statusCode).toBe(403);
  });
});

describe('the garage’s answer', () => {
  it('a free rework visit: a ₹0 booking at the garage, in its own slot, linked both ways, run through the board', async () => {
    const { customer, booking, service } = await completedOrder();
    const claim = (await open(customer, booking.tracking_id, { items: [service], description: 'Brakes squeal again after service' })).json()
      .data as WarrantyClaim;
    const day = new Date(ctx.clock.now() + 5.5 * 3600_000 + DAY).toISOString().slice(0, 10);
    const res = await ctx.request('POST', `/api/v1/partner/bookings/${booking.tracking_id}/claims/${claim.id}/rework`, admin.headers, {
      booking_date: day,
      booking_slot: garage.slots.at(-1)!.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json().data as WarrantyClaim;
    expect(answered).toMatchObject({ status: 'rework', rework: { booking_date: day, status: 'pending' } });
    const visit = answered.rework!.tracking_id;
    const row = (await ctx.db.select().from(t.bookings).where(eq(t.bookings.trackingId, visit)))[0]!;
    const [original] = await ctx.db.select().from(t.bookings).where(eq(t.bookings.id, booking.id));
    // The same customer, car, place and handover (picked up again if the order was), at no charge.
    expect(row).toMatchObject({
      userId: customer.userId,
      garageId: garage.garageId,
      totalPaise: 0,
      paymentStatus: 'paid',
      address: original!.address,
      handover: original!.handover,
      carModelId: original!.carModelId,
    });
    expect(
      await ctx.db
        .select({ id: t.bookingItems.garageServiceId, price: t.bookingItems.pricePaise })
        .from(t.bookingItems)
        .where(eq(t.bookingItems.bookingId, row.id)),
    ).toEqual([{ id: service, price: 0 }]);
    // Both timelines say so; the customer's own bookings list it.
    expect(await timelineOf(customer, booking.tracking_id)).toContain('claim_rework');
    expect(await timelineOf(customer, visit)).toEqual(expect.arrayContaining(['placed', 'rework_of']));
    // The garage runs it as any job.
    await orders.complete(visit);
    expect((await ctx.request('GET', `/api/v1/bookings/${visit}`, customer.headers)).json().data.service_status).toBe('completed');
    // Answered once: a second answer is refused.
    expect((await decline(booking.tracking_id, claim.id)).json().code).toBe('CLAIM_ANSWERED');
  });

  it('escalation waits for a decline or the missed deadline', async () => {
    const { customer, booking, service } = await completedOrder();
    const claim = (await open(customer, booking.tracking_id, { items: [service], description: 'Brakes squeal again after service' })).json()
      .data as WarrantyClaim;
    const early = await escalate(customer, booking.tracking_id, claim.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CANNOT_ESCALATE');
    // An admin cannot decide what was not escalated.
    expect((await decide(claim.id, { decision: 'reject', note: 'Nothing wrong with it' })).json().code).toBe('NOT_ESCALATED');
    ctx.clock.advance(48 * 3600_000);
    const late = await escalate(customer, booking.tracking_id, claim.id);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().data).toMatchObject({ status: 'escalated', can_escalate: false });
    // The garage's answer now comes too late.
    expect((await decline(booking.tracking_id, claim.id)).json().code).toBe('CLAIM_ANSWERED');
    expect(await timelineOf(customer, booking.tracking_id)).toContain('claim_escalated');

    const declined = await escalatedClaim();
    const shown = (await ctx.request('GET', `/api/v1/bookings/${declined.booking.tracking_id}/warranty`, declined.customer.headers)).json().data.claims[0];
    expect(shown).toMatchObject({ status: 'escalated', declined_reason: 'The noise is from the tyres, not the brakes we serviced' });
  });
});

describe('CarSeva’s decision', () => {
  it('refunds the claimed service’s share to CarSeva Money, once; the wallet and transactions show it', async () => {
    const { customer, booking, claim } = await escalatedClaim();
    const before = await walletBalance(customer);
    const res = await decide(claim.id, { decision: 'refund', refund_to: 'wallet', note: 'The brake pads were fitted wrongly' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db.select().from(t.bookings).where(eq(t.bookings.id, booking.id));
    const [item] = await ctx.db.select().from(t.bookingItems).where(eq(t.bookingItems.bookingId, booking.id));
    const share = Math.round((item!.pricePaise * row!.totalPaise) / row!.subtotalPaise);
    expect(res.json().data.decision).toMatchObject({ kind: 'refund', refund_to: 'wallet', amount: share / 100 });
    expect(await walletBalance(customer)).toBe(before + share / 100);
    const lines = (await ctx.request('GET', '/api/v1/me/transactions', customer.headers)).json().data;
    expect(lines[0]).toMatchObject({ kind: 'wallet', label: 'CarSeva Money: warranty claim refund', amount: share / 100, booking: booking.tracking_id });
    expect(await timelineOf(customer, booking.tracking_id)).toContain('claim_decided');
    expect((await decide(claim.id, { decision: 'reject', note: 'Changed my mind here' })).json().code).toBe('CLAIM_DECIDED');
  });

  it('two admins deciding at once: one decision, one payout', async () => {
    const { customer, claim } = await escalatedClaim();
    const before = await walletBalance(customer);
    const both = await Promise.all([
      decide(claim.id, { decision: 'refund', refund_to: 'wallet', amount: 100, note: 'Goodwill refund for the trouble' }),
      decide(claim.id, { decision: 'refund', refund_to: 'wallet', amount: 100, note: 'Goodwill refund for the trouble' }, secondAdmin),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('CLAIM_DECIDED');
    expect(await walletBalance(customer)).toBe(before + 100);
    expect(
      await ctx.db
        .select()
        .from(t.orderPayouts)
        .where(eq(t.orderPayouts.cause, `claim:${claim.id}`)),
    ).toHaveLength(1);
  });

  it('never gives back more than the customer paid for the order, over all its claims', async () => {
    const { customer, booking, service, claim } = await escalatedClaim();
    const paid = (await ctx.db.select().from(t.bookings).where(eq(t.bookings.id, booking.id)))[0]!.paidPaise / 100;
    const over = await decide(claim.id, { decision: 'refund', refund_to: 'wallet', amount: paid + 1, note: 'Full refund and a bit more' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'OVER_PAID_AMOUNT', message: WARRANTY_MESSAGES.overCap(paid * 100) });
    expect((await decide(claim.id, { decision: 'refund', refund_to: 'wallet', amount: paid, note: 'Full refund of the order' })).statusCode).toBe(200);

    // A second claim on the same order: nothing is left to give back.
    const second = (await open(customer, booking.tracking_id, { items: [service], description: 'The squeal is back once more' })).json().data as WarrantyClaim;
    await decline(booking.tracking_id, second.id);
    await escalate(customer, booking.tracking_id, second.id);
    const nothing = await decide(second.id, { decision: 'refund', refund_to: 'wallet', amount: 1, note: 'One more rupee please' });
    expect(nothing.json().code).toBe('NOTHING_TO_REFUND');
    // …and nothing was written for it: still escalated, so a rework or a rejection remain possible.
    expect((await ctx.db.select().from(t.warrantyClaims).where(eq(t.warrantyClaims.id, second.id)))[0]!.status).toBe('escalated');
    expect((await decide(second.id, { decision: 'reject', note: 'Already refunded in full' })).statusCode).toBe(200);
  });

  it('an order whose cash was never collected has nothing to refund', async () => {
    const { claim } = await escalatedClaim({ collect: false });
    expect((await decide(claim.id, { decision: 'refund', refund_to: 'wallet', note: 'Refund of the service' })).json().code).toBe('NOTHING_TO_REFUND');
  });

  it('refunds part of an online payment through the gateway’s refund API; the order stays paid', async () => {
    const { customer, booking, claim } = await escalatedClaim({ online: true });
    const res = await decide(claim.id, { decision: 'refund', refund_to: 'original', amount: 200, note: 'The brake job was not done right' });
    expect(res.statusCode, res.body).toBe(200);
    await ctx.runJob(PAYMENT_JOBS.refund);
    const [refund] = await ctx.db
      .select({ amount: t.refunds.amountPaise, status: t.refunds.status, reason: t.refunds.reason })
      .from(t.refunds)
      .innerJoin(t.payments, eq(t.payments.id, t.refunds.paymentId))
      .where(eq(t.payments.bookingId, booking.id));
    expect(refund).toEqual({ amount: 20_000, status: 'processed', reason: 'claim' });
    const page = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, customer.headers)).json().data;
    expect(page.payment_status).toBe('paid');
    expect(await timelineOf(customer, booking.tracking_id)).toEqual(expect.arrayContaining(['claim_decided', 'refunded']));
  });

  it('refuses a refund to the original payment of a cash order, and writes nothing', async () => {
    const { customer, claim } = await escalatedClaim();
    const before = await walletBalance(customer);
    const res = await decide(claim.id, { decision: 'refund', refund_to: 'original', note: 'Refund of the service' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_ONLINE_PAYMENT', message: WARRANTY_MESSAGES.noOnlinePayment });
    expect((await ctx.db.select().from(t.warrantyClaims).where(eq(t.warrantyClaims.id, claim.id)))[0]).toMatchObject({ status: 'escalated', decision: null });
    expect(
      await ctx.db
        .select()
        .from(t.orderPayouts)
        .where(eq(t.orderPayouts.cause, `claim:${claim.id}`)),
    ).toEqual([]);
    expect(await walletBalance(customer)).toBe(before);
  });

  it('a rework at another garage: a ₹0 booking there, linked to the claim; the queue lists open claims oldest first', async () => {
    const { customer, booking, claim } = await escalatedClaim();
    const queue = (await ctx.request('GET', `/api/v1/admin/claims?garage=${garage.garageId}`, admin.headers)).json().data as {
      id: number;
      created_at: string;
      garage: { id: number };
    }[];
    expect(queue.map((c) => c.id)).toContain(claim.id);
    expect(queue.map((c) => c.created_at)).toEqual([...queue.map((c) => c.created_at)].sort());
    const [{ slug }] = (await ctx.db.select({ slug: t.cities.slug }).from(t.cities).where(eq(t.cities.id, garage.cityId))) as [{ slug: string }];
    const other = await ctx.garage(1, slug);
    expect(other.garageId).not.toBe(garage.garageId);
    const day = new Date(ctx.clock.now() + 5.5 * 3600_000 + DAY).toISOString().slice(0, 10);
    const res = await decide(claim.id, {
      decision: 'rework',
      services: [other.offerings[0]!.id],
      booking_date: day,
      booking_slot: other.slots.at(-1)!.id,
      note: 'Another garage will redo the brake job',
    });
    expect(res.statusCode, res.body).toBe(200);
    const decided = res.json().data as WarrantyClaim;
    expect(decided).toMatchObject({ status: 'decided', decision: { kind: 'rework', amount: null }, rework: { booking_date: day } });
    const [visit] = await ctx.db.select().from(t.bookings).where(eq(t.bookings.trackingId, decided.rework!.tracking_id));
    expect(visit).toMatchObject({ garageId: other.garageId, userId: customer.userId, totalPaise: 0 });
    expect(
      (await ctx.request('GET', `/api/v1/admin/claims?garage=${garage.garageId}`, admin.headers)).json().data.map((c: { id: number }) => c.id),
    ).not.toContain(claim.id);
    expect(await timelineOf(customer, booking.tracking_id)).toContain('claim_decided');
  });
});
