import { formatOrderNumber } from '@carseva/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, MESSAGE_KINDS, NOTIFICATION_JOBS } from '../src/modules/notifications';
import { recordingSms } from './recording-sms';
import { cloudApiWhatsApp } from '../src/providers/whatsapp/cloud-api';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/**
 * Each customer's SMS and WhatsApp messages are written in their stored language (ADR 0040), with that
 * language's DLT template and approved WhatsApp template; a garage whose phone is no user's hears in English
 * (test/partner-languages.test.ts: one whose phone is its owner's hears in the owner's language).
 */
type Who = Awaited<ReturnType<BookingTestApp['customer']>>;
const PUBLIC_URL = 'https://carseva.in';
const LANGUAGE_TEMPLATES = (kinds: readonly string[], suffix: string) =>
  JSON.stringify(Object.fromEntries(kinds.map((kind) => [kind, { en: `${kind}${suffix}`, hi: `${kind}_hi${suffix}`, ta: `${kind}_ta${suffix}` }])));

const { sms, sent: smsSent } = recordingSms();

/** The Cloud API's requests, answered as WhatsApp does (fixtures/whatsapp/send-success.json). */
const cloudRequests: { template: { name: string; language: { code: string }; components: { type: string; parameters: { text: string }[] }[] }; to: string }[] =
  [];
const whatsapp = cloudApiWhatsApp({
  apiUrl: 'https://graph.example.test/v23.0',
  token: 'cloud-api-test-token',
  phoneNumberId: '123456789012345',
  appSecret: 'notification-languages-app-secret',
  verifyToken: 'notification-languages-verify',
  fetch: async (_url, init) => {
    cloudRequests.push(JSON.parse(String(init?.body)));
    const body = { messaging_product: 'whatsapp', messages: [{ id: `wamid.test${cloudRequests.length}`, message_status: 'accepted' }] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  },
});

let ctx: BookingTestApp;
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({
    env: {
      PUBLIC_URL,
      MSG91_TEMPLATES: LANGUAGE_TEMPLATES(MESSAGE_KINDS, '_dlt'),
      WHATSAPP_TEMPLATES: LANGUAGE_TEMPLATES(Object.keys(CUSTOMER_MESSAGES), '_v1'),
    },
    sms,
    whatsapp,
  });
  garage = await ctx.garage(0);
});
afterAll(() => ctx.close());

async function customerIn(language: 'en' | 'hi' | 'ta', options: { whatsapp?: boolean } = {}): Promise<Who> {
  const who = await ctx.customer();
  expect((await ctx.request('PUT', '/api/v1/auth/me', who.headers, { language })).statusCode).toBe(200);
  if (options.whatsapp) expect((await ctx.request('PUT', '/api/v1/auth/me/whatsapp', who.headers, { enabled: true })).statusCode).toBe(200);
  return who;
}

/** Books at the garage in a slot of its own, and runs the worker: the placed message goes out. */
async function placed(who: Who): Promise<string> {
  const index = slotIndex++;
  const res = await ctx.request(
    'POST',
    '/api/v1/bookings',
    who.headers,
    bookingPayload(garage, { booking_slot: garage.slots[index]!.id, booking_date: TOMORROW }),
  );
  expect(res.statusCode, res.body).toBe(201);
  await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent, NOTIFICATION_JOBS.send);
  return res.json().data.tracking_id as string;
}

const smsTo = (who: Who, trackingId: string) => smsSent.filter((m) => m.to === who.phone && m.text.includes(trackingId));

describe('notifications in the customer language', () => {
  it('a Hindi customer gets a Hindi SMS on the Hindi DLT template; the garage hears in English', async () => {
    const hindi = await customerIn('hi');
    const trackingId = await placed(hindi);
    const [message] = smsTo(hindi, trackingId);
    expect(message).toMatchObject({ kind: 'booking_placed', templateId: 'booking_placed_hi_dlt' });
    // The link opens the order page in Hindi.
    expect(message!.text).toMatch(/^CarSeva: .+ के साथ .+ की booking .+ हो गई है। Track करें: https:\/\/carseva\.in\/hi\/order\//);
    expect(message!.text).toContain(formatOrderNumber(trackingId));
    expect(message!.vars.when).toMatch(/^\d+ [\u0900-\u097F]+॰?, \d+:\d\d (am|pm)$/);
    const toGarage = smsSent.find((m) => m.kind === 'garage_new_booking' && m.text.includes(trackingId));
    expect(toGarage).toMatchObject({ templateId: 'garage_new_booking_dlt' });
    expect(toGarage!.text).toMatch(/^CarSeva: New booking /);
  });

  it("a Tamil customer's WhatsApp request carries language ta, the Tamil template and its parameters in the Tamil order", async () => {
    const tamil = await customerIn('ta', { whatsapp: true });
    const trackingId = await placed(tamil);
    const request = cloudRequests.find((r) => r.to === tamil.phone.slice(1) && r.template.components[1]!.parameters[0]!.text === trackingId);
    expect(request).toBeDefined();
    expect(request!.template.name).toBe('booking_placed_ta_v1');
    expect(request!.template.language).toEqual({ code: 'ta' });
    // Tamil says "{garage}-இல் {when}-க்கான booking {order}": the garage first, the order last.
    const [garageName, when, order] = request!.template.components[0]!.parameters.map((p) => p.text);
    expect(order).toBe(formatOrderNumber(trackingId));
    expect(garageName).not.toBe(order);
    expect(when).toMatch(/[\u0B80-\u0BFF]/);
    expect(smsTo(tamil, trackingId)).toEqual([]);
  });

  it('an English customer is written to as before', async () => {
    const english = await customerIn('en');
    const trackingId = await placed(english);
    const [message] = smsTo(english, trackingId);
    expect(message).toMatchObject({ kind: 'booking_placed', templateId: 'booking_placed_dlt' });
    expect(message!.text).toMatch(
      new RegExp(`^CarSeva: Booking ${formatOrderNumber(trackingId)} with .+ for \\d+ [A-Z][a-z]{2}, \\d+:\\d\\d [AP]M is placed\\. Track it: `),
    );
  });
});
