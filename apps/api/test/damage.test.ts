import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DamageReport } from '@carseva/shared';
import * as t from '../src/schema';
import { LOCAL_STORAGE_PATH } from '../src/providers/storage';
import { localStorage } from '../src/providers/storage/local';
import { bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { completedBookings } from './completed-bookings';
import { readyPhoto } from './photos';

/** Damage reported within 48 hours of the car coming back, with photos; CarSeva resolves it once, within what was paid; the garage sees the outcome. */
const ADMIN_MOBILE = '9800000042';
const SECOND_ADMIN = '9800000043';
type Who = Awaited<ReturnType<BookingTestApp['customer']>>;

const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-damage-'));
let ctx: BookingTestApp;
let admin: Who;
let secondAdmin: Who;
let orders: ReturnType<typeof completedBookings>;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let photo: Buffer;
let slot = 0;

beforeAll(async () => {
  const storage = localStorage({ root: path.join(dataDir, 'media'), secret: 'damage-test-secret', basePath: LOCAL_STORAGE_PATH, now: () => ctx.clock.now() });
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE},+91${SECOND_ADMIN}` }, storage });
  admin = await ctx.customer(ADMIN_MOBILE);
  secondAdmin = await ctx.customer(SECOND_ADMIN);
  orders = completedBookings(ctx, admin);
  garage = await ctx.garage(0);
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 80, b: 160 } } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const report = (who: Who, trackingId: string, body: object) => ctx.request('POST', `/api/v1/bookings/${trackingId}/damage`, who.headers, body);
const decide = (id: number, body: object, who: Who = admin) => ctx.request('POST', `/api/v1/admin/damage/${id}/decision`, who.headers, body);
const walletBalance = async (who: Who) => (await ctx.request('GET', '/api/v1/me/wallet', who.headers)).json().data.balance as number;

const disputePhoto = (who: Who, trackingId: string) => readyPhoto(ctx, who, trackingId, 'dispute', photo);

/** A customer's completed walk-in order, its cash collected (the car is back when completed); with pickup, it is back only when the drop hands it back. */
async function completedOrder(options: { complete?: boolean } = {}) {
  const customer = await ctx.customer();
  const booking = await orders.book(customer, garage, { booking_slot: garage.slots[slot++ % garage.slots.length]!.id, handover: 'walk_in' });
  if (options.complete !== false) {
    await orders.complete(booking.tracking_id);
    expect((await ctx.garageMove(admin, booking.tracking_id, 'cash')).statusCode).toBe(200);
  }
  return { customer, booking };
}

async function openReport() {
  const order = await completedOrder();
  const photoId = await disputePhoto(order.customer, order.booking.tracking_id);
  const res = await report(order.customer, order.booking.tracking_id, { description: 'A new dent on the rear left door', photos: [photoId] });
  expect(res.statusCode, res.body).toBe(201);
  return { ...order, report: res.json().data as DamageReport, photoId };
}

describe('a damage report', () => {
  it('is resolved with compensation to CarSeva Money; the customer and the garage see the outcome', async () => {
    const { customer, booking, report: opened, photoId } = await openReport();
    expect(opened).toMatchObject({ status: 'open', outcome: null, photos: [expect.objectContaining({ id: photoId })] });
    const queue = (await ctx.request('GET', `/api/v1/admin/damage?garage=${garage.garageId}`, admin.headers)).json().data as { id: number }[];
    expect(queue.map((r) => r.id)).toContain(opened.id);
    const res = await decide(opened.id, { decision: 'compensate', pay_to: 'wallet', amount: 150, note: 'The garage’s driver admitted the dent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'resolved', outcome: { decision: 'compensate', pay_to: 'wallet', amount: 150 } });
    expect(await walletBalance(customer)).toBe(150);
    const seen = (await ctx.request('GET', `/api/v1/partner/bookings/${booking.tracking_id}/damage`, admin.headers)).json().data;
    expect(seen).toEqual([expect.objectContaining({ id: opened.id, outcome: expect.objectContaining({ decision: 'compensate', amount: 150 }) })]);
    const events = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}`, customer.headers))
      .json()
      .data.events.map((e: { status: string }) => e.status);
    expect(events).toEqual(expect.arrayContaining(['damage_reported', 'damage_resolved']));
  });

  it('two admins at once: one resolution, one payment; never more than the order’s paid amount', async () => {
    const { customer, booking, report: opened } = await openReport();
    const both = await Promise.all([
      decide(opened.id, { decision: 'compensate', pay_to: 'wallet', amount: 100, note: 'Scratch confirmed on the photos' }),
      decide(opened.id, { decision: 'reject', note: 'The scratch was there at pickup' }, secondAdmin),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('REPORT_RESOLVED');
    expect(
      await ctx.db
        .select()
        .from(t.orderPayouts)
        .where(eq(t.orderPayouts.cause, `damage:${opened.id}`)),
    ).toHaveLength(both[0]!.statusCode === 200 ? 1 : 0);

    const second = await report(customer, booking.tracking_id, {
      description: 'The mirror is cracked as well',
      photos: [await disputePhoto(customer, booking.tracking_id)],
    });
    expect(second.statusCode, second.body).toBe(201);
    const paid = (await ctx.db.select().from(t.bookings).where(eq(t.bookings.id, booking.id)))[0]!.paidPaise / 100;
    const over = await decide(second.json().data.id, { decision: 'compensate', pay_to: 'wallet', amount: paid + 1, note: 'Mirror replacement cost' });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('OVER_PAID_AMOUNT');
  });

  it('is taken within 48 hours of the car coming back, with a photo, on one’s own order only', async () => {
    const notBack = await completedOrder({ complete: false });
    const early = await report(notBack.customer, notBack.booking.tracking_id, {
      description: 'A new dent on the bonnet',
      photos: [await disputePhoto(notBack.customer, notBack.booking.tracking_id)],
    });
    expect(early.json().code).toBe('CAR_NOT_BACK');
    // Picked up: completed is not back yet; the drop hands it back. (Completed as a walk-in, then a pickup as
    // far as the damage window reads it: the trip that brought the car in is the journey tests' business.)
    const pickedUp = await completedOrder();
    await ctx.db.update(t.bookings).set({ handover: 'pickup' }).where(eq(t.bookings.trackingId, pickedUp.booking.tracking_id));
    const beforeDrop = await report(pickedUp.customer, pickedUp.booking.tracking_id, {
      description: 'A new dent on the bonnet',
      photos: [await disputePhoto(pickedUp.customer, pickedUp.booking.tracking_id)],
    });
    expect(beforeDrop.json().code).toBe('CAR_NOT_BACK');

    const { customer, booking } = await completedOrder();
    const photoId = await disputePhoto(customer, booking.tracking_id);
    expect((await report(customer, booking.tracking_id, { description: 'A new dent on the bonnet', photos: [] })).statusCode).toBe(400);
    const stranger = await ctx.customer();
    expect((await report(stranger, booking.tracking_id, { description: 'A new dent on the bonnet', photos: [photoId] })).statusCode).toBe(404);
    expect((await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}/damage`, stranger.headers)).statusCode).toBe(404);
    const window = (await ctx.request('GET', `/api/v1/bookings/${booking.tracking_id}/damage`, customer.headers)).json().data;
    ctx.clock.advance(Date.parse(window.report_until) - ctx.clock.now() + 60_000);
    const late = await report(customer, booking.tracking_id, { description: 'A new dent on the bonnet', photos: [photoId] });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('REPORT_WINDOW_OVER');
  });
});

describe('the admin’s desk', () => {
  it('lists open claims and damage reports oldest first with their age, by garage and city, beside the garage’s 30-day figures', async () => {
    const { customer, booking } = await completedOrder();
    const claim = await ctx.request('POST', `/api/v1/bookings/${booking.tracking_id}/claims`, customer.headers, {
      items: [garage.offerings[0]!.id],
      description: 'The AC stopped cooling again',
    });
    expect(claim.statusCode, claim.body).toBe(201);
    ctx.clock.advance(3 * 3600_000);
    const { report: opened } = await openReport();

    const desk = (await ctx.request('GET', `/api/v1/admin/trust-desk?garage=${garage.garageId}`, admin.headers)).json().data as {
      items: { kind: string; id: number; opened_at: string; age_hours: number; garage: { id: number } }[];
      figures: { garage: { id: number }; jobs: number; claims: number; claims_per_100_jobs: number; disputes_upheld: number }[];
    };
    const mine = desk.items.filter((i) => (i.kind === 'claim' && i.id === claim.json().data.id) || (i.kind === 'damage' && i.id === opened.id));
    expect(mine.map((i) => i.kind)).toEqual(['claim', 'damage']);
    expect(mine[0]!.age_hours).toBe(3);
    expect(desk.items.map((i) => i.opened_at)).toEqual([...desk.items.map((i) => i.opened_at)].sort());
    expect(desk.items.every((i) => i.garage.id === garage.garageId)).toBe(true);
    const [figures] = desk.figures;
    expect(figures).toMatchObject({ garage: { id: garage.garageId }, claims: 1 });
    expect(figures!.disputes_upheld).toBeGreaterThanOrEqual(1);
    expect(figures!.claims_per_100_jobs).toBe(Math.round((1000 * figures!.claims) / figures!.jobs) / 10);
    expect((await ctx.request('GET', `/api/v1/admin/garages/${garage.garageId}/trust-figures`, admin.headers)).json().data).toEqual(figures);

    const [other] = await ctx.db.select({ id: t.cities.id }).from(t.cities).where(ne(t.cities.id, garage.cityId)).limit(1);
    const elsewhere = (await ctx.request('GET', `/api/v1/admin/trust-desk?city=${other!.id}`, admin.headers)).json().data;
    expect(elsewhere.items.filter((i: { garage: { id: number } }) => i.garage.id === garage.garageId)).toEqual([]);

    // The dashboard's figures: every garage with work in the 30 days, most claims per 100 jobs first, by city.
    const all = (await ctx.request('GET', '/api/v1/admin/trust-figures', admin.headers)).json().data as (typeof desk.figures)[number][];
    expect(all.find((f) => f.garage.id === garage.garageId)).toEqual(figures);
    expect(all.map((f) => f.claims_per_100_jobs)).toEqual([...all.map((f) => f.claims_per_100_jobs)].sort((a, b) => b - a));
    const inOtherCity = (await ctx.request('GET', `/api/v1/admin/trust-figures?city=${other!.id}`, admin.headers)).json().data as typeof all;
    expect(inOtherCity.some((f) => f.garage.id === garage.garageId)).toBe(false);
    expect((await ctx.request('GET', '/api/v1/admin/trust-figures', customer.headers)).statusCode).toBe(403);
    expect((await ctx.request('GET', '/api/v1/admin/trust-desk', customer.headers)).statusCode).toBe(403);
  });
});
