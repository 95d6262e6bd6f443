import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, type MediaLink } from '@carseva/shared';
import { AppError } from '../src/lib/errors';
import { FLAG_STALLED_JOB, type LegsMedia } from '../src/modules/legs';
import { NOTIFICATION_JOBS } from '../src/modules/notifications';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, MINUTE, TOMORROW, type BookingTestApp } from './bookings-helpers';

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000031';

/** Photos the media module would hold: ready unless named in `unstored` (a storage write that failed). */
const unstored = new Set<string>();
const readyChecks: string[][] = [];
const media: LegsMedia = {
  async requireReady(ids) {
    readyChecks.push(ids);
    if (ids.some((id) => unstored.has(id))) throw new AppError(409, 'PHOTO_NOT_READY', 'This photo has not finished uploading. Please try again.');
    return ids.map((id) => ({ id, width: 1600, height: 1200 }));
  },
  async links(ids) {
    return new Map<string, MediaLink>(
      ids.map((id) => [id, { id, url: `https://media.example/${id}`, expires_at: '2026-03-02T06:00:00.000Z', width: 1600, height: 1200 }]),
    );
  },
};

let ctx: BookingTestApp;
let admin: Who, asha: Who, owner: Who, ravi: Who, buddy: Who, otherBuddy: Who, buddyB: Who;
let garageA: Awaited<ReturnType<BookingTestApp['garage']>>;
let garageB: Awaited<ReturnType<BookingTestApp['garage']>>;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` }, media });
  admin = await ctx.customer(ADMIN_MOBILE);
  [asha, owner, ravi, buddy, otherBuddy, buddyB] = [
    await ctx.customer(),
    await ctx.customer(),
    await ctx.customer(),
    await ctx.customer(),
    await ctx.customer(),
    await ctx.customer(),
  ];
  garageA = await ctx.garage(0);
  garageB = await ctx.garage(1);
  await ctx.db.update(t.users).set({ name: 'Imran Shaikh' }).where(eq(t.users.id, buddy.userId));
  for (const [garage, who, role] of [
    [garageA, owner, 'owner'],
    [garageA, ravi, 'staff'],
    [garageA, buddy, 'driver'],
    [garageA, otherBuddy, 'driver'],
    [garageB, buddyB, 'driver'],
  ] as const) {
    const added = await ctx.request('POST', `/api/v1/admin/garages/${garage.garageId}/staff`, admin.headers, { mobile_no: who.phone, role });
    expect(added.statusCode, added.body).toBe(201);
  }
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const get = (who: Who, url: string) => ctx.request('GET', url, who.headers);
const legUrl = (trackingId: string, kind: string, action: string) => `/api/v1/partner/bookings/${trackingId}/legs/${kind}/${action}`;

/** Asha books at garage A (cash, picked up from her door unless told), in a slot of its own. */
async function booking(overrides: Record<string, unknown> = {}) {
  const index = slotIndex++;
  const date = addDays(TOMORROW, Math.floor(index / garageA.slots.length));
  const res = await post(
    asha,
    '/api/v1/bookings',
    bookingPayload(garageA, { handover: 'pickup', booking_slot: garageA.slots[index % garageA.slots.length]!.id, booking_date: date, ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; tracking_id: string; handover: string; landmark: string | null; parking_note: string | null; legs: unknown[] };
}
async function accepted(overrides: Record<string, unknown> = {}) {
  const b = await booking(overrides);
  expect((await ctx.garageMove(owner, b.tracking_id, 'accepted')).statusCode).toBe(200);
  return b;
}
const assign = (who: Who, trackingId: string, kind: string, driver: Who) => post(who, legUrl(trackingId, kind, 'assign'), { driver: driver.userId });
const step = (who: Who, trackingId: string, kind: string, from: string, to: string, code?: string) =>
  post(who, legUrl(trackingId, kind, 'step'), { from, to, ...(code ? { code } : {}) });
const photos = () => ['front', 'rear', 'left', 'right', 'dashboard'].map((slot) => ({ id: randomUUID(), slot }));
const report = (who: Who, trackingId: string, kind: string, body: object = {}) =>
  post(who, legUrl(trackingId, kind, 'report'), { odometer_km: 42_180, fuel_level: 'half', notes: 'Scratch on the rear bumper', photos: photos(), ...body });
const position = (who: Who, trackingId: string, kind: string, latitude: number, longitude: number) =>
  post(who, legUrl(trackingId, kind, 'position'), { latitude, longitude, accuracy_m: 12 });

/** The booking as Asha sees it. */
async function mine(trackingId: string) {
  const res = await get(asha, `/api/v1/bookings/${trackingId}`);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const legOf = async (trackingId: string, kind: string) => (await mine(trackingId)).legs.find((l: { kind: string }) => l.kind === kind);
const codeOf = async (trackingId: string, kind: string) => (await legOf(trackingId, kind)).code as string;
const eventsOf = async (trackingId: string, kind: string) => (await mine(trackingId)).events.filter((e: { status: string }) => e.status === kind);
const trailOf = async (bookingId: number) => {
  const [leg] = await ctx.db
    .select()
    .from(t.bookingLegs)
    .where(and(eq(t.bookingLegs.bookingId, bookingId), eq(t.bookingLegs.kind, 'pickup')));
  return leg ? ctx.db.select().from(t.legPositions).where(eq(t.legPositions.legId, leg.id)) : [];
};
/** Order messages Asha received about a booking, oldest first. */
async function smsTo(trackingId: string): Promise<{ kind: string; body: string }[]> {
  await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent, NOTIFICATION_JOBS.send);
  const res = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(asha.phone)}` });
  return (res.json().data as { kind: string; body: string }[]).filter((m) => m.body.includes(trackingId)).reverse();
}
/** A pickup brought to the customer's door with its condition recorded: ready for the handover. */
async function atTheDoor() {
  const b = await accepted();
  expect((await assign(owner, b.tracking_id, 'pickup', buddy)).statusCode).toBe(200);
  expect((await step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way')).statusCode).toBe(200);
  expect((await step(buddy, b.tracking_id, 'pickup', 'on_the_way', 'arrived')).statusCode).toBe(200);
  expect((await report(buddy, b.tracking_id, 'pickup')).statusCode).toBe(200);
  return b;
}

describe('service buddies', () => {
  it('a buddy is staff with the driver role, and the board, slots, prices and staff are not theirs', async () => {
    expect((await get(buddy, '/api/v1/auth/me')).json().data.roles.garages).toEqual([expect.objectContaining({ id: garageA.garageId, role: 'driver' })]);
    for (const url of [
      `/api/v1/partner/bookings?garage=${garageA.garageId}&date=${TOMORROW}`,
      `/api/v1/partner/garages/${garageA.garageId}/slots`,
      `/api/v1/partner/garages/${garageA.garageId}/offerings`,
      `/api/v1/partner/garages/${garageA.garageId}/staff`,
    ]) {
      const res = await get(buddy, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'BUDDY_ONLY',
        message: 'This page is for the garage’s owner and staff; service buddies see their trips in My trips.',
      });
    }
    const b = await accepted();
    expect((await post(buddy, `/api/v1/partner/bookings/${b.tracking_id}/status`, { to: 'processing' })).statusCode).toBe(403);
  });

  it("an owner adds a buddy; the garage's staff list them for the assign picker", async () => {
    const newcomer = await ctx.customer();
    const added = await post(owner, `/api/v1/partner/garages/${garageA.garageId}/staff`, { mobile_no: newcomer.phone, role: 'driver' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.role).toBe('driver');
    const buddies = (await get(ravi, `/api/v1/partner/garages/${garageA.garageId}/buddies`)).json().data.map((m: { user_id: number }) => m.user_id);
    expect(buddies.sort()).toEqual([buddy.userId, otherBuddy.userId, newcomer.userId].sort());
    expect((await get(buddy, `/api/v1/partner/garages/${garageA.garageId}/buddies`)).statusCode).toBe(403);
  });
});

describe('checkout: pickup or walk-in', () => {
  it('keeps the landmark and parking note of a pickup; a walk-in needs no serviceable pickup and has no legs', async () => {
    const picked = await booking({ landmark: 'Opposite the Metro pillar 112', parking_note: 'Basement B2, slot 41' });
    expect(picked).toMatchObject({ handover: 'pickup', landmark: 'Opposite the Metro pillar 112', parking_note: 'Basement B2, slot 41', legs: [] });
    // A pincode in another state: no pickup from there, but the customer may bring the car.
    const far = garageA.pincode.startsWith('56') ? '400001' : '560001';
    const index = slotIndex++;
    const payload = bookingPayload(garageA, {
      handover: 'pickup',
      pincode: far,
      booking_slot: garageA.slots[index % garageA.slots.length]!.id,
      booking_date: addDays(TOMORROW, Math.floor(index / garageA.slots.length)),
    });
    expect((await post(asha, '/api/v1/bookings', payload)).statusCode).toBe(422);
    const walkIn = await post(asha, '/api/v1/bookings', { ...payload, handover: 'walk_in' });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    const { tracking_id: trackingId, handover, legs } = walkIn.json().data;
    expect({ handover, legs }).toEqual({ handover: 'walk_in', legs: [] });
    await ctx.garageMove(owner, trackingId, 'accepted');
    const refused = await assign(owner, trackingId, 'pickup', buddy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('WALK_IN');
  });
});

describe('the legs end to end', () => {
  it('pickup and drop through the API: buddy, code, steps, reports side by side, one SMS per step', async () => {
    const [home] = await ctx.db
      .select({ latitude: t.garages.latitude, longitude: t.garages.longitude })
      .from(t.garages)
      .where(eq(t.garages.id, garageA.garageId));
    const pin = { latitude: home!.latitude + 0.01, longitude: home!.longitude };
    const b = await booking(pin);
    // No pickup before the garage accepts, no drop before the work is done.
    expect((await assign(owner, b.tracking_id, 'pickup', buddy)).json().code).toBe('PICKUP_NOT_NOW');
    await ctx.garageMove(owner, b.tracking_id, 'accepted');
    expect((await assign(owner, b.tracking_id, 'drop', buddy)).json().code).toBe('DROP_NOT_NOW');
    // Someone who is not a buddy of the garage cannot be sent.
    expect((await assign(owner, b.tracking_id, 'pickup', ravi)).json().code).toBe('NOT_A_BUDDY');
    expect((await assign(owner, b.tracking_id, 'pickup', buddyB)).json().code).toBe('NOT_A_BUDDY');

    // Assigned to one buddy, then another before they set off.
    expect((await assign(ravi, b.tracking_id, 'pickup', otherBuddy)).statusCode).toBe(200);
    const reassigned = await assign(owner, b.tracking_id, 'pickup', buddy);
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json().data).toMatchObject({ kind: 'pickup', status: 'assigned', driver_id: buddy.userId, code_attempts: 0, stalled_since: null });
    expect(reassigned.json().data).not.toHaveProperty('code');
    const pickup = await legOf(b.tracking_id, 'pickup');
    expect(pickup).toMatchObject({ status: 'assigned', buddy: { first_name: 'Imran', photo: null }, code_locked: false, position: null, report: null });
    expect(pickup.code).toMatch(/^\d{4}$/);
    // The code is not stored: only its nonce is.
    const [row] = await ctx.db.select().from(t.bookingLegs).where(eq(t.bookingLegs.bookingId, b.id));
    expect(JSON.stringify(row)).not.toContain(`"${pickup.code}"`);

    // The buddy's day lists it, with where to go and whom to call.
    const day = (await get(buddy, `/api/v1/partner/legs?garage=${garageA.garageId}&date=${TOMORROW}`)).json().data;
    expect(day).toContainEqual(
      expect.objectContaining({
        tracking_id: b.tracking_id,
        kind: 'pickup',
        status: 'assigned',
        latitude: pin.latitude,
        customer: { first_name: 'Ravi', mobile_no: asha.phone },
        report_recorded: false,
      }),
    );
    expect(
      (await get(otherBuddy, `/api/v1/partner/legs?garage=${garageA.garageId}&date=${TOMORROW}`))
        .json()
        .data.map((l: { tracking_id: string }) => l.tracking_id),
    ).not.toContain(b.tracking_id);

    expect((await step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way')).statusCode).toBe(200);
    expect((await assign(owner, b.tracking_id, 'pickup', otherBuddy)).json().code).toBe('LEG_UNDER_WAY');
    // 0.02° of latitude from her pin: 2.2 km, some 7 minutes at city speed.
    expect((await position(buddy, b.tracking_id, 'pickup', pin.latitude + 0.02, pin.longitude)).statusCode).toBe(200);
    const moving = await legOf(b.tracking_id, 'pickup');
    expect(moving.position).toMatchObject({ latitude: pin.latitude + 0.02, longitude: pin.longitude, distance_km: 2.2, eta_minutes: 7 });
    // The work cannot start while the car is on its way.
    const early = await ctx.garageMove(owner, b.tracking_id, 'processing');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CAR_NOT_AT_GARAGE');

    expect((await step(buddy, b.tracking_id, 'pickup', 'on_the_way', 'arrived')).statusCode).toBe(200);
    // No report, no handover; a report must cover the five views and the fuel.
    expect((await step(buddy, b.tracking_id, 'pickup', 'arrived', 'handed_over', pickup.code)).json().code).toBe('REPORT_FIRST');
    expect((await report(buddy, b.tracking_id, 'pickup', { photos: photos().slice(0, 4) })).json()).toMatchObject({
      code: 'PHOTOS_MISSING',
      errors: { photos: [expect.stringContaining('dashboard')] },
    });
    expect((await report(buddy, b.tracking_id, 'pickup', { fuel_level: null })).json().code).toBe('FUEL_REQUIRED');
    expect((await report(buddy, b.tracking_id, 'pickup')).statusCode).toBe(200);
    expect((await step(buddy, b.tracking_id, 'pickup', 'arrived', 'handed_over')).json().code).toBe('CODE_REQUIRED');
    expect((await step(buddy, b.tracking_id, 'pickup', 'arrived', 'handed_over', pickup.code)).statusCode).toBe(200);
    expect((await legOf(b.tracking_id, 'pickup')).code).toBeNull();
    expect((await step(buddy, b.tracking_id, 'pickup', 'handed_over', 'at_garage')).statusCode).toBe(200);

    await ctx.toBookedDay(b.tracking_id);
    const promised = {
      ready_by: new Date(ctx.clock.now() + 8 * 60 * MINUTE).toISOString(),
      back_by: new Date(ctx.clock.now() + 10 * 60 * MINUTE).toISOString(),
    };
    expect((await ctx.request('PUT', `/api/v1/partner/bookings/${b.tracking_id}/promise`, owner.headers, promised)).statusCode).toBe(200);
    expect((await ctx.garageMove(owner, b.tracking_id, 'processing')).statusCode).toBe(200);
    expect((await ctx.garageMove(owner, b.tracking_id, 'completed')).statusCode).toBe(200);
    // Cash on delivery: the drop may go before the cash is taken.
    expect((await assign(owner, b.tracking_id, 'drop', buddy)).statusCode).toBe(200);
    const dropCode = await codeOf(b.tracking_id, 'drop');
    // A drop still open the next day is on that day's list too (a car kept overnight goes back later).
    const nextDay = addDays((await mine(b.tracking_id)).booking_date, 1);
    const carried = (await get(buddy, `/api/v1/partner/legs?garage=${garageA.garageId}&date=${nextDay}`)).json().data;
    expect(carried).toContainEqual(expect.objectContaining({ tracking_id: b.tracking_id, kind: 'drop', status: 'assigned' }));
    expect(carried.filter((l: { tracking_id: string }) => l.tracking_id === b.tracking_id)).toHaveLength(1);
    for (const [from, to] of [
      ['assigned', 'out_for_delivery'],
      ['out_for_delivery', 'arrived'],
    ])
      expect((await step(buddy, b.tracking_id, 'drop', from!, to!)).statusCode).toBe(200);
    expect((await report(buddy, b.tracking_id, 'drop', { odometer_km: 42_000 })).json().code).toBe('ODOMETER_BACK');
    expect((await report(buddy, b.tracking_id, 'drop', { odometer_km: 42_193, fuel_level: null, notes: null })).statusCode).toBe(200);
    const back = await step(buddy, b.tracking_id, 'drop', 'arrived', 'handed_back', dropCode);
    expect(back.statusCode, back.body).toBe(200);

    const done = await mine(b.tracking_id);
    expect(done.legs.map((l: { kind: string; status: string }) => [l.kind, l.status])).toEqual([
      ['pickup', 'at_garage'],
      ['drop', 'handed_back'],
    ]);
    const [pickupReport, handback] = done.legs.map((l: { report: { kind: string; odometer_km: number; photos: unknown[] } }) => l.report);
    expect(pickupReport).toMatchObject({ kind: 'pickup', odometer_km: 42_180, fuel_level: 'half', notes: 'Scratch on the rear bumper', recorded_by: 'Imran' });
    expect(handback).toMatchObject({ kind: 'handback', odometer_km: 42_193, fuel_level: null });
    expect(handback.photos).toHaveLength(5);
    expect(done.legs[0].steps.map((s: { status: string }) => s.status)).toEqual(['assigned', 'on_the_way', 'arrived', 'handed_over', 'at_garage']);
    const kinds = done.events.map((e: { status: string }) => e.status);
    for (const kind of [
      'pickup_assigned',
      'pickup_reassigned',
      'pickup_on_the_way',
      'pickup_arrived',
      'pickup_report',
      'pickup_handed_over',
      'pickup_at_garage',
      'drop_assigned',
      'drop_out_for_delivery',
      'drop_arrived',
      'drop_report',
      'drop_handed_back',
    ]) {
      expect(
        kinds.filter((k: string) => k === kind),
        kind,
      ).toHaveLength(1);
    }
    expect(done.events.find((e: { status: string }) => e.status === 'pickup_on_the_way')).toMatchObject({ actor: 'staff', label: 'Service buddy on the way' });

    const sms = await smsTo(b.tracking_id);
    const journey = sms.map((m) => m.kind).filter((k) => k.startsWith('pickup_') || k.startsWith('drop_'));
    // One each (sent together here, by one run of the job, so in no particular order).
    expect(journey.sort()).toEqual(
      [
        'pickup_assigned',
        'pickup_on_the_way',
        'pickup_arrived',
        'pickup_handed_over',
        'pickup_at_garage',
        'drop_assigned',
        'drop_out_for_delivery',
        'drop_arrived',
        'drop_handed_back',
      ].sort(),
    );
    // The code SMS carries the code as it is sent; the stored row does not.
    expect(sms.find((m) => m.kind === 'pickup_assigned')!.body).toContain(`is ${pickup.code}.`);
    expect(sms.find((m) => m.kind === 'drop_assigned')!.body).toContain(`is ${dropCode}.`);
    const stored = await ctx.db
      .select()
      .from(t.notifications)
      .where(and(eq(t.notifications.bookingId, b.id), eq(t.notifications.kind, 'pickup_assigned')));
    expect(stored[0]!.body).toContain('is ****.');

    // The garage and the admin see the legs too, without the code.
    const partner = (await get(owner, `/api/v1/partner/bookings/${b.tracking_id}`)).json().data;
    expect(partner.legs.map((l: { driver_id: number }) => l.driver_id)).toEqual([buddy.userId, buddy.userId]);
    expect(partner.legs[0]).not.toHaveProperty('code');
  });

  it('a double-tapped step is one step: one timeline entry, one SMS', async () => {
    const b = await accepted();
    await assign(owner, b.tracking_id, 'pickup', buddy);
    await assign(owner, b.tracking_id, 'pickup', buddy);
    const taps = await Promise.all([
      step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way'),
      step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way'),
    ]);
    expect(taps.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way')).json().data.status).toBe('on_the_way');
    expect(await eventsOf(b.tracking_id, 'pickup_on_the_way')).toHaveLength(1);
    expect(await eventsOf(b.tracking_id, 'pickup_assigned')).toHaveLength(1);
    const sms = (await smsTo(b.tracking_id)).map((m) => m.kind);
    expect(sms.filter((k) => k === 'pickup_on_the_way')).toHaveLength(1);
    expect(sms.filter((k) => k === 'pickup_assigned')).toHaveLength(1);
  });

  it('two staff moving the same leg at once: one moves it, the other hears where it is now', async () => {
    const b = await accepted();
    await assign(owner, b.tracking_id, 'pickup', buddy);
    const [first, second] = await Promise.all([
      step(owner, b.tracking_id, 'pickup', 'assigned', 'on_the_way'),
      step(ravi, b.tracking_id, 'pickup', 'assigned', 'on_the_way'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const lost = first.statusCode === 409 ? first : second;
    expect(lost.json()).toMatchObject({ code: 'LEG_MOVED', message: 'This trip is on the way to the customer now. Refresh to see it.' });
    expect(await eventsOf(b.tracking_id, 'pickup_on_the_way')).toHaveLength(1);
    // A step that skips one, or goes back, is refused as such.
    expect((await step(owner, b.tracking_id, 'pickup', 'on_the_way', 'at_garage')).json().code).toBe('INVALID_STEP');
  });

  it('a brute-forced code locks after five wrong tries, even for the right code, until the garage resets it', async () => {
    const b = await atTheDoor();
    const code = await codeOf(b.tracking_id, 'pickup');
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    for (let left = 4; left >= 1; left--) {
      const res = await step(buddy, b.tracking_id, 'pickup', 'arrived', 'handed_over', wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(`${left} ${left === 1 ? 'try' : 'tries'} left`);
    }
    const fifth = await step(buddy, b.tracking_id, 'pickup', 'arrived', 'handed_over', wrong);
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json()).toMatchObject({ code: 'CODE_LOCKED', message: 'The code is locked after 5 wrong tries; ask the garage to reset it.' });
    expect((await step(buddy, b.tracking_id, 'pickup', 'arrived', 'handed_over', code)).statusCode).toBe(423);
    expect(await legOf(b.tracking_id, 'pickup')).toMatchObject({ status: 'arrived', code: null, code_locked: true });
    expect((await get(owner, `/api/v1/partner/bookings/${b.tracking_id}`)).json().data.legs[0].code_attempts).toBe(5);

    // The buddy cannot reset it; the garage can, and the new code is sent.
    expect((await post(buddy, legUrl(b.tracking_id, 'pickup', 'code-reset'))).statusCode).toBe(403);
    expect((await post(ravi, legUrl(b.tracking_id, 'pickup', 'code-reset'))).statusCode).toBe(200);
    const fresh = await legOf(b.tracking_id, 'pickup');
    expect(fresh).toMatchObject({ code_locked: false });
    const sms = await smsTo(b.tracking_id);
    expect(sms.find((m) => m.kind === 'pickup_code_reset')!.body).toContain(`is ${fresh.code}.`);
    expect((await step(buddy, b.tracking_id, 'pickup', 'arrived', 'handed_over', fresh.code)).statusCode).toBe(200);
    expect((await post(owner, legUrl(b.tracking_id, 'pickup', 'code-reset'))).json().code).toBe('HANDED_OVER');
    // The garage's assignment, the lock and the reset are in the audit log, by who made them.
    const audit = (await ctx.db.select().from(t.auditLog).where(eq(t.auditLog.bookingId, b.id)).orderBy(t.auditLog.id)).filter((a) =>
      a.action.startsWith('leg.'),
    );
    expect(audit.map((a) => [a.action, a.actorId, a.actorRole])).toEqual([
      ['leg.pickup.assign', owner.userId, 'owner'],
      ['leg.pickup.code_locked', buddy.userId, 'staff'],
      ['leg.pickup.code_reset', ravi.userId, 'staff'],
    ]);
  });

  it("refuses another garage's buddy, another buddy, and customers", async () => {
    const b = await accepted();
    await assign(owner, b.tracking_id, 'pickup', buddy);
    expect((await step(buddyB, b.tracking_id, 'pickup', 'assigned', 'on_the_way')).statusCode).toBe(404);
    const other = await step(otherBuddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('NOT_YOUR_TRIP');
    expect((await step(asha, b.tracking_id, 'pickup', 'assigned', 'on_the_way')).statusCode).toBe(403);
    expect((await assign(buddy, b.tracking_id, 'pickup', otherBuddy)).statusCode).toBe(403);
    expect((await assign(asha, b.tracking_id, 'pickup', buddy)).statusCode).toBe(403);
    expect((await step(admin, b.tracking_id, 'pickup', 'assigned', 'on_the_way')).statusCode).toBe(200);
    // Only the buddy on the trip shares its position; staff cannot.
    expect((await position(owner, b.tracking_id, 'pickup', 28.4, 77.0)).statusCode).toBe(403);
    expect((await position(otherBuddy, b.tracking_id, 'pickup', 28.4, 77.0)).statusCode).toBe(403);
  });
});

describe('condition reports and their photos', () => {
  it("shows the customer the buddy's portrait, which the buddy sets for their garage", async () => {
    const b = await accepted();
    await assign(owner, b.tracking_id, 'pickup', otherBuddy);
    expect((await legOf(b.tracking_id, 'pickup')).buddy.photo).toBeNull();
    const portrait = randomUUID();
    expect((await post(otherBuddy, `/api/v1/partner/garages/${garageA.garageId}/staff/me/photo`, { id: portrait })).statusCode).toBe(200);
    expect(readyChecks.at(-1)).toEqual([portrait]);
    expect((await legOf(b.tracking_id, 'pickup')).buddy.photo).toMatchObject({ id: portrait, url: `https://media.example/${portrait}` });
    // Not at that garage: no portrait there.
    expect((await post(buddyB, `/api/v1/partner/garages/${garageA.garageId}/staff/me/photo`, { id: randomUUID() })).statusCode).toBe(404);
  });

  it('a failed storage write records nothing; a retried report is one report', async () => {
    const b = await accepted();
    await assign(owner, b.tracking_id, 'pickup', buddy);
    await step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way');
    await step(buddy, b.tracking_id, 'pickup', 'on_the_way', 'arrived');
    const shots = photos();
    unstored.add(shots[2]!.id);
    const failed = await report(buddy, b.tracking_id, 'pickup', { photos: shots });
    expect(failed.statusCode).toBe(409);
    expect(failed.json().code).toBe('PHOTO_NOT_READY');
    expect((await legOf(b.tracking_id, 'pickup')).report).toBeNull();
    expect(await eventsOf(b.tracking_id, 'pickup_report')).toHaveLength(0);
    unstored.clear();
    const again = await Promise.all([report(buddy, b.tracking_id, 'pickup', { photos: shots }), report(buddy, b.tracking_id, 'pickup', { photos: shots })]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(readyChecks.at(-1)).toEqual(shots.map((s) => s.id));
    expect((await legOf(b.tracking_id, 'pickup')).report.photos.map((p: { photo: { id: string } }) => p.photo.id)).toEqual(shots.map((s) => s.id));
    expect(await eventsOf(b.tracking_id, 'pickup_report')).toHaveLength(1);
    // After the handover the report stands.
    await step(buddy, b.tracking_id, 'pickup', 'arrived', 'handed_over', await codeOf(b.tracking_id, 'pickup'));
    expect((await report(buddy, b.tracking_id, 'pickup')).json().code).toBe('REPORT_NOT_NOW');
  });
});

describe('where is my car', () => {
  it('keeps a short trail only while moving, and forgets it when the leg stops moving or the booking ends', async () => {
    const b = await accepted();
    await assign(owner, b.tracking_id, 'pickup', buddy);
    expect((await position(buddy, b.tracking_id, 'pickup', 28.4, 77.0)).json().code).toBe('NOT_MOVING');
    await step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way');
    for (let i = 0; i < 25; i++) {
      // One every 10 s, as the phone sends them (closer ones are coalesced).
      ctx.clock.advance(10_000);
      expect((await position(buddy, b.tracking_id, 'pickup', 28.4 + i * 0.001, 77.0)).statusCode).toBe(200);
    }
    expect(await trailOf(b.id)).toHaveLength(20);
    await step(buddy, b.tracking_id, 'pickup', 'on_the_way', 'arrived');
    expect(await trailOf(b.id)).toHaveLength(0);
    expect((await legOf(b.tracking_id, 'pickup')).position).toBeNull();

    const cancelled = await accepted();
    await assign(owner, cancelled.tracking_id, 'pickup', buddy);
    await step(buddy, cancelled.tracking_id, 'pickup', 'assigned', 'on_the_way');
    await position(buddy, cancelled.tracking_id, 'pickup', 28.41, 77.01);
    expect(await trailOf(cancelled.id)).toHaveLength(1);
    const res = await post(asha, `/api/v1/bookings/${cancelled.tracking_id}/cancel`, { reason: 'Plans changed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await trailOf(cancelled.id)).toHaveLength(0);
    expect(await legOf(cancelled.tracking_id, 'pickup')).toMatchObject({ status: 'cancelled', code: null, position: null });
  });

  it('flags a buddy who has not moved for 15 minutes; moving clears it', async () => {
    const b = await accepted();
    await assign(owner, b.tracking_id, 'pickup', buddy);
    await step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way');
    await position(buddy, b.tracking_id, 'pickup', 28.45, 77.02);
    const stalledSince = async () => (await get(owner, `/api/v1/partner/bookings/${b.tracking_id}`)).json().data.legs[0].stalled_since;
    ctx.clock.advance(10 * MINUTE);
    await position(buddy, b.tracking_id, 'pickup', 28.4501, 77.0201); // about 15 m: not a move
    ctx.clock.advance(6 * MINUTE);
    await ctx.runJob(FLAG_STALLED_JOB);
    expect(await stalledSince()).toEqual(expect.any(String));
    await position(buddy, b.tracking_id, 'pickup', 28.46, 77.02);
    expect(await stalledSince()).toBeNull();
  });

  it('streams `changed` to the booking’s customer when a leg moves', async () => {
    const b = await accepted();
    await assign(owner, b.tracking_id, 'pickup', buddy);
    expect((await ctx.app.inject({ url: `/api/v1/bookings/${b.tracking_id}/live`, headers: ravi.headers })).statusCode).toBe(404);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const abort = new AbortController();
    const res = await fetch(`${address}/api/v1/bookings/${b.tracking_id}/live`, { headers: asha.headers, signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const read = async (until: string) => {
      while (!text.includes(until)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await read(': connected');
    await step(buddy, b.tracking_id, 'pickup', 'assigned', 'on_the_way');
    await read('event: changed');
    // A position too, without a timeline entry.
    text = '';
    expect((await position(buddy, b.tracking_id, 'pickup', 28.4, 77.0)).statusCode).toBe(200);
    await read('event: changed');
    abort.abort();
  });
});
