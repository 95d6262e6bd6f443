import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaLink } from '@carseva/shared';
import type { LegsMedia } from '../src/modules/legs';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';

/** Finding 5 of issue 39: a buddy's positions are few and plausible, and live streams are bounded and end on sign-out. */

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000045';
const SECOND = 1000;

const media: LegsMedia = {
  requireReady: async (ids) => ids.map((id) => ({ id, width: 1600, height: 1200 })),
  links: async () => new Map<string, MediaLink>(),
};

let ctx: BookingTestApp;
let admin: Who, asha: Who, owner: Who, buddy: Who;
let garageA: Awaited<ReturnType<BookingTestApp['garage']>>;
let home: { latitude: number; longitude: number };
let slotIndex = 0;
let address: string;

beforeAll(async () => {
  ctx = await bookingTestApp({
    env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}`, LIVE_STREAMS_PER_SESSION: '2', LIVE_STREAMS_PER_BOOKING: '3', LIVE_SESSION_CHECK_SECONDS: '1' },
    media,
  });
  admin = await ctx.customer(ADMIN_MOBILE);
  [asha, owner, buddy] = [await ctx.customer(), await ctx.customer(), await ctx.customer()];
  garageA = await ctx.garage(0);
  const [garage] = await ctx.db
    .select({ latitude: t.garages.latitude, longitude: t.garages.longitude })
    .from(t.garages)
    .where(eq(t.garages.id, garageA.garageId));
  home = garage!;
  for (const [who, role] of [
    [owner, 'owner'],
    [buddy, 'driver'],
  ] as const) {
    const added = await ctx.request('POST', `/api/v1/admin/garages/${garageA.garageId}/staff`, admin.headers, { mobile_no: who.phone, role });
    expect(added.statusCode, added.body).toBe(201);
  }
  address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => ctx.close());

const post = (who: { headers: Record<string, string> }, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const legUrl = (trackingId: string, action: string) => `/api/v1/partner/bookings/${trackingId}/legs/pickup/${action}`;

/** Asha's booking at garage A, accepted, its pickup buddy on the way. */
async function onTheWay() {
  const res = await post(
    asha,
    '/api/v1/bookings',
    bookingPayload(garageA, { handover: 'pickup', booking_slot: garageA.slots[slotIndex++ % garageA.slots.length]!.id }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const b = res.json().data as { id: number; tracking_id: string };
  expect((await ctx.garageMove(owner, b.tracking_id, 'accepted')).statusCode).toBe(200);
  const assigned = await post(owner, legUrl(b.tracking_id, 'assign'), { driver: buddy.userId });
  expect(assigned.statusCode, assigned.body).toBe(200);
  expect((await post(buddy, legUrl(b.tracking_id, 'step'), { from: 'assigned', to: 'on_the_way' })).statusCode).toBe(200);
  return b;
}
const position = (trackingId: string, latitude: number, longitude: number, language = 'en') =>
  ctx.request('POST', legUrl(trackingId, 'position'), { ...buddy.headers, 'accept-language': language }, { latitude, longitude, accuracy_m: 12 });
const trail = async (bookingId: number) => {
  const [leg] = await ctx.db.select().from(t.bookingLegs).where(eq(t.bookingLegs.bookingId, bookingId));
  return ctx.db.select().from(t.legPositions).where(eq(t.legPositions.legId, leg!.id));
};

describe("a buddy's positions", () => {
  it('keeps one per leg every 2 s: the rest are answered 202 and not written', async () => {
    const b = await onTheWay();
    expect((await position(b.tracking_id, home.latitude + 0.01, home.longitude)).statusCode).toBe(200);
    for (let i = 1; i <= 40; i++) expect((await position(b.tracking_id, home.latitude + 0.01 + i * 0.00001, home.longitude)).statusCode).toBe(202);
    expect(await trail(b.id)).toHaveLength(1);
    ctx.clock.advance(2 * SECOND);
    expect((await position(b.tracking_id, home.latitude + 0.0105, home.longitude)).statusCode).toBe(200);
    const kept = await trail(b.id);
    expect(kept.map((p) => p.latitude).sort()).toEqual([home.latitude + 0.01, home.latitude + 0.0105]);
  });

  it('refuses one far from the garage, such as (0, 0) or New York, with a clear 422 in the buddy’s language', async () => {
    const b = await onTheWay();
    for (const [latitude, longitude] of [
      [0, 0],
      [40.7128, -74.006],
      [home.latitude + 1, home.longitude],
    ] as const) {
      const res = await position(b.tracking_id, latitude, longitude);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'POSITION_TOO_FAR', message: expect.stringContaining('40 km from the garage') });
    }
    const inHindi = await position(b.tracking_id, 0, 0, 'hi');
    expect(inHindi.json().message).toContain('garage से 40 km');
    expect(await trail(b.id)).toHaveLength(0);
    const [leg] = await ctx.db.select().from(t.bookingLegs).where(eq(t.bookingLegs.bookingId, b.id));
    expect(leg!.lastLatitude).toBeNull();
  });

  it('refuses a jump faster than a car can drive from the last kept one, and takes the same place once enough time has passed', async () => {
    const b = await onTheWay();
    expect((await position(b.tracking_id, home.latitude, home.longitude)).statusCode).toBe(200);
    ctx.clock.advance(10 * SECOND);
    // 0.1° of latitude is 11 km: in 10 s, some 4,000 km/h.
    const jump = await position(b.tracking_id, home.latitude + 0.1, home.longitude);
    expect(jump.statusCode, jump.body).toBe(422);
    expect(jump.json().code).toBe('POSITION_TOO_FAST');
    // 300 m in 10 s (108 km/h) is a car on an expressway.
    expect((await position(b.tracking_id, home.latitude + 0.0027, home.longitude)).statusCode).toBe(200);
    ctx.clock.advance(10 * 60 * SECOND);
    // 11 km in 10 minutes (66 km/h) is plausible.
    expect((await position(b.tracking_id, home.latitude + 0.1, home.longitude)).statusCode).toBe(200);
    expect(await trail(b.id)).toHaveLength(3);
  });
});

/** An open live stream of the booking, read as it arrives. */
async function openStream(trackingId: string, headers: Record<string, string>) {
  const abort = new AbortController();
  const res = await fetch(`${address}/api/v1/bookings/${trackingId}/live`, { headers, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const stream = {
    text: '',
    ended: false,
    /** Reads until `until` has arrived (or the stream ended); whether it did. */
    async read(until: string): Promise<boolean> {
      while (!stream.text.includes(until) && !stream.ended) {
        const chunk = await reader.read();
        if (chunk.done) stream.ended = true;
        else stream.text += new TextDecoder().decode(chunk.value);
      }
      return stream.text.includes(until);
    },
    close: () => abort.abort(),
  };
  await stream.read(': connected');
  return stream;
}

/** Another signed-in session (another device) of the same customer. */
async function anotherSession(who: Who): Promise<Record<string, string>> {
  ctx.clock.advance(31 * SECOND);
  const headers = { 'x-forwarded-for': '203.0.113.45' };
  await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/otp/login', headers, payload: { mobile_no: who.phone.slice(3) } });
  const outbox = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(who.phone)}` });
  const otp = (outbox.json().data as { body: string }[])[0]!.body.slice(0, 6);
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/otp/login/verify', headers, payload: { mobile_no: who.phone.slice(3), otp } });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${login.json().data.token}` };
}

describe('live streams', () => {
  it('holds at most 2 per session: a third ends the oldest, which is told not to come back', async () => {
    const b = await onTheWay();
    const first = await openStream(b.tracking_id, asha.headers);
    const second = await openStream(b.tracking_id, asha.headers);
    const third = await openStream(b.tracking_id, asha.headers);
    expect(await first.read('event: closed')).toBe(true);
    expect(first.text).toContain('data: {"reason":"replaced"}');
    await first.read('\0never');
    expect(first.ended).toBe(true);
    // The two newest still hear of changes.
    ctx.clock.advance(2 * SECOND);
    expect((await position(b.tracking_id, home.latitude + 0.01, home.longitude)).statusCode).toBe(200);
    expect(await second.read('event: changed')).toBe(true);
    expect(await third.read('event: changed')).toBe(true);
    second.close();
    third.close();
  });

  it('holds at most 3 per booking, across sessions', async () => {
    const b = await onTheWay();
    const sessions = [asha.headers, await anotherSession(asha), await anotherSession(asha), await anotherSession(asha)];
    const streams = [];
    for (const headers of sessions) streams.push(await openStream(b.tracking_id, headers));
    expect(await streams[0]!.read('event: closed')).toBe(true);
    ctx.clock.advance(2 * SECOND);
    expect((await position(b.tracking_id, home.latitude + 0.01, home.longitude)).statusCode).toBe(200);
    for (const stream of streams.slice(1)) expect(await stream.read('event: changed')).toBe(true);
    for (const stream of streams) stream.close();
  });

  it('ends when its session signs out', async () => {
    const b = await onTheWay();
    // Past the hour's OTP sends to Asha's number.
    ctx.clock.advance(61 * 60 * SECOND);
    const device = await anotherSession(asha);
    const stream = await openStream(b.tracking_id, device);
    const other = await openStream(b.tracking_id, asha.headers);
    expect((await ctx.request('POST', '/api/v1/auth/logout', device)).statusCode).toBe(200);
    expect(await stream.read('data: {"reason":"signed_out"}')).toBe(true);
    await stream.read('\0never');
    expect(stream.ended).toBe(true);
    // Another device's stream stays.
    ctx.clock.advance(2 * SECOND);
    expect((await position(b.tracking_id, home.latitude + 0.01, home.longitude)).statusCode).toBe(200);
    expect(await other.read('event: changed')).toBe(true);
    expect(other.text).not.toContain('event: closed');
    other.close();
  });
});
