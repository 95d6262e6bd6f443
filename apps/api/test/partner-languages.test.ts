import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaLink } from '@carseva/shared';
import { type LegsMedia } from '../src/modules/legs';
import { MESSAGE_KINDS, NOTIFICATION_JOBS } from '../src/modules/notifications';
import { recordingSms } from './recording-sms';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';

/**
 * The partner console's refusals and the garage's SMS in the garage staff's own language (ADR 0040):
 * owners, staff and service buddies are users, so the language they chose answers their errors; the
 * garage's SMS follow the language of the user whose number the garage's phone is. Codes never change.
 */
type Who = Awaited<ReturnType<BookingTestApp['customer']>>;
const ADMIN_MOBILE = '9800000041';

/** Photos the media module would hold: every one ready. */
const media: LegsMedia = {
  requireReady: async (ids) => ids.map((id) => ({ id, width: 1600, height: 1200 })),
  links: async (ids) =>
    new Map<string, MediaLink>(ids.map((id) => [id, { id, url: `https://media.example/${id}`, expires_at: '', width: 1600, height: 1200 }])),
};

const { sms, sent: smsSent } = recordingSms();
const LANGUAGE_TEMPLATES = JSON.stringify(
  Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, { en: `${kind}_dlt`, hi: `${kind}_hi_dlt`, ta: `${kind}_ta_dlt` }])),
);

let ctx: BookingTestApp;
let asha: Who, owner: Who, ravi: Who, buddy: Who, otherBuddy: Who;
let garageA: Awaited<ReturnType<BookingTestApp['garage']>>;
let garageB: Awaited<ReturnType<BookingTestApp['garage']>>;
let slotIndex = 0;

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const speaks = async (who: Who, language: 'en' | 'hi' | 'ta') =>
  expect((await ctx.request('PUT', '/api/v1/auth/me', who.headers, { language })).statusCode).toBe(200);

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}`, MSG91_TEMPLATES: LANGUAGE_TEMPLATES }, media, sms });
  const admin = await ctx.customer(ADMIN_MOBILE);
  [asha, owner, ravi, buddy, otherBuddy] = [await ctx.customer(), await ctx.customer(), await ctx.customer(), await ctx.customer(), await ctx.customer()];
  garageA = await ctx.garage(0);
  garageB = await ctx.garage(1);
  for (const [who, role] of [
    [owner, 'owner'],
    [ravi, 'staff'],
    [buddy, 'driver'],
    [otherBuddy, 'driver'],
  ] as const) {
    const added = await ctx.request('POST', `/api/v1/admin/garages/${garageA.garageId}/staff`, admin.headers, { mobile_no: who.phone, role });
    expect(added.statusCode, added.body).toBe(201);
  }
  await speaks(owner, 'ta');
  await speaks(buddy, 'hi');
  // Garage A's phone is its Tamil-speaking owner's mobile; garage B's is no user's.
  await ctx.db.update(t.garages).set({ phone: owner.phone }).where(eq(t.garages.id, garageA.garageId));
  await ctx.db.update(t.garages).set({ phone: '+919800000042' }).where(eq(t.garages.id, garageB.garageId));
});
afterAll(() => ctx.close());

/** Asha books at a garage, in a slot of its own, her car picked up from her door unless told. */
async function booking(garage = garageA, overrides: Record<string, unknown> = {}) {
  const index = slotIndex++;
  const res = await post(
    asha,
    '/api/v1/bookings',
    bookingPayload(garage, { handover: 'pickup', booking_slot: garage.slots[index % garage.slots.length]!.id, ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { tracking_id: string };
}
const move = (who: Who, trackingId: string, to: string) => post(who, `/api/v1/partner/bookings/${trackingId}/status`, { to });
const legUrl = (trackingId: string, action: string) => `/api/v1/partner/bookings/${trackingId}/legs/pickup/${action}`;
const step = (who: Who, trackingId: string, from: string, to: string, code?: string) =>
  post(who, legUrl(trackingId, 'step'), { from, to, ...(code ? { code } : {}) });

/** A pickup at the customer's door with its condition recorded, and a code that is not the customer's. */
async function atTheDoor(driver: Who) {
  const b = await booking();
  expect((await move(owner, b.tracking_id, 'accepted')).statusCode).toBe(200);
  expect((await post(owner, legUrl(b.tracking_id, 'assign'), { driver: driver.userId })).statusCode).toBe(200);
  expect((await step(driver, b.tracking_id, 'assigned', 'on_the_way')).statusCode).toBe(200);
  expect((await step(driver, b.tracking_id, 'on_the_way', 'arrived')).statusCode).toBe(200);
  const photos = ['front', 'rear', 'left', 'right', 'dashboard'].map((slot) => ({ id: randomUUID(), slot }));
  expect((await post(driver, legUrl(b.tracking_id, 'report'), { odometer_km: 42_180, fuel_level: 'half', photos })).statusCode).toBe(200);
  const legs = (await ctx.request('GET', `/api/v1/bookings/${b.tracking_id}`, asha.headers)).json().data.legs as { kind: string; code: string }[];
  const code = legs.find((leg) => leg.kind === 'pickup')!.code;
  return { trackingId: b.tracking_id, wrong: String((Number(code) + 1) % 10_000).padStart(4, '0') };
}

describe("the partner console's refusals in the staff member's language", () => {
  it("refuses a Tamil owner's early start in Tamil, and an English staff member's in English, with the same code", async () => {
    const b = await booking();
    expect((await move(owner, b.tracking_id, 'accepted')).statusCode).toBe(200);
    // The console names no language here: the owner's own is used.
    const tamil = await ctx.request('POST', `/api/v1/partner/bookings/${b.tracking_id}/status`, owner.headers, { to: 'processing' });
    expect(tamil.statusCode).toBe(409);
    expect(tamil.json().code).toBe('BEFORE_BOOKED_DAY');
    expect(tamil.json().message).toMatch(/^இந்த booking .+-க்கானது\. அன்றுதான் இதை தொடங்க முடியும்\.$/);
    const english = await move(ravi, b.tracking_id, 'processing');
    expect(english.json()).toMatchObject({
      code: 'BEFORE_BOOKED_DAY',
      message: expect.stringMatching(/^This booking is for .+\. You can start it on that day\.$/),
    });
  });

  it("refuses a Tamil owner's accept of an unpaid online booking, and a walk-in's buddy, in Tamil", async () => {
    const online = await booking(garageA, { payment_mode: 'online' });
    const unpaid = await move(owner, online.tracking_id, 'accepted');
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({
      code: 'NOT_PAID',
      message: 'இந்த booking-க்கு online payment, அது இன்னும் வரவில்லை. Payment வந்த பிறகு accept செய்யுங்கள்.',
    });
    expect((await move(ravi, online.tracking_id, 'accepted')).json()).toMatchObject({
      code: 'NOT_PAID',
      message: 'This booking is paid online and its payment has not arrived yet. Accept it once it is paid.',
    });

    const b = await booking();
    expect((await move(owner, b.tracking_id, 'accepted')).statusCode).toBe(200);
    const notABuddy = await post(owner, legUrl(b.tracking_id, 'assign'), { driver: ravi.userId });
    expect(notABuddy.json()).toMatchObject({
      code: 'NOT_A_BUDDY',
      message: 'Garage-இன் service buddies-இல் ஒருவரைத் தேர்வு செய்யுங்கள்.',
      errors: { driver: ['Garage-இன் service buddies-இல் ஒருவரைத் தேர்வு செய்யுங்கள்.'] },
    });
  });

  it('tells a Hindi buddy a wrong handover code in Hindi, and an English buddy in English, with the tries left', async () => {
    const door = await atTheDoor(buddy);
    const hindi = await step(buddy, door.trackingId, 'arrived', 'handed_over', door.wrong);
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json()).toMatchObject({
      code: 'WRONG_CODE',
      message: 'यह customer का code नहीं है। 4 कोशिशें बाकी हैं।',
      errors: { code: ['यह customer का code नहीं है। 4 कोशिशें बाकी हैं।'] },
    });
    // Another buddy of the garage, who kept English, is told in English: on their own trip, and on this one, not theirs.
    const theirs = await atTheDoor(otherBuddy);
    const english = await step(otherBuddy, theirs.trackingId, 'arrived', 'handed_over', theirs.wrong);
    expect(english.json()).toMatchObject({ code: 'WRONG_CODE', message: 'That is not the customer’s code. 4 tries left.' });
    expect((await step(otherBuddy, door.trackingId, 'arrived', 'handed_over', door.wrong)).json()).toMatchObject({
      code: 'NOT_YOUR_TRIP',
      message: 'This trip is another service buddy’s.',
    });
    for (let left = 3; left >= 2; left--) await step(buddy, door.trackingId, 'arrived', 'handed_over', door.wrong);
    const last = await step(buddy, door.trackingId, 'arrived', 'handed_over', door.wrong);
    expect(last.json().message).toBe('यह customer का code नहीं है। 1 कोशिश बाकी है।');
    const locked = await step(buddy, door.trackingId, 'arrived', 'handed_over', door.wrong);
    expect(locked.json()).toMatchObject({ code: 'CODE_LOCKED', message: '5 गलत कोशिशों के बाद code lock हो गया है; garage से इसे reset करने को कहें।' });
  });

  it("says a step the trip cannot take, with the trip's states, and a report missing photos, with the sides, in Hindi", async () => {
    const b = await booking();
    expect((await move(owner, b.tracking_id, 'accepted')).statusCode).toBe(200);
    expect((await post(owner, legUrl(b.tracking_id, 'assign'), { driver: buddy.userId })).statusCode).toBe(200);
    expect((await step(buddy, b.tracking_id, 'assigned', 'on_the_way')).statusCode).toBe(200);
    expect((await step(buddy, b.tracking_id, 'on_the_way', 'handed_over')).json()).toMatchObject({
      code: 'INVALID_STEP',
      message: 'Trip “customer की ओर रास्ते में” से सीधे “buddy को सौंपी जा चुकी” नहीं हो सकती।',
    });
    expect((await step(otherBuddy, b.tracking_id, 'on_the_way', 'arrived')).json()).toMatchObject({ code: 'NOT_YOUR_TRIP' });
    expect((await step(buddy, b.tracking_id, 'on_the_way', 'arrived')).statusCode).toBe(200);
    const photos = ['front', 'rear', 'left'].map((slot) => ({ id: randomUUID(), slot }));
    const missing = await post(buddy, legUrl(b.tracking_id, 'report'), { odometer_km: 42_180, fuel_level: 'half', photos });
    expect(missing.json()).toMatchObject({ code: 'PHOTOS_MISSING', message: 'कृपया दायाँ साइड, डैशबोर्ड की photos जोड़ें (कम से कम 5 photos)।' });
  });

  it("refuses a Tamil owner's staff and slot changes, and a Hindi buddy's oversized photo, in their languages", async () => {
    const removeSelf = await ctx.request('DELETE', `/api/v1/partner/garages/${garageA.garageId}/staff/${owner.userId}`, owner.headers);
    expect(removeSelf.json()).toMatchObject({
      code: 'CANNOT_REMOVE_SELF',
      message: 'உங்களை நீங்களே garage-இலிருந்து நீக்க முடியாது. வேறொரு owner அல்லது CarSeva support-இடம் செய்யச் சொல்லுங்கள்.',
    });
    const overlap = await ctx.request('PUT', `/api/v1/partner/garages/${garageA.garageId}/slots`, owner.headers, {
      slots: [
        { start_time: '05:00:00', end_time: '06:00:00', capacity: 1 },
        { start_time: '05:30:00', end_time: '06:30:00', capacity: 1 },
      ],
    });
    expect(overlap.json()).toMatchObject({
      code: 'SLOT_OVERLAPS',
      message:
        'புதிய 05:30–06:30 slot, 05:00–06:00 slot-உடன் மோதுகிறது. ஒரு garage-இன் slots ஒன்றோடொன்று மோதக்கூடாது: இதை 06:00-க்குத் தொடங்குங்கள் அல்லது 05:00-க்குள் முடியுங்கள்.',
    });
    const buddyOnly = await ctx.request('GET', `/api/v1/partner/garages/${garageA.garageId}/staff`, buddy.headers);
    expect(buddyOnly.json()).toMatchObject({ code: 'BUDDY_ONLY', message: expect.stringContaining('service buddies अपनी trips “मेरी ट्रिप” में देखते हैं') });

    const photo = await post(buddy, '/api/v1/media/uploads', {
      id: randomUUID(),
      purpose: 'condition',
      booking: (await booking()).tracking_id,
      content_type: 'image/gif',
      bytes: 16 * 1024 * 1024,
    });
    expect(photo.statusCode).toBe(400);
    expect(photo.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { content_type: ['कृपया photo चुनें (JPEG, PNG, WebP या HEIC)'], bytes: ['यह photo 15 MB से बड़ी है। कृपया छोटे size में फिर से लें।'] },
    });
  });
});

describe("the garage's SMS in its owner's language", () => {
  it("writes to a garage whose phone is a Tamil owner's in Tamil on the Tamil template; another garage's in English", async () => {
    const atA = await booking();
    const atB = await booking(garageB);
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent, NOTIFICATION_JOBS.send);
    const toA = smsSent.find((m) => m.kind === 'garage_new_booking' && m.text.includes(atA.tracking_id));
    expect(toA).toMatchObject({ to: owner.phone, templateId: 'garage_new_booking_ta_dlt' });
    expect(toA!.text).toMatch(/[\u0B80-\u0BFF]/);
    const toB = smsSent.find((m) => m.kind === 'garage_new_booking' && m.text.includes(atB.tracking_id));
    expect(toB).toMatchObject({ templateId: 'garage_new_booking_dlt' });
    expect(toB!.text).toMatch(/^CarSeva: New booking /);
    // The customer (English) is written to in English as before.
    const toAsha = smsSent.find((m) => m.kind === 'booking_placed' && m.text.includes(atA.tracking_id));
    expect(toAsha).toMatchObject({ templateId: 'booking_placed_dlt' });
  });
});

describe("the garage's SMS where its templates lack the owner's language", () => {
  it('falls back to English on the English template', async () => {
    const hindiOnly = JSON.stringify(Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, { en: `${kind}_dlt`, hi: `${kind}_hi_dlt` }])));
    const { sms: recording, sent } = recordingSms();
    const app = await bookingTestApp({ env: { MSG91_TEMPLATES: hindiOnly }, sms: recording });
    try {
      const [customer, tamilOwner] = [await app.customer(), await app.customer()];
      expect((await app.request('PUT', '/api/v1/auth/me', tamilOwner.headers, { language: 'ta' })).statusCode).toBe(200);
      const garage = await app.garage(0);
      await app.db.update(t.garages).set({ phone: tamilOwner.phone }).where(eq(t.garages.id, garage.garageId));
      const res = await app.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(garage));
      expect(res.statusCode, res.body).toBe(201);
      await app.runJob(NOTIFICATION_JOBS.onBookingEvent, NOTIFICATION_JOBS.send);
      const toGarage = sent.find((m) => m.kind === 'garage_new_booking' && m.text.includes(res.json().data.tracking_id));
      expect(toGarage).toMatchObject({ to: tamilOwner.phone, templateId: 'garage_new_booking_dlt' });
      expect(toGarage!.text).toMatch(/^CarSeva: New booking /);
    } finally {
      await app.close();
    }
  });
});
