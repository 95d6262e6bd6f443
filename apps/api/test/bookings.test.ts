import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstOn, paiseToRupees, priceOrder } from '@carseva/shared';
import * as t from '../src/schema';
import { bookingsService, EXPIRE_HOLDS_JOB } from '../src/modules/bookings';
import { catalogService } from '../src/modules/catalog/service';
import { memoryCounters } from '../src/lib/rate-limit';
import { slotsService } from '../src/modules/slots/service';
import { bookingPayload, bookingTestApp, MINUTE, TODAY, TOMORROW, type BookingTestApp } from './bookings-helpers';

let ctx: BookingTestApp;
let asha: { headers: Record<string, string>; userId: number };
let vikram: { headers: Record<string, string>; userId: number };
beforeAll(async () => {
  ctx = await bookingTestApp();
  asha = await ctx.customer();
  vikram = await ctx.customer();
});
afterAll(() => ctx.close());

const book = (who: { headers: Record<string, string> }, payload: object) => ctx.request('POST', '/api/v1/bookings', who.headers, payload);

describe('POST /bookings', () => {
  it('books cash on delivery at the server price, whatever amount, user or status the client sends', async () => {
    const g = await ctx.garage();
    const res = await book(
      asha,
      bookingPayload(g, {
        services: [g.offerings[0]!.id, g.offerings[1]!.id],
        service: undefined,
        amount: 1,
        user: vikram.userId,
        payment_status: 'paid',
        service_status: 'completed',
      }),
    );
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    const totals = priceOrder([g.offerings[0]!.pricePaise, g.offerings[1]!.pricePaise], { chargesGst: true });
    expect(booking).toMatchObject({
      subtotal: paiseToRupees(totals.subtotal),
      gst: paiseToRupees(gstOn(totals.subtotal)),
      amount: paiseToRupees(totals.total),
      amount_pending: paiseToRupees(totals.total),
      payment_mode: 'cod',
      payment_status: 'pending',
      service_status: 'pending',
      booking_date: TOMORROW,
      booking_time: g.slots[0]!.startTime,
      hold_expires_at: null,
    });
    expect(booking.items).toHaveLength(2);
    expect(booking.tracking_id).toMatch(/^CS[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
    expect(booking.events.map((e: { status: string }) => e.status)).toEqual(['placed']);
    const [row] = await ctx.db.select().from(t.bookings).where(eq(t.bookings.trackingId, booking.tracking_id));
    expect(row!).toMatchObject({ userId: asha.userId, cityId: g.cityId });
  });

  it('gives unguessable, distinct tracking ids', async () => {
    const g = await ctx.garage();
    const ids = new Set<string>();
    const fresh = await ctx.customer();
    for (let i = 0; i < 3; i++) ids.add((await book(fresh, bookingPayload(g, { booking_slot: g.slots[1 + i]!.id }))).json().data.tracking_id);
    expect(ids.size).toBe(3);
  });

  it('applies coupons before GST, and refuses invalid ones', async () => {
    const g = await ctx.garage();
    const res = await book(asha, bookingPayload(g, { coupon: 'carseva10', booking_slot: g.slots[4]!.id }));
    expect(res.statusCode).toBe(201);
    const price = g.offerings[0]!.pricePaise;
    const discount = Math.floor(Math.min(Math.round(price / 10), 50_000) / 100) * 100;
    expect(res.json().data).toMatchObject({
      coupon: 'CARSEVA10',
      discount: paiseToRupees(discount),
      amount: paiseToRupees(priceOrder([price], { chargesGst: true, discountPaise: discount }).total),
    });
    const bad = await book(asha, bookingPayload(g, { coupon: 'NOPE' }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'INVALID_COUPON', message: 'This coupon code is not valid.' });
  });

  it('quotes the same figures the booking will charge', async () => {
    const g = await ctx.garage();
    const res = await ctx.request('POST', '/api/v1/bookings/quote', asha.headers, { services: [g.offerings[0]!.id], coupon: 'CARSEVA10' });
    expect(res.statusCode).toBe(200);
    const booked = await book(asha, bookingPayload(g, { coupon: 'CARSEVA10', booking_slot: g.slots[5]!.id }));
    const { subtotal, discount, gst, amount } = booked.json().data;
    expect(res.json().data).toEqual({ subtotal, discount, gst, total: amount, coupon: 'CARSEVA10', charges_gst: true });
  });

  it('answers a new booking exactly as reading it back shows it (the answer is built from what was written, not re-read)', async () => {
    const g = await ctx.garage(3);
    const payload = bookingPayload(g, {
      service: undefined,
      services: g.offerings.slice(0, 2).map((o) => o.id),
      coupon: 'carseva10',
      payment_mode: 'online',
      gstin: '27AAPFU0939F1ZV',
      booking_slot: g.slots[8]!.id,
    });
    const created = await book(asha, payload);
    expect(created.statusCode).toBe(201);
    const read = await ctx.request('GET', `/api/v1/bookings/${created.json().data.tracking_id}`, asha.headers);
    expect(created.json().data).toEqual(read.json().data);
    expect(created.json().data).toMatchObject({
      items: [{ id: g.offerings[0]!.id }, { id: g.offerings[1]!.id }],
      events: [{ status: 'placed', actor: 'customer' }],
      extras: [],
      refund: null,
    });
  });

  it('refuses services from two garages, unknown services, a slot of another garage, past slots and far dates', async () => {
    const g = await ctx.garage();
    const other = await ctx.garage(1);
    const mixed = await book(asha, bookingPayload(g, { service: undefined, services: [g.offerings[0]!.id, other.offerings[0]!.id] }));
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().code).toBe('MIXED_GARAGES');
    expect((await book(asha, bookingPayload(g, { service: 99_999_999 }))).json().code).toBe('UNKNOWN_SERVICE');
    expect((await book(asha, bookingPayload(g, { booking_slot: other.slots[0]!.id }))).json().code).toBe('UNKNOWN_SLOT');
    expect((await book(asha, bookingPayload(g, { booking_date: TODAY, booking_slot: g.slots[0]!.id }))).json().code).toBe('SLOT_STARTED');
    expect((await book(asha, bookingPayload(g, { booking_date: '2026-03-10' }))).json().code).toBe('DATE_OUT_OF_RANGE');
    const invalid = await book(asha, bookingPayload(g, { pincode: '12', payment_mode: 'card' }));
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors)).toEqual(expect.arrayContaining(['pincode', 'payment_mode']));
    expect((await book(asha, bookingPayload(g, { gstin: '27AAPFU0939F1ZW' }))).statusCode).toBe(400);
  });

  it('needs a session, and says so before anything else is wrong with the booking', async () => {
    const g = await ctx.garage();
    expect((await ctx.request('POST', '/api/v1/bookings', {}, bookingPayload(g))).statusCode).toBe(401);
    // The booking is checked while the session is looked up; the missing session is still the answer.
    expect((await ctx.request('POST', '/api/v1/bookings', {}, bookingPayload(g, { booking_slot: 99_999_999 }))).json().code).toBe('UNAUTHENTICATED');
    expect((await ctx.request('POST', '/api/v1/bookings', { 'idempotency-key': 'no-session-0001' }, bookingPayload(g))).statusCode).toBe(401);
  });
});

describe('reading bookings', () => {
  it('shows a booking to its owner only: anyone else gets 404, no session 401', async () => {
    const g = await ctx.garage();
    const trackingId = (await book(asha, bookingPayload(g, { booking_slot: g.slots[6]!.id }))).json().data.tracking_id;
    const mine = await ctx.request('GET', `/api/v1/bookings/${trackingId}`, asha.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ tracking_id: trackingId, garage: { id: g.garageId } });
    const theirs = await ctx.request('GET', `/api/v1/bookings/${trackingId}`, vikram.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found. It may have been cancelled or deleted.');
    expect((await ctx.request('GET', `/api/v1/bookings/CSNOSUCHBOOKING234`, asha.headers)).statusCode).toBe(404);
    expect((await ctx.request('GET', `/api/v1/bookings/${trackingId}`, {})).statusCode).toBe(401);
    expect((await ctx.request('PUT', `/api/v1/bookings/${trackingId}/gstin`, vikram.headers, { gstin: '27AAPFU0939F1ZV' })).statusCode).toBe(404);
  });

  it('saves a valid GSTIN and refuses a bad checksum', async () => {
    const g = await ctx.garage();
    const trackingId = (await book(asha, bookingPayload(g, { booking_slot: g.slots[7]!.id }))).json().data.tracking_id;
    const bad = await ctx.request('PUT', `/api/v1/bookings/${trackingId}/gstin`, asha.headers, { gstin: '27AAPFU0939F1ZW' });
    expect(bad.statusCode).toBe(400);
    const ok = await ctx.request('PUT', `/api/v1/bookings/${trackingId}/gstin`, asha.headers, { gstin: '27aapfu0939f1zv' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('lists only the customer’s bookings, filtered by status on the server, ten to a page', async () => {
    const fresh = await ctx.customer();
    const g = await ctx.garage(2);
    const created: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await book(fresh, bookingPayload(g, { booking_slot: g.slots[i % g.slots.length]!.id, booking_date: i < 10 ? TOMORROW : '2026-03-04' }));
      expect(res.statusCode).toBe(201);
      created.push(res.json().data.tracking_id);
    }
    const [first] = await ctx.db.select().from(t.bookings).where(eq(t.bookings.trackingId, created[0]!));
    await ctx.db.update(t.bookings).set({ serviceStatus: 'completed' }).where(eq(t.bookings.id, first!.id));

    const page1 = (await ctx.request('GET', '/api/v1/bookings?page=1&status=ongoing', fresh.headers)).json().data;
    expect(page1.meta).toEqual({ current_page: 1, total_pages: 2, total: 11 });
    expect(page1.data).toHaveLength(10);
    const page2 = (await ctx.request('GET', '/api/v1/bookings?page=2&status=ongoing', fresh.headers)).json().data;
    expect(page2.data).toHaveLength(1);
    const completed = (await ctx.request('GET', '/api/v1/bookings?status=completed', fresh.headers)).json().data;
    expect(completed.data.map((b: { tracking_id: string }) => b.tracking_id)).toEqual([created[0]]);
    expect(completed.meta.total_pages).toBe(1);
    const all = (await ctx.request('GET', '/api/v1/bookings', fresh.headers)).json().data;
    expect(all.meta.total).toBe(12);
    expect(new Set(all.data.map((b: { tracking_id: string }) => b.tracking_id)).size).toBe(10);
    expect((await ctx.request('GET', '/api/v1/bookings?status=done', fresh.headers)).statusCode).toBe(400);
  });

  it('filters by service category', async () => {
    const fresh = await ctx.customer();
    const g = await ctx.garage();
    await book(fresh, bookingPayload(g, { booking_slot: g.slots[8]!.id }));
    const [offering] = await ctx.db
      .select({ categoryId: t.services.categoryId })
      .from(t.garageServices)
      .innerJoin(t.services, eq(t.services.id, t.garageServices.serviceId))
      .where(eq(t.garageServices.id, g.offerings[0]!.id));
    const match = (await ctx.request('GET', `/api/v1/bookings?category=${offering!.categoryId}`, fresh.headers)).json().data;
    expect(match.meta.total).toBe(1);
    const none = (await ctx.request('GET', `/api/v1/bookings?category=${offering!.categoryId + 1000}`, fresh.headers)).json().data;
    expect(none.meta.total).toBe(0);
  });
});

describe('capacity', () => {
  it('gives a slot of capacity 3 to exactly 3 of 100 simultaneous requests; the rest get 409', async () => {
    const g = await ctx.garage(3);
    const slot = g.slots[9]!;
    await ctx.setCapacity(slot.id, 3);
    // Five customers (one seat each per slot), a hundred simultaneous requests.
    const customers = [asha, vikram, ...(await Promise.all([ctx.customer(), ctx.customer(), ctx.customer()]))];
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => book(customers[i % 5]!, bookingPayload(g, { booking_slot: slot.id }))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(97);
    const full = results.find((r) => r.statusCode === 409 && r.json().code === 'SLOT_FULL')!.json();
    expect(full).toMatchObject({ success: false, code: 'SLOT_FULL', message: 'This time slot was just booked up. Please choose another slot.' });
    const stored = await ctx.db.select().from(t.bookings).where(eq(t.bookings.slotTemplateId, slot.id));
    expect(stored).toHaveLength(3);
    const slots = (await ctx.request('GET', `/api/v1/booking/slots?date=${TOMORROW}&garage=${g.garageId}`, asha.headers)).json().data;
    expect(slots.at(-1)).toMatchObject({ id: slot.id, remaining: 0, available: false });
  });

  it('releases an unpaid online hold after 15 minutes, freeing the seat', async () => {
    const g = await ctx.garage(4);
    const slot = g.slots[2]!;
    await ctx.setCapacity(slot.id, 1);
    const held = await book(asha, bookingPayload(g, { booking_slot: slot.id, payment_mode: 'online' }));
    expect(held.statusCode).toBe(201);
    expect(held.json().data.hold_expires_at).toBe(new Date(ctx.clock.now() + 15 * MINUTE).toISOString());
    expect((await book(vikram, bookingPayload(g, { booking_slot: slot.id }))).statusCode).toBe(409);
    ctx.clock.advance(14 * MINUTE);
    await ctx.runJob(EXPIRE_HOLDS_JOB);
    expect((await book(vikram, bookingPayload(g, { booking_slot: slot.id }))).statusCode).toBe(409);
    ctx.clock.advance(2 * MINUTE);
    // The booking request itself does no background work: the seat stays held until the job runs.
    expect((await book(vikram, bookingPayload(g, { booking_slot: slot.id }))).statusCode).toBe(409);
    await ctx.runJob(EXPIRE_HOLDS_JOB);
    await ctx.runJob(EXPIRE_HOLDS_JOB);
    expect((await book(vikram, bookingPayload(g, { booking_slot: slot.id }))).statusCode).toBe(201);
    const expired = (await ctx.request('GET', `/api/v1/bookings/${held.json().data.tracking_id}`, asha.headers)).json().data;
    expect(expired.service_status).toBe('cancelled');
    expect(expired.events.map((e: { status: string }) => e.status)).toEqual(['placed', 'hold_expired']);
    // The hold expired once: a second release changes nothing.
    const [usage] = await ctx.db.select().from(t.slotUsage).where(eq(t.slotUsage.slotTemplateId, slot.id));
    expect(usage!.booked).toBe(1);
  });
});

describe('status changes', () => {
  const lifecycleService = () => {
    const catalog = catalogService(ctx.db, { radiusKm: 10 });
    const slots = slotsService(ctx.db, { now: ctx.clock.now, catalog });
    const limits = { maxOpen: 100, perUserHour: 100, perAddressHour: 100 };
    const service = bookingsService(ctx.db, {
      now: ctx.clock.now,
      holdMinutes: 15,
      pickupRadiusKm: 15,
      pickupRadiusCapKm: 25,
      limits,
      counters: memoryCounters(),
      jobs: { publish: async () => {}, publishAll: async () => {} },
      catalog,
      slots,
      auth: { usersByIds: async () => [] },
      wallet: { spend: async () => 0 },
      idempotency: { unusedAll: async () => [], keepAll: async () => {}, replayOf: async () => null },
      log: () => {},
    });
    service.connect({ refunds: async () => [], invoiceIssued: async () => false, photoLinks: async () => new Map() });
    return service;
  };

  it('move by compare-and-swap through the lifecycle table, record timestamped events with the actor, and give the seat back on cancel', async () => {
    const g = await ctx.garage(6);
    const slot = g.slots[1]!;
    const created = (await book(asha, bookingPayload(g, { booking_slot: slot.id }))).json().data;
    const service = lifecycleService();
    const row = async () => (await service.byId(created.id))!;
    const seats = async () => (await ctx.db.select().from(t.slotUsage).where(eq(t.slotUsage.slotTemplateId, slot.id)))[0]!.booked;
    const staff = { kind: 'staff' as const, userId: vikram.userId };
    expect(await seats()).toBe(1);

    const pending = await row();
    const [accepted, again] = await Promise.all([service.lifecycle.change(pending, 'accepted', staff), service.lifecycle.change(pending, 'accepted', staff)]);
    expect([accepted, again].filter(Boolean)).toHaveLength(1);
    // A stale read (still 'pending') cannot cancel what is now accepted, and completed cannot skip processing.
    expect(await service.lifecycle.change(pending, 'cancelled', staff)).toBeNull();
    expect(await service.lifecycle.change(await row(), 'completed', staff)).toBeNull();
    await expect(service.lifecycle.require(pending, 'rejected', staff)).rejects.toMatchObject({
      statusCode: 409,
      message: 'This booking is accepted, so it cannot be declined.',
    });
    ctx.clock.advance(MINUTE);
    expect(await service.lifecycle.change(await row(), 'processing', staff)).toMatchObject({ serviceStatus: 'processing' });
    expect(await seats()).toBe(1);
    expect(await service.lifecycle.change(await row(), 'cancelled', staff)).toBeNull();
    expect(await service.lifecycle.change(await row(), 'completed', { kind: 'admin', userId: asha.userId })).toMatchObject({ serviceStatus: 'completed' });
    expect(await seats()).toBe(1);

    const read = (await ctx.request('GET', `/api/v1/bookings/${created.tracking_id}`, asha.headers)).json().data;
    expect(read.service_status).toBe('completed');
    expect(read.events.map((e: { status: string; label: string; actor: string }) => [e.status, e.label, e.actor])).toEqual([
      ['placed', 'Booking placed', 'customer'],
      ['accepted', 'Accepted by the garage', 'staff'],
      ['processing', 'Service in progress', 'staff'],
      ['completed', 'Service completed', 'admin'],
    ]);
    expect(Date.parse(read.events[2].at) - Date.parse(read.events[1].at)).toBe(MINUTE);
  });

  it('frees the seat when a pending booking is cancelled', async () => {
    const g = await ctx.garage(6);
    const slot = g.slots[3]!;
    const created = (await book(asha, bookingPayload(g, { booking_slot: slot.id }))).json().data;
    const seats = async () => (await ctx.db.select().from(t.slotUsage).where(eq(t.slotUsage.slotTemplateId, slot.id)))[0]!.booked;
    expect(await seats()).toBe(1);
    const service = lifecycleService();
    expect(await service.lifecycle.change((await service.byId(created.id))!, 'cancelled', { kind: 'customer', userId: asha.userId })).not.toBeNull();
    expect(await seats()).toBe(0);
  });
});
