import { formatOrderNumber } from '@carseva/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKING_EVENT, EXPIRE_HOLDS_JOB } from '../src/modules/bookings';
import {
  HANDOVER_TIMEOUT_SECONDS,
  MESSAGE_JOB_EXPIRE_SECONDS,
  MESSAGE_JOB_HEARTBEAT_SECONDS,
  NOTIFICATION_JOBS,
  notificationsService,
  SEND_RETRY_LIMIT,
} from '../src/modules/notifications';
import { PAYMENT_JOBS } from '../src/modules/payments/service';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import { type ConsoleSms, SmsDeliveryError, type TemplateMessage } from '../src/providers/sms';
import { consoleSms } from '../src/providers/sms/console';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, MINUTE, TOMORROW, type BookingTestApp } from './bookings-helpers';

type Who = { headers: Record<string, string>; userId: number; phone: string };
const ADMIN_MOBILE = '9800000002';
const PUBLIC_URL = 'https://carseva.in';
const gateway = sandboxGateway({ secret: 'notifications-test-sandbox-secret' });

/** The console sender (its outbox is what the tests read), made to fail for a number when told. */
const outbox = consoleSms({ log: () => {} });
const failures: { to: string; error: Error }[] = [];
/** How long the provider takes over the next message it is given: the test's clock moves by this much as it does. */
let slowNext = 0;
const sent: TemplateMessage[] = [];
const sms: ConsoleSms = {
  ...outbox,
  async sendTemplate(message) {
    const failure = failures.findIndex((f) => f.to === message.to);
    if (failure >= 0) throw failures.splice(failure, 1)[0]!.error;
    ctx.clock.advance(slowNext);
    slowNext = 0;
    sent.push(message);
    await outbox.sendTemplate(message);
    // As MSG91 does: an id of the provider's for each message it takes.
    return { providerMessageId: `provider-${sent.length}` };
  },
};
const failNext = (to: string, error: Error, times = 1) => {
  for (let i = 0; i < times; i++) failures.push({ to, error });
};

let ctx: BookingTestApp;
let notifications: ReturnType<typeof notificationsService>;
let admin: Who;
let ravi: Who; // staff at garage A
let garageA: Awaited<ReturnType<BookingTestApp['garage']>>;
let garagePhone: string;
let slotIndex = 0;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}`, PUBLIC_URL }, paymentProvider: gateway, sms });
  admin = await ctx.customer(ADMIN_MOBILE);
  ravi = await ctx.customer();
  garageA = await ctx.garage(0);
  expect(
    (await ctx.request('POST', `/api/v1/admin/garages/${garageA.garageId}/staff`, admin.headers, { mobile_no: ravi.phone, role: 'staff' })).statusCode,
  ).toBe(201);
  garagePhone = (await ctx.db.select({ phone: t.garages.phone }).from(t.garages).where(eq(t.garages.id, garageA.garageId)))[0]!.phone!;
  // The admin console's face of the module (no route yet): the same service, on the app's database and job engine.
  notifications = notificationsService(ctx.db, {
    now: ctx.clock.now,
    jobs: ctx.app.jobEngine.jobs,
    sms,
    templates: null,
    publicUrl: PUBLIC_URL,
    bookings: { byIds: async () => [] },
    auth: { usersByIds: async () => [], languagesByMobiles: async () => new Map() },
    catalog: { garagesByIds: async () => [] },
    log: () => {},
  });
});
afterAll(() => ctx.close());

const post = (who: Who, url: string, payload: object = {}) => ctx.request('POST', url, who.headers, payload);
const move = (trackingId: string, to: string, reason?: string) => ctx.garageMove(ravi, trackingId, to, reason);
/** What a worker would do now: turn timeline entries into messages, and send them. */
const deliver = () => ctx.runJob(NOTIFICATION_JOBS.onBookingEvent, NOTIFICATION_JOBS.send);

/** A booking at garage A in a slot of its own. */
async function book(who: Who, overrides: Record<string, unknown> = {}) {
  const index = slotIndex++;
  const res = await post(
    who,
    '/api/v1/bookings',
    bookingPayload(garageA, {
      booking_slot: garageA.slots[index % garageA.slots.length]!.id,
      booking_date: index < garageA.slots.length ? TOMORROW : '2026-03-04',
      ...overrides,
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; tracking_id: string };
}

/** Order messages a number received about a booking, oldest first: the dev outbox, as a developer reads it. */
async function received(phone: string, trackingId: string): Promise<{ kind: string; body: string }[]> {
  const res = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(phone)}` });
  return (res.json().data as { kind: string; body: string }[]).filter((m) => m.kind !== 'otp' && m.body.includes(trackingId)).reverse();
}
const kindsTo = async (phone: string, trackingId: string) => (await received(phone, trackingId)).map((m) => m.kind);

const rowsOf = (bookingId: number) => ctx.db.select().from(t.notifications).where(eq(t.notifications.bookingId, bookingId)).orderBy(t.notifications.id);

async function pay(who: Who, trackingId: string) {
  const order = (await post(who, '/api/v1/payments/orders', { booking: trackingId })).json().data;
  expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/sandbox/orders/${order.id}/pay` })).statusCode).toBe(200);
}

/** Makes a send job waiting out its backoff (the first, or the engine's retry) due now, without the test waiting for it. */
async function retriesDueNow() {
  await ctx.db.execute(sql`update pgboss.job set start_after = now() where name = ${NOTIFICATION_JOBS.send} and state in ('created', 'retry')`);
}

describe('a booking’s lifecycle', () => {
  it('a cash booking: the customer hears of each step, the garage of the new booking, each once and in order', async () => {
    const asha = await ctx.customer();
    const b = await book(asha);
    await deliver();
    await move(b.tracking_id, 'accepted');
    await deliver();
    await post(ravi, `/api/v1/partner/bookings/${b.tracking_id}/extras`, { items: [{ name: 'Front brake pads', price: 1800 }] });
    await deliver();
    const extra = (await ctx.request('GET', `/api/v1/bookings/${b.tracking_id}`, asha.headers)).json().data.extras[0];
    expect((await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${extra.id}/approve`)).statusCode).toBe(200);
    await deliver();
    await move(b.tracking_id, 'processing');
    await deliver();
    expect((await move(b.tracking_id, 'cash')).statusCode).toBe(200);
    await deliver();
    await move(b.tracking_id, 'completed');
    await deliver();

    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual([
      'booking_placed',
      'booking_accepted',
      'extras_proposed',
      'extra_approved',
      'service_started',
      'cash_collected',
      'booking_completed',
    ]);
    expect(await kindsTo(garagePhone, b.tracking_id)).toEqual(['garage_new_booking']);
    expect((await received(garagePhone, b.tracking_id))[0]!.body).toMatch(
      new RegExp(`Open it: https://carseva\\.in/partner/${garageA.garageId}/jobs/${b.tracking_id}$`),
    );
    const [placed] = await received(asha.phone, b.tracking_id);
    expect(placed!.body).toMatch(
      new RegExp(
        `^CarSeva: Booking ${formatOrderNumber(b.tracking_id)} with .+ for 3 Mar, \\d+:\\d\\d [AP]M is placed\\. Track it: https://carseva\\.in/order/${b.tracking_id}$`,
      ),
    );
    const rows = await rowsOf(b.id);
    expect(rows.map((r) => [r.recipient, r.status, r.attempts])).toEqual([
      ['customer', 'sent', 1],
      ['garage', 'sent', 1],
      ...Array.from({ length: 6 }, () => ['customer', 'sent', 1]),
    ]);
    expect(rows.every((r) => r.sentAt !== null && r.lastError === null)).toBe(true);
  });

  it('an online booking: the garage hears of it once paid; a decline and its refund reach the customer', async () => {
    const asha = await ctx.customer();
    const b = await book(asha, { payment_mode: 'online' });
    await deliver();
    expect(await kindsTo(garagePhone, b.tracking_id)).toEqual([]);
    await pay(asha, b.tracking_id);
    await deliver();
    expect(await kindsTo(garagePhone, b.tracking_id)).toEqual(['garage_new_booking']);
    expect((await move(b.tracking_id, 'rejected', 'Mechanic on leave')).statusCode).toBe(200);
    await deliver();
    await ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund);
    await ctx.runJob(PAYMENT_JOBS.refundEnded, PAYMENT_JOBS.refund);
    await deliver();
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed', 'payment_received', 'booking_declined', 'refund_issued']);
    // The garage declined it itself: nothing more for the garage.
    expect(await kindsTo(garagePhone, b.tracking_id)).toEqual(['garage_new_booking']);
  });

  it('an unpaid hold that runs out: the customer is told; the garage, never told of it, hears nothing', async () => {
    const asha = await ctx.customer();
    const b = await book(asha, { payment_mode: 'online' });
    await deliver();
    ctx.clock.advance(16 * MINUTE);
    await ctx.runJob(EXPIRE_HOLDS_JOB);
    await deliver();
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed', 'hold_expired']);
    expect(await kindsTo(garagePhone, b.tracking_id)).toEqual([]);
  });

  it('a customer’s cancellation and reschedule reach the garage that was told of the booking', async () => {
    const asha = await ctx.customer();
    const cash = await book(asha);
    const unpaid = await book(asha, { payment_mode: 'online' });
    await deliver();
    // What the bookings module records and announces when a customer cancels or moves a booking.
    const announce = async (bookingId: number, kind: string, actor: 'customer' | 'staff') => {
      const [event] = await ctx.db
        .insert(t.bookingEvents)
        .values({ bookingId, kind, actorKind: actor, actorId: actor === 'customer' ? asha.userId : ravi.userId, createdAt: new Date(ctx.clock.now()) })
        .returning();
      await ctx.app.jobEngine.jobs.publish(BOOKING_EVENT, { bookingId, eventId: event!.id, kind, actor });
      await deliver();
    };
    await announce(cash.id, 'rescheduled', 'customer');
    await announce(cash.id, 'rescheduled', 'staff');
    await announce(cash.id, 'cancelled', 'customer');
    await announce(unpaid.id, 'cancelled', 'customer');
    expect(await kindsTo(asha.phone, cash.tracking_id)).toEqual(['booking_placed', 'booking_rescheduled', 'booking_rescheduled', 'booking_cancelled']);
    expect(await kindsTo(garagePhone, cash.tracking_id)).toEqual(['garage_new_booking', 'garage_booking_rescheduled', 'garage_booking_cancelled']);
    expect(await kindsTo(asha.phone, unpaid.tracking_id)).toEqual(['booking_placed', 'booking_cancelled']);
    expect(await kindsTo(garagePhone, unpaid.tracking_id)).toEqual([]);
  });

  it('a message that goes out at once needs no job of its own: the job that wrote it sent it', async () => {
    const asha = await ctx.customer();
    const b = await book(asha);
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent);
    const rows = await rowsOf(b.id);
    expect(rows.map((r) => `${r.recipient}:${r.status}:${r.attempts}`)).toEqual(['customer:sent:1', 'garage:sent:1']);
    const ids = rows.map((r) => r.id);
    const jobs = await ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${NOTIFICATION_JOBS.send} and (data->>'notificationId')::int in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('a garage without a phone number: its message is kept as skipped, the customer’s goes', async () => {
    const asha = await ctx.customer();
    await ctx.db.update(t.garages).set({ phone: null }).where(eq(t.garages.id, garageA.garageId));
    try {
      const b = await book(asha);
      await deliver();
      expect((await rowsOf(b.id)).map((r) => [r.recipient, r.status, r.lastError])).toEqual([
        ['customer', 'sent', null],
        ['garage', 'skipped', 'the garage has no phone number'],
      ]);
    } finally {
      await ctx.db.update(t.garages).set({ phone: garagePhone }).where(eq(t.garages.id, garageA.garageId));
    }
  });
});

describe('exactly once', () => {
  /** A booking whose customer message is written but not yet sent (its first attempt failed); that message's row. */
  async function planned(asha: Who) {
    failNext(asha.phone, new SmsDeliveryError('MSG91 answered HTTP 503', true));
    const b = await book(asha);
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent);
    const [row] = (await rowsOf(b.id)).filter((r) => r.recipient === 'customer');
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    return { b, row: row! };
  }
  const sendJob = (notificationId: number) => ctx.app.jobEngine.jobs.send(NOTIFICATION_JOBS.send, { notificationId });

  it('entries handled together (one fetch of the worker): each message sent once, marked sent with its own provider id; one that fails is left to a send job', async () => {
    const [asha, bela, chitra] = [await ctx.customer(), await ctx.customer(), await ctx.customer()];
    const bookings = [await book(asha), await book(bela), await book(chitra)];
    failNext(bela.phone, new SmsDeliveryError('MSG91 answered HTTP 503', true));
    const before = sent.length;
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent);
    const rows = (await Promise.all(bookings.map((b) => rowsOf(b.id)))).flat();
    expect(rows.map((r) => [r.bookingId, r.recipient, r.status])).toEqual(
      bookings.flatMap((b) => [
        [b.id, 'customer', b === bookings[1] ? 'queued' : 'sent'],
        [b.id, 'garage', 'sent'],
      ]),
    );
    // Five messages taken by the provider, each row holding the id it was given for that message.
    const taken = sent.slice(before);
    expect(taken).toHaveLength(5);
    const ids = rows.filter((r) => r.status === 'sent').map((r) => r.providerMessageId);
    expect(new Set(ids).size).toBe(5);
    for (const row of rows.filter((r) => r.status === 'sent')) {
      const index = Number(row.providerMessageId!.replace('provider-', '')) - 1;
      expect(sent[index]).toMatchObject({ to: row.toPhone, text: row.body });
    }
    // The failed one goes out with its send job, once.
    await retriesDueNow();
    await ctx.runJob(NOTIFICATION_JOBS.send);
    expect(await kindsTo(bela.phone, bookings[1]!.tracking_id)).toEqual(['booking_placed']);
  });

  it('entries handled together stop handing messages over after 30 s: the rest go by send jobs at once, each once', async () => {
    const [asha, bela] = [await ctx.customer(), await ctx.customer()];
    const bookings = [await book(asha), await book(bela)];
    // The provider takes 31 s over the first message of the batch (whichever entry the engine handed over first).
    slowNext = 31_000;
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent);
    const statuses = async () => (await Promise.all(bookings.map((b) => rowsOf(b.id)))).flat().map((r) => `${r.status}:${r.attempts}`);
    expect((await statuses()).sort()).toEqual(['queued:0', 'queued:0', 'queued:0', 'sent:1']);
    await ctx.runJob(NOTIFICATION_JOBS.send);
    expect(await statuses()).toEqual(['sent:1', 'sent:1', 'sent:1', 'sent:1']);
    expect(await kindsTo(bela.phone, bookings[1]!.tracking_id)).toEqual(['booking_placed']);
  });

  it('a timeline entry handled twice writes its messages once', async () => {
    const asha = await ctx.customer();
    const { b } = await planned(asha);
    const [placed] = await ctx.db
      .select()
      .from(t.bookingEvents)
      .where(and(eq(t.bookingEvents.bookingId, b.id), eq(t.bookingEvents.kind, 'placed')));
    await ctx.app.jobEngine.jobs.send(NOTIFICATION_JOBS.onBookingEvent, { bookingId: b.id, eventId: placed!.id, kind: 'placed', actor: 'customer' });
    await deliver();
    expect((await rowsOf(b.id)).map((r) => `${r.recipient}:${r.status}`)).toEqual(['customer:sent', 'garage:sent']);
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed']);
  });

  it('an entry whose worker died between writing and sending: the event job’s retry sends the message, once', async () => {
    const asha = await ctx.customer();
    // Written and queued, not handed over: as a worker that died before its turn leaves it.
    const { b, row } = await planned(asha);
    const [placed] = await ctx.db
      .select()
      .from(t.bookingEvents)
      .where(and(eq(t.bookingEvents.bookingId, b.id), eq(t.bookingEvents.kind, 'placed')));
    await ctx.app.jobEngine.jobs.send(NOTIFICATION_JOBS.onBookingEvent, { bookingId: b.id, eventId: placed!.id, kind: 'placed', actor: 'customer' });
    await ctx.runJob(NOTIFICATION_JOBS.onBookingEvent);
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect((await rowsOf(b.id)).find((r) => r.id === row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the send job run three times, by two drains at once, sends once', async () => {
    const asha = await ctx.customer();
    const { b, row } = await planned(asha);
    await sendJob(row.id);
    await sendJob(row.id);
    await Promise.all([ctx.runJob(NOTIFICATION_JOBS.send), ctx.runJob(NOTIFICATION_JOBS.send)]);
    await ctx.runJob(NOTIFICATION_JOBS.send);
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect((await rowsOf(b.id)).find((r) => r.id === row.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a row another worker is handing over is left to it; once that worker is presumed dead, it is not sent again but listed failed, for the admin to send', async () => {
    const asha = await ctx.customer();
    const { b, row } = await planned(asha);
    // A worker began handing it to the provider ten seconds ago and is (as far as anyone knows) still at it.
    await ctx.db
      .update(t.notifications)
      .set({ status: 'sending', attempts: 2, claimedAt: new Date(ctx.clock.now() - 10_000) })
      .where(eq(t.notifications.id, row.id));
    await retriesDueNow();
    await ctx.runJob(NOTIFICATION_JOBS.send);
    expect((await rowsOf(b.id)).find((r) => r.id === row.id)).toMatchObject({ status: 'sending', attempts: 2 });

    // That worker died during the provider's call: whether MSG91 took the message cannot be told, so it is not sent twice.
    ctx.clock.advance(HANDOVER_TIMEOUT_SECONDS * 1000);
    await retriesDueNow();
    await ctx.runJob(NOTIFICATION_JOBS.send);
    await sendJob(row.id);
    await ctx.runJob(NOTIFICATION_JOBS.send);
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual([]);
    expect((await rowsOf(b.id)).find((r) => r.id === row.id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'the worker stopped while handing it to the SMS provider: it may have gone, so it is not sent again',
    });
    // The admin console lists it; sent again from there, it goes once.
    await notifications.retry(row.id);
    await ctx.runJob(NOTIFICATION_JOBS.send);
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect((await rowsOf(b.id)).find((r) => r.id === row.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('when the provider fails', () => {
  it('the jobs that hand messages over retry as the engine’s queues say: a dead worker’s noticed by its heartbeat, a live one’s ended by its expiry', async () => {
    const result = await ctx.db.execute(
      sql`select name, retry_limit, retry_delay, retry_backoff, expire_seconds, heartbeat_seconds from pgboss.queue
          where name in (${NOTIFICATION_JOBS.send}, ${NOTIFICATION_JOBS.onBookingEvent}) order by name`,
    );
    const queues = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const handingOver = { retry_backoff: true, expire_seconds: MESSAGE_JOB_EXPIRE_SECONDS, heartbeat_seconds: MESSAGE_JOB_HEARTBEAT_SECONDS };
    expect(queues).toEqual([
      { name: NOTIFICATION_JOBS.onBookingEvent, retry_limit: 5, retry_delay: 5, ...handingOver },
      { name: NOTIFICATION_JOBS.send, retry_limit: SEND_RETRY_LIMIT, retry_delay: 30, ...handingOver },
    ]);
    expect(MESSAGE_JOB_EXPIRE_SECONDS).toBeLessThanOrEqual(60);
  });

  it('a retryable error: queued again with the reason, retried by the engine, then sent once', async () => {
    const asha = await ctx.customer();
    failNext(asha.phone, new SmsDeliveryError('MSG91 answered HTTP 503', true), 2);
    const b = await book(asha);
    await deliver();
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual([]);
    expect((await rowsOf(b.id))[0]).toMatchObject({ status: 'queued', attempts: 1, lastError: 'MSG91 answered HTTP 503' });
    // Not before its backoff.
    await deliver();
    expect((await rowsOf(b.id))[0]).toMatchObject({ status: 'queued', attempts: 1 });
    for (const attempts of [2, 3]) {
      await retriesDueNow();
      await deliver();
      expect((await rowsOf(b.id))[0]!.attempts).toBe(attempts);
    }
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect((await rowsOf(b.id))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('a refusal: failed at once, listed for the admin console, and sent when an admin retries it', async () => {
    const asha = await ctx.customer();
    failNext(asha.phone, new SmsDeliveryError('MSG91 refused the message: invalid mobile number', false));
    const b = await book(asha);
    await deliver();
    const [row] = await rowsOf(b.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'MSG91 refused the message: invalid mobile number' });
    await retriesDueNow();
    await deliver();
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual([]);

    const listed = await notifications.failed(1);
    expect(listed.meta).toMatchObject({ current_page: 1, total: 1 });
    expect(listed.data).toEqual([
      expect.objectContaining({
        id: row!.id,
        booking_id: b.id,
        recipient: 'customer',
        kind: 'booking_placed',
        to: asha.phone,
        attempts: 1,
        last_error: 'MSG91 refused the message: invalid mobile number',
      }),
    ]);
    await notifications.retry(row!.id);
    await expect(notifications.retry(row!.id)).rejects.toMatchObject({ statusCode: 404 });
    await deliver();
    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed']);
    expect((await rowsOf(b.id))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await notifications.failed(1)).meta.total).toBe(0);
  });

  it('a retryable error on every attempt: failed after the last retry, not before', async () => {
    const asha = await ctx.customer();
    failNext(asha.phone, new SmsDeliveryError('MSG91 could not be reached (network error)', true), SEND_RETRY_LIMIT + 1);
    const b = await book(asha);
    await deliver();
    for (let retry = 1; retry <= SEND_RETRY_LIMIT; retry++) {
      expect((await rowsOf(b.id))[0]).toMatchObject({ status: 'queued', attempts: retry });
      await retriesDueNow();
      await deliver();
    }
    expect((await rowsOf(b.id))[0]).toMatchObject({
      status: 'failed',
      attempts: SEND_RETRY_LIMIT + 1,
      lastError: 'MSG91 could not be reached (network error)',
    });
    expect(failures).toEqual([]);
    expect((await notifications.failed(1)).data.map((f) => f.booking_id)).toEqual([b.id]);
  });
});

describe('SMS updates turned off', () => {
  it('/auth/me says and changes the setting; a body without it leaves it as it was', async () => {
    const asha = await ctx.customer();
    expect((await ctx.request('GET', '/api/v1/auth/me', asha.headers)).json().data.sms_updates).toBe(true);
    const off = await ctx.request('PUT', '/api/v1/auth/me', asha.headers, { name: 'Asha Verma', email: 'asha@example.in', sms_updates: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.sms_updates).toBe(false);
    const old = await ctx.request('PUT', '/api/v1/auth/me', asha.headers, { name: 'Asha Verma', email: 'asha@example.in' });
    expect(old.json().data).toMatchObject({ name: 'Asha Verma', sms_updates: false });
    expect((await ctx.request('GET', '/api/v1/auth/me', asha.headers)).json().data.sms_updates).toBe(false);
    expect((await ctx.request('PUT', '/api/v1/auth/me', asha.headers, { name: 'Asha Verma', email: 'asha@example.in', sms_updates: 'no' })).statusCode).toBe(
      400,
    );
  });

  it('stops only the non-essential messages; the garage’s are not the customer’s to stop', async () => {
    const asha = await ctx.customer();
    await ctx.request('PUT', '/api/v1/auth/me', asha.headers, { name: 'Asha Verma', email: 'asha@example.in', sms_updates: false });
    // Each step's messages are delivered before the next step (one drain takes a batch in no set order).
    const b = await book(asha);
    await deliver();
    await move(b.tracking_id, 'accepted');
    await deliver();
    await post(ravi, `/api/v1/partner/bookings/${b.tracking_id}/extras`, {
      items: [
        { name: 'Wiper blades', price: 450 },
        { name: 'Coolant top-up', price: 600 },
      ],
    });
    await deliver();
    const [wipers, coolant] = (await ctx.request('GET', `/api/v1/bookings/${b.tracking_id}`, asha.headers)).json().data.extras;
    await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${wipers.id}/approve`);
    await post(asha, `/api/v1/bookings/${b.tracking_id}/extras/${coolant.id}/decline`);
    await move(b.tracking_id, 'processing');
    await move(b.tracking_id, 'cash');
    await deliver();
    await move(b.tracking_id, 'completed');
    await deliver();

    expect(await kindsTo(asha.phone, b.tracking_id)).toEqual(['booking_placed', 'booking_accepted', 'extras_proposed', 'booking_completed']);
    expect(await kindsTo(garagePhone, b.tracking_id)).toEqual(['garage_new_booking']);
    const skipped = (await rowsOf(b.id)).filter((r) => r.status === 'skipped');
    expect(skipped.map((r) => r.kind).sort()).toEqual(['cash_collected', 'extra_approved', 'extra_declined', 'service_started']);
    expect(new Set(skipped.map((r) => r.lastError))).toEqual(new Set(['the customer turned SMS updates off']));
  });
});

describe('what reaches the provider', () => {
  it('the message kind, its template (the console sender: the kind), the variables and our text', () => {
    const placed = sent.find((m) => m.kind === 'booking_placed')!;
    expect(placed.templateId).toBe('booking_placed');
    expect(Object.keys(placed.vars).sort()).toEqual(['garage', 'link', 'order', 'when']);
    expect(placed.text).toContain(placed.vars.link);
    // The order is named in groups to read out; the link carries it as it is stored.
    expect(placed.vars.link).toBe(`${PUBLIC_URL}/order/${placed.vars.order!.replace(/ /g, '')}`);
    expect(placed.vars.order).toMatch(/^CS \w{3} \w{3} \w{4}$/);
  });
});
