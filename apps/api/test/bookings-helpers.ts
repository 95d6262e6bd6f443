import { and, asc, eq, sql } from 'drizzle-orm';
import * as t from '../src/schema';
import type { PaymentProvider } from '../src/providers/payments';
import type { SmsSender } from '../src/providers/sms';
import type { LegsMedia } from '../src/modules/legs';
import type { StorageProvider } from '../src/providers/storage';
import type { WhatsAppSender } from '../src/providers/whatsapp';
import { createTestApp } from './app';

/** 04:30 UTC = 10:00 IST on 2 March 2026: today's 09:00 and 10:00 slots have started, 11:00 has not. */
export const TODAY = '2026-03-02';
export const TOMORROW = '2026-03-03';
const START = Date.parse('2026-03-02T04:30:00Z');
export const MINUTE = 60_000;

let phoneSeq = 0;
let ipSeq = 0;

/** An app on its own database with a clock the test moves, and helpers to sign customers in and book. */
export async function bookingTestApp(
  options: {
    env?: Record<string, string>;
    paymentProvider?: PaymentProvider;
    sms?: SmsSender;
    storage?: StorageProvider;
    whatsapp?: WhatsAppSender | null;
    media?: LegsMedia;
  } = {},
) {
  let now = START;
  // Most suites book many times as one customer from one address: the anti-hoarding limits are raised
  // unless a suite sets them (see hoarding.test.ts), and so are the contact forms' (abuse-limits.test.ts).
  const env = {
    MAX_OPEN_BOOKINGS: '1000',
    BOOKINGS_PER_USER_HOUR: '100000',
    BOOKINGS_PER_ADDRESS_HOUR: '100000',
    CONTACT_PER_ADDRESS_HOUR: '100000',
    CONTACT_PER_PHONE_DAY: '100000',
    ...options.env,
  };
  const ctx = await createTestApp({
    now: () => now,
    env,
    paymentProvider: options.paymentProvider,
    sms: options.sms,
    storage: options.storage,
    photos: options.media,
    ...(options.whatsapp === undefined ? {} : { whatsapp: options.whatsapp }),
  });
  const clock = {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };

  async function latestCode(mobileNo: string): Promise<string> {
    const res = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(mobileNo)}` });
    const code = (res.json().data as { body: string }[])[0]?.body.match(/^(\d{6}) /)?.[1];
    if (!code) throw new Error(`no OTP for ${mobileNo}`);
    return code;
  }

  /** Signs a new customer up (with a friend's referral code if given) and in through the OTP routes; returns their bearer headers. */
  async function customer(
    mobile?: string,
    signup: { referral_code?: string } = {},
  ): Promise<{ headers: Record<string, string>; userId: number; phone: string }> {
    const phone = mobile ?? `97${String(10_000_000 + ++phoneSeq * 7919 + process.pid).slice(-8)}`;
    const ip = { 'x-forwarded-for': `198.51.100.${++ipSeq % 250}` };
    const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: ip });
    const details = { mobile_no: phone, name: 'Ravi Kumar', email: `ravi.${phone}@example.in`, username: `ravi_${phone}` };
    await post('/api/v1/auth/otp/register', { ...details, ...signup });
    const created = await post('/api/v1/auth/otp/register/verify', { mobile_no: phone, otp: await latestCode(`+91${phone}`), ...signup });
    if (created.statusCode !== 201) throw new Error(`sign-up: ${created.body}`);
    clock.advance(31_000);
    await post('/api/v1/auth/otp/login', { mobile_no: phone });
    const login = await post('/api/v1/auth/otp/login/verify', { mobile_no: phone, otp: await latestCode(`+91${phone}`) });
    if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
    clock.advance(31_000);
    const { token, id } = login.json().data as { token: string; id: number };
    return { headers: { authorization: `Bearer ${token}` }, userId: id, phone: `+91${phone}` };
  }

  /** A garage with at least two offerings (in the city with this slug, if given), its offerings and its slots (earliest first). */
  async function garage(index = 0, citySlug?: string) {
    const rows = await ctx.db
      .select({ garageId: t.garageServices.garageId, cityId: t.garages.cityId, pincode: t.garages.pincode })
      .from(t.garageServices)
      .innerJoin(t.garages, eq(t.garages.id, t.garageServices.garageId))
      .innerJoin(t.cities, eq(t.cities.id, t.garages.cityId))
      .where(citySlug === undefined ? undefined : eq(t.cities.slug, citySlug))
      .groupBy(t.garageServices.garageId, t.garages.cityId, t.garages.pincode)
      .having(sql`count(*) >= 2`)
      .orderBy(asc(t.garageServices.garageId))
      .limit(index + 1);
    const { garageId, cityId, pincode } = rows[index]!;
    const offerings = await ctx.db
      .select({ id: t.garageServices.id, pricePaise: t.garageServices.pricePaise })
      .from(t.garageServices)
      .where(and(eq(t.garageServices.garageId, garageId), eq(t.garageServices.active, true)))
      .orderBy(asc(t.garageServices.id));
    const slots = await ctx.db.select().from(t.slotTemplates).where(eq(t.slotTemplates.garageId, garageId)).orderBy(asc(t.slotTemplates.startTime));
    // A hatchback (a Maruti Alto), so the offerings' hatchback prices are what bookings cost.
    const [car] = await ctx.db
      .select({ id: t.carModels.id })
      .from(t.carModels)
      .where(eq(t.carModels.segment, 'hatchback'))
      .orderBy(asc(t.carModels.id))
      .limit(1);
    // The garage's own pincode: a pickup it serves (in its state, within its radius).
    return { garageId, cityId, pincode, offerings, slots, carModel: car!.id };
  }

  async function setCapacity(slotTemplateId: number, capacity: number) {
    await ctx.db.update(t.slotTemplates).set({ capacity }).where(eq(t.slotTemplates.id, slotTemplateId));
  }

  /**
   * The clock to the start of the booking's day in IST (never back): a garage starts, completes and
   * takes cash on the booked day, not before.
   */
  async function toBookedDay(trackingId: string) {
    const [booked] = await ctx.db.select({ date: t.bookings.bookingDate }).from(t.bookings).where(eq(t.bookings.trackingId, trackingId));
    if (!booked) throw new Error(`no booking ${trackingId}`);
    now = Math.max(now, Date.parse(`${booked.date}T00:00:00+05:30`));
  }

  /**
   * A garage's move on a booking as `who`: a status (`to`) or the cash taken. Starting, completing and
   * taking cash wait for the booking's day, so the clock moves there first.
   */
  async function garageMove(who: { headers: Record<string, string> }, trackingId: string, to: string, reason?: string) {
    if (to === 'processing' || to === 'completed' || to === 'cash') await toBookedDay(trackingId);
    const url = `/api/v1/partner/bookings/${trackingId}/${to === 'cash' ? 'cash' : 'status'}`;
    return ctx.app.inject({ method: 'POST', url, headers: who.headers, payload: to === 'cash' ? {} : { to, reason } });
  }

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });

  /** Runs what a worker would, now: a tick of a scheduled job, or the due jobs of a queue. */
  const runJob = (...names: string[]) => ctx.app.jobEngine.runNow(...names);

  return { ...ctx, clock, customer, garage, setCapacity, request, runJob, toBookedDay, garageMove };
}

export type BookingTestApp = Awaited<ReturnType<typeof bookingTestApp>>;

/**
 * A cash booking the customer brings in (walk-in) unless `overrides` say otherwise: a picked-up car is
 * worked on only after its pickup trip and a promise (ADR 46), which the car's-journey tests walk through.
 */
export function bookingPayload(g: Awaited<ReturnType<BookingTestApp['garage']>>, overrides: Record<string, unknown> = {}) {
  return {
    handover: 'walk_in',
    service: g.offerings[0]!.id,
    booking_date: TOMORROW,
    booking_slot: g.slots[0]!.id,
    address: 'Flat 402, Tower B, Sector 15',
    pincode: g.pincode,
    car_model: g.carModel,
    payment_mode: 'cod',
    ...overrides,
  };
}
