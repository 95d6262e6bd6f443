import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDOVER_TIMEOUT_SECONDS, NOTIFICATION_JOBS } from '../src/modules/notifications';
import { type LocalWhatsApp, type WhatsAppTemplateMessage, WhatsAppDeliveryError, webhookSignature } from '../src/providers/whatsapp';
import { localWhatsApp } from '../src/providers/whatsapp/local';
import { type ConsoleSms, SmsDeliveryError } from '../src/providers/sms';
import { consoleSms } from '../src/providers/sms/console';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, MINUTE, TOMORROW, type BookingTestApp } from './bookings-helpers';

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000003';
const PUBLIC_URL = 'https://carseva.in';
const APP_SECRET = 'whatsapp-test-app-secret-0123456789';
const VERIFY_TOKEN = 'whatsapp-test-verify-token';
const FALLBACK_MINUTES = 10;
const WEBHOOK = '/api/v1/notifications/webhook/whatsapp';

/** The local provider (its outbox is what the tests read, and it reports statuses through the signed webhook), made to fail when told. */
const local = localWhatsApp({ appSecret: APP_SECRET, verifyToken: VERIFY_TOKEN, log: () => {} });
const failures: { to: string; error: Error }[] = [];
const whatsapp: LocalWhatsApp = {
  ...local,
  async sendTemplate(message: WhatsAppTemplateMessage) {
    const failure = failures.findIndex((f) => f.to === message.to);
    if (failure >= 0) throw failures.splice(failure, 1)[0]!.error;
    return local.sendTemplate(message);
  },
};

/** The console SMS sender (the dev outbox), refusing a number when told. */
const console_ = consoleSms({ log: () => {} });
const smsRefusals: string[] = [];
const sms: ConsoleSms = {
  ...console_,
  async sendTemplate(message) {
    const refusal = smsRefusals.indexOf(message.to);
    if (refusal >= 0) {
      smsRefusals.splice(refusal, 1);
      throw new SmsDeliveryError('MSG91 refused the message: Mobile number blocked', false);
    }
    return console_.sendTemplate(message);
  },
};

let ctx: BookingTestApp;
let admin: Who;
let ravi: Who; // staff at the garage
let garage: Awaited<ReturnType<BookingTestApp['garage']>>;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}`, PUBLIC_URL, WHATSAPP_FALLBACK_MINUTES: String(FALLBACK_MINUTES) }, whatsapp, sms });
  admin = await ctx.customer(ADMIN_MOBILE);
  ravi = await ctx.customer();
  garage = await ctx.garage(0);
  expect(
    (await ctx.request('POST', `/api/v1/admin/garages/${garage.garageId}/staff`, admin.headers, { mobile_no: ravi.phone, role: 'staff' })).statusCode,
  ).toBe(201);
});
afterAll(() => ctx.close());

/** What a worker would do now: turn timeline entries into messages, and send them. */
const deliver = () => ctx.runJob(NOTIFICATION_JOBS.onBookingEvent, NOTIFICATION_JOBS.send);
/** A tick of the fallback job's schedule, and the sends it queues. */
const fallbackTick = () => ctx.runJob(NOTIFICATION_JOBS.whatsappFallback, NOTIFICATION_JOBS.send);

async function book(who: Who) {
  const index = slotIndex++;
  const res = await ctx.request(
    'POST',
    '/api/v1/bookings',
    who.headers,
    bookingPayload(garage, {
      booking_slot: garage.slots[index % garage.slots.length]!.id,
      booking_date: index < garage.slots.length ? TOMORROW : '2026-03-04',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; tracking_id: string };
}

/** A customer who ticked "Send my order updates on WhatsApp" at checkout. */
async function optedIn(): Promise<Who> {
  const who = await ctx.customer();
  const res = await ctx.request('PUT', '/api/v1/auth/me/whatsapp', who.headers, { enabled: true });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.whatsapp_opt_in_at).toBe(new Date(ctx.clock.now()).toISOString());
  return who;
}

/** SMS order messages about a booking, oldest first (the dev outbox). */
async function smsKinds(phone: string, trackingId: string): Promise<string[]> {
  const res = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(phone)}` });
  return (res.json().data as { kind: string; body: string }[])
    .filter((m) => m.kind !== 'otp' && m.body.includes(trackingId))
    .map((m) => m.kind)
    .reverse();
}
/** WhatsApp messages about a booking, oldest first (the local provider's outbox). */
const whatsappMessages = (phone: string, trackingId: string) =>
  whatsapp
    .outbox(phone)
    .filter((m) => m.body.includes(trackingId))
    .reverse();
const whatsappKinds = async (phone: string, trackingId: string) => whatsappMessages(phone, trackingId).map((m) => m.kind);

/** Makes a send job waiting out its backoff due now, without the test waiting for it. */
async function retriesDueNow() {
  await ctx.db.execute(sql`update pgboss.job set start_after = now() where name = ${NOTIFICATION_JOBS.send} and state in ('created', 'retry')`);
}

const customerRow = async (bookingId: number, kind = 'booking_placed') =>
  (await ctx.db.select().from(t.notifications).where(eq(t.notifications.bookingId, bookingId))).find((row) => row.kind === kind)!;

/** An opted-in customer's booking, its placed message handed to WhatsApp. */
async function placedOnWhatsApp() {
  const who = await optedIn();
  const b = await book(who);
  await deliver();
  const [message] = whatsappMessages(who.phone, b.tracking_id);
  expect(message).toBeDefined();
  return { who, b, wamid: message!.messageId };
}

const postWebhook = (rawBody: string, signature?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: WEBHOOK,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hub-signature-256': signature } : {}) },
    payload: rawBody,
  });

describe('order updates on WhatsApp', () => {
  it('an opted-in customer hears of the booking on WhatsApp, not by SMS; the garage still by SMS', async () => {
    const { who, b, wamid } = await placedOnWhatsApp();
    expect(await whatsappKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual([]);
    const [message] = whatsappMessages(who.phone, b.tracking_id);
    // The local provider names templates by kind, in English until accounts have a language.
    expect(message).toMatchObject({ template: 'booking_placed', language: 'en' });
    expect(await customerRow(b.id)).toMatchObject({
      channel: 'whatsapp',
      status: 'sent',
      attempts: 1,
      whatsappMessageId: wamid,
      providerMessageId: wamid,
      fellBackAt: null,
    });
    const [garageRow] = (await ctx.db.select().from(t.notifications).where(eq(t.notifications.bookingId, b.id))).filter((row) => row.recipient === 'garage');
    expect(garageRow).toMatchObject({ channel: 'sms', status: 'sent' });
  });

  it('a customer who did not opt in hears by SMS, as before', async () => {
    const who = await ctx.customer();
    const b = await book(who);
    await deliver();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await whatsappKinds(who.phone, b.tracking_id)).toEqual([]);
  });

  it('delivered, then read: never an SMS, however late, and a failure reported after delivery changes nothing', async () => {
    const { who, b, wamid } = await placedOnWhatsApp();
    expect(await whatsapp.markStatus(wamid, 'sent')).toBe(true);
    expect(await whatsapp.markStatus(wamid, 'delivered')).toBe(true);
    ctx.clock.advance((FALLBACK_MINUTES + 5) * MINUTE);
    await fallbackTick();
    expect(await whatsapp.markStatus(wamid, 'failed')).toBe(true);
    await fallbackTick();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual([]);
    expect(await customerRow(b.id)).toMatchObject({ channel: 'whatsapp', status: 'sent', whatsappStatus: 'delivered', fellBackAt: null, lastError: null });
    expect(await whatsapp.markStatus(wamid, 'read')).toBe(true);
    expect((await customerRow(b.id)).whatsappStatus).toBe('read');
  });

  it('failed: one SMS at once, with WhatsApp’s reason kept; a late delivered and the fallback job change nothing', async () => {
    const { who, b, wamid } = await placedOnWhatsApp();
    expect(await whatsapp.markStatus(wamid, 'failed')).toBe(true);
    // Queued as an SMS at once, with a send job of its own, and WhatsApp's reason.
    expect(await customerRow(b.id)).toMatchObject({
      channel: 'sms',
      status: 'queued',
      attempts: 0,
      lastError: 'WhatsApp could not deliver it (code 131026: Message undeliverable)',
    });
    await deliver();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await customerRow(b.id)).toMatchObject({
      channel: 'sms',
      status: 'sent',
      whatsappStatus: 'failed',
      whatsappMessageId: wamid,
      fellBackAt: new Date(ctx.clock.now()),
      lastError: null,
    });
    await whatsapp.markStatus(wamid, 'failed');
    await whatsapp.markStatus(wamid, 'delivered');
    ctx.clock.advance((FALLBACK_MINUTES + 1) * MINUTE);
    await fallbackTick();
    await deliver();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await whatsappKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await customerRow(b.id)).toMatchObject({ channel: 'sms', status: 'sent', whatsappStatus: 'failed' });
  });

  it('no status within WHATSAPP_FALLBACK_MINUTES: one SMS from the fallback job, not before; a late delivered changes nothing', async () => {
    const { who, b, wamid } = await placedOnWhatsApp();
    await whatsapp.markStatus(wamid, 'sent');
    ctx.clock.advance((FALLBACK_MINUTES - 1) * MINUTE);
    await fallbackTick();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual([]);
    ctx.clock.advance(2 * MINUTE);
    await fallbackTick();
    await fallbackTick();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await customerRow(b.id)).toMatchObject({ channel: 'sms', status: 'sent', whatsappStatus: 'sent' });
    await whatsapp.markStatus(wamid, 'delivered');
    await fallbackTick();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await customerRow(b.id)).toMatchObject({ channel: 'sms', status: 'sent', whatsappStatus: 'sent' });
  });

  it('a replayed webhook (the same body twice) and statuses out of order change nothing', async () => {
    const { who, b, wamid } = await placedOnWhatsApp();
    const read = whatsapp.statusWebhook(wamid, 'read')!;
    const delivered = whatsapp.statusWebhook(wamid, 'delivered')!;
    const failed = whatsapp.statusWebhook(wamid, 'failed')!;
    expect((await postWebhook(read.rawBody, read.signature)).statusCode).toBe(200);
    const afterRead = await customerRow(b.id);
    for (const replay of [read, delivered, read, failed]) {
      // Later, so any write would show in updated_at too.
      ctx.clock.advance(MINUTE);
      const res = await postWebhook(replay.rawBody, replay.signature);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(await customerRow(b.id)).toEqual(afterRead);
    }
    expect(afterRead).toMatchObject({ channel: 'whatsapp', whatsappStatus: 'read' });
    ctx.clock.advance((FALLBACK_MINUTES + 1) * MINUTE);
    await fallbackTick();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual([]);
  });

  it('an unsigned or forged webhook is refused with 401 and changes nothing', async () => {
    const { who, b, wamid } = await placedOnWhatsApp();
    const failed = whatsapp.statusWebhook(wamid, 'failed')!;
    const before = await customerRow(b.id);
    expect((await postWebhook(failed.rawBody)).statusCode).toBe(401);
    expect((await postWebhook(failed.rawBody, webhookSignature('someone-elses-app-secret', failed.rawBody))).statusCode).toBe(401);
    // Signed, then altered: a delivered report turned into a failure.
    const delivered = whatsapp.statusWebhook(wamid, 'delivered')!;
    const tampered = await postWebhook(delivered.rawBody.replace('"delivered"', '"failed"'), delivered.signature);
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toMatchObject({ success: false, code: 'SIGNATURE_MISMATCH' });
    await deliver();
    expect(await customerRow(b.id)).toEqual(before);
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual([]);
  });

  it('a signed body that is not a WhatsApp webhook is a 400, not a 5xx', async () => {
    const body = '{"hello":"world"}';
    expect((await postWebhook(body, webhookSignature(APP_SECRET, body))).statusCode).toBe(400);
  });

  it('STOP: the customer is opted out, and the next update comes by SMS', async () => {
    const { who, b } = await placedOnWhatsApp();
    await whatsapp.reply(who.phone, 'Stop');
    expect((await ctx.request('GET', '/api/v1/auth/me', who.headers)).json().data.whatsapp_opt_in_at).toBeNull();
    await ctx.garageMove(ravi, b.tracking_id, 'accepted');
    await deliver();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual(['booking_accepted']);
    expect(await whatsappKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    // The same STOP again (a replay) is harmless.
    await whatsapp.reply(who.phone, 'STOP');
    expect((await ctx.request('GET', '/api/v1/auth/me', who.headers)).json().data.whatsapp_opt_in_at).toBeNull();
  });

  it('STOP while a message waits for a WhatsApp retry: its retry goes by SMS', async () => {
    const who = await optedIn();
    failures.push({ to: who.phone, error: new WhatsAppDeliveryError('WhatsApp is busy or failing (code 130429): (#130429) Rate limit hit', true) });
    const b = await book(who);
    await deliver();
    expect(await customerRow(b.id)).toMatchObject({ channel: 'whatsapp', status: 'queued' });
    await whatsapp.reply(who.phone, 'STOP');
    expect(await customerRow(b.id)).toMatchObject({ channel: 'sms', status: 'queued', lastError: 'the customer replied STOP on WhatsApp' });
    await retriesDueNow();
    await deliver();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await whatsappKinds(who.phone, b.tracking_id)).toEqual([]);
    expect(await customerRow(b.id)).toMatchObject({ channel: 'sms', status: 'sent' });
  });

  it('a retried event job and repeated send jobs send nothing twice', async () => {
    const { who, b } = await placedOnWhatsApp();
    const row = await customerRow(b.id);
    const [placed] = await ctx.db.select().from(t.bookingEvents).where(eq(t.bookingEvents.id, row.eventId));
    await ctx.app.jobEngine.jobs.send(NOTIFICATION_JOBS.onBookingEvent, { bookingId: b.id, eventId: placed!.id, kind: 'placed', actor: 'customer' });
    await ctx.app.jobEngine.jobs.send(NOTIFICATION_JOBS.send, { notificationId: row.id });
    await ctx.app.jobEngine.jobs.send(NOTIFICATION_JOBS.send, { notificationId: row.id });
    await deliver();
    expect(await whatsappKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual([]);
    expect(await customerRow(b.id)).toMatchObject({ channel: 'whatsapp', status: 'sent', attempts: 1 });
  });

  it('a worker that died while handing a message to WhatsApp: not sent again; its webhooks settle it, or the fallback sends one SMS', async () => {
    /** As the dead worker left the row: claimed for its handover long enough ago, nothing recorded after. */
    const diedDuringHandover = (id: number) =>
      ctx.db
        .update(t.notifications)
        .set({
          status: 'sending',
          claimedAt: new Date(ctx.clock.now() - (HANDOVER_TIMEOUT_SECONDS + 1) * 1000),
          providerMessageId: null,
          whatsappMessageId: null,
          sentAt: null,
        })
        .where(eq(t.notifications.id, id));
    // WhatsApp took this one before the worker died.
    const { who: took, b: tookBooking, wamid } = await placedOnWhatsApp();
    const tookRow = await customerRow(tookBooking.id);
    await diedDuringHandover(tookRow.id);
    // WhatsApp never got this one.
    const lost = await optedIn();
    failures.push({ to: lost.phone, error: new WhatsAppDeliveryError('WhatsApp is busy or failing (code 130429): (#130429) Rate limit hit', true) });
    const lostBooking = await book(lost);
    await deliver();
    const lostRow = await customerRow(lostBooking.id);
    await diedDuringHandover(lostRow.id);

    await retriesDueNow();
    for (const row of [tookRow, lostRow]) await ctx.app.jobEngine.jobs.send(NOTIFICATION_JOBS.send, { notificationId: row.id });
    await deliver();
    for (const row of [tookRow, lostRow]) {
      expect(await customerRow(row.bookingId)).toMatchObject({ channel: 'whatsapp', status: 'sent', sentAt: (await customerRow(row.bookingId)).claimedAt });
    }
    expect(await whatsappKinds(took.phone, tookBooking.tracking_id)).toEqual(['booking_placed']);
    expect(await whatsappKinds(lost.phone, lostBooking.tracking_id)).toEqual([]);

    // WhatsApp reports the first delivered (found by our reference); the other stays silent.
    await whatsapp.markStatus(wamid, 'delivered');
    ctx.clock.advance((FALLBACK_MINUTES + 1) * MINUTE);
    await fallbackTick();
    await fallbackTick();
    expect(await smsKinds(took.phone, tookBooking.tracking_id)).toEqual([]);
    expect(await customerRow(tookBooking.id)).toMatchObject({ channel: 'whatsapp', whatsappStatus: 'delivered' });
    expect(await smsKinds(lost.phone, lostBooking.tracking_id)).toEqual(['booking_placed']);
    expect(await customerRow(lostBooking.id)).toMatchObject({ channel: 'sms', status: 'sent' });
  });

  it('WhatsApp busy: retried on WhatsApp by the send job; WhatsApp refusing the template: one SMS at once', async () => {
    const busy = await optedIn();
    failures.push({ to: busy.phone, error: new WhatsAppDeliveryError('WhatsApp is busy or failing (code 130429): (#130429) Rate limit hit', true) });
    const b1 = await book(busy);
    await deliver();
    expect(await customerRow(b1.id)).toMatchObject({ channel: 'whatsapp', status: 'queued', attempts: 1, lastError: expect.stringMatching(/code 130429/) });
    await retriesDueNow();
    await deliver();
    expect(await whatsappKinds(busy.phone, b1.tracking_id)).toEqual(['booking_placed']);
    expect(await customerRow(b1.id)).toMatchObject({ channel: 'whatsapp', status: 'sent', attempts: 2 });

    const refused = await optedIn();
    failures.push({
      to: refused.phone,
      error: new WhatsAppDeliveryError('WhatsApp rejected our configuration (code 132001): (#132001) Template name does not exist in the translation', false),
    });
    const b2 = await book(refused);
    await deliver();
    expect(await whatsappKinds(refused.phone, b2.tracking_id)).toEqual([]);
    expect(await smsKinds(refused.phone, b2.tracking_id)).toEqual(['booking_placed']);
    expect(await customerRow(b2.id)).toMatchObject({ channel: 'sms', status: 'sent', attempts: 1, fellBackAt: expect.any(Date) });
  });
});

describe('the admin’s Failed messages', () => {
  it('a WhatsApp message whose SMS fallback was refused too is listed with its channel, and an admin’s retry sends it by SMS once', async () => {
    const { who, b, wamid } = await placedOnWhatsApp();
    smsRefusals.push(who.phone);
    await whatsapp.markStatus(wamid, 'failed');
    await deliver();
    const row = await customerRow(b.id);
    expect(row).toMatchObject({ channel: 'sms', status: 'failed', lastError: 'MSG91 refused the message: Mobile number blocked' });
    const listed = (await ctx.request('GET', '/api/v1/admin/notifications/failed', admin.headers)).json().data.data as Record<string, unknown>[];
    expect(listed.find((n) => n.id === row.id)).toMatchObject({ channel: 'sms', after_whatsapp: true, kind: 'booking_placed', to: who.phone });
    expect((await ctx.request('POST', `/api/v1/admin/notifications/${row.id}/retry`, admin.headers)).statusCode).toBe(200);
    await deliver();
    await deliver();
    expect(await smsKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await whatsappKinds(who.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect(await customerRow(b.id)).toMatchObject({ channel: 'sms', status: 'sent' });
  });
});

describe('consent and the subscription check', () => {
  it('consent is stored with its time, kept on a second yes, and withdrawn by no', async () => {
    const who = await optedIn();
    const firstYes = new Date(ctx.clock.now()).toISOString();
    ctx.clock.advance(MINUTE);
    expect((await ctx.request('PUT', '/api/v1/auth/me/whatsapp', who.headers, { enabled: true })).json().data.whatsapp_opt_in_at).toBe(firstYes);
    const off = await ctx.request('PUT', '/api/v1/auth/me/whatsapp', who.headers, { enabled: false });
    expect(off.json()).toMatchObject({ message: 'WhatsApp updates are off.', data: { whatsapp_opt_in_at: null } });
    expect((await ctx.request('PUT', '/api/v1/auth/me/whatsapp', who.headers, { enabled: 'yes' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/auth/me/whatsapp', payload: { enabled: true } })).statusCode).toBe(401);
  });

  it('answers WhatsApp’s subscription check with the challenge for our verify token only', async () => {
    const fixture = JSON.parse(readFileSync(path.resolve(import.meta.dirname, 'fixtures/whatsapp/verify-handshake.json'), 'utf8')) as {
      query: Record<string, string>;
      expected_body: string;
    };
    const url = (token: string) => `${WEBHOOK}?${new URLSearchParams({ ...fixture.query, 'hub.verify_token': token })}`;
    const ok = await ctx.app.inject({ url: url(VERIFY_TOKEN) });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe(fixture.expected_body);
    expect(ok.headers['content-type']).toMatch(/^text\/plain/);
    expect((await ctx.app.inject({ url: url(fixture.query['hub.verify_token']!) })).statusCode).toBe(403);
  });
});
