import type { Db } from '../../db/client';
import type { JobDefinition, Jobs } from '../../jobs/jobs';
import { notFound } from '../../lib/errors';
import { SmsDeliveryError, SmsSendFailed, type SmsSender } from '../../providers/sms';
import type { AuthService } from '../auth';
import { BOOKING_EVENT, type BookingEventPublished, type BookingRow, type BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import { isEssential, type PlannedMessage, plannedMessages, renderMessage } from './messages';
import { type NewNotification, notificationsRepository, type NotificationRow, type SentMessage } from './repository';

export const NOTIFICATION_JOBS = {
  /** Decides, for each timeline entry, who is told what, and sends each message a first time. */
  onBookingEvent: 'notifications.booking-event',
  /** Hands one message to the SMS provider again: a retry after a failed attempt, or an admin's. */
  send: 'notifications.send',
} as const;

/** Retries of a send after the first attempt (pg-boss, exponential backoff from SEND_RETRY_DELAY_SECONDS). */
export const SEND_RETRY_LIMIT = 5;
const SEND_RETRY_DELAY_SECONDS = 30;
/**
 * A `sending` row whose claim is older than this belongs to a worker that died: the job's retry takes
 * it over. Well above what a live send takes (the provider's 8-second time-out), and equal to the send
 * job's own expiry, after which pg-boss retries the job anyway.
 */
export const CLAIM_TIMEOUT_SECONDS = 60;
const PAGE_SIZE = 20;

const SKIPPED = {
  optedOut: 'the customer turned SMS updates off',
  noCustomerPhone: 'the customer has no phone number',
  noGaragePhone: 'the garage has no phone number',
} as const;

export interface NotificationsDeps {
  now: () => number;
  jobs: Pick<Jobs, 'send'>;
  sms: SmsSender;
  /** The provider's template id for each message kind (MSG91_TEMPLATES); null: the kind's name (the console sender). */
  templates: Readonly<Record<string, string>> | null;
  /** Where the web app is, for links to order pages (PUBLIC_URL). */
  publicUrl: string;
  bookings: Pick<BookingsService, 'byIds'>;
  auth: Pick<AuthService, 'usersByIds'>;
  catalog: Pick<CatalogService, 'garagesByIds'>;
  log: (fields: object, message: string) => void;
}

/** A message that could not be sent, as the admin console will list it. */
export interface FailedNotification {
  id: number;
  booking_id: number;
  event_id: number;
  recipient: string;
  kind: string;
  to: string | null;
  body: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

const toFailed = (row: NotificationRow): FailedNotification => ({
  id: row.id,
  booking_id: row.bookingId,
  event_id: row.eventId,
  recipient: row.recipient,
  kind: row.kind,
  to: row.toPhone,
  body: row.body,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The people a batch of timeline entries' messages go to. */
interface Contacts {
  customers: Map<number, Awaited<ReturnType<AuthService['usersByIds']>>[number]>;
  garages: Map<number, Awaited<ReturnType<CatalogService['garagesByIds']>>[number]>;
}

/** Why a message is not to be sent (kept as skipped), or null to send it. */
function skipReason(message: PlannedMessage, to: string | null, customerWantsUpdates: boolean): string | null {
  if (!to) return message.recipient === 'customer' ? SKIPPED.noCustomerPhone : SKIPPED.noGaragePhone;
  return message.recipient === 'customer' && !customerWantsUpdates && !isEssential(message.kind) ? SKIPPED.optedOut : null;
}

/** Another worker holds the message's claim: the job looks again later (its retry), by when it is sent or free. */
class ClaimHeld extends Error {
  override name = 'ClaimHeld';
}

export function notificationsService(db: Db, deps: NotificationsDeps) {
  const repo = notificationsRepository(db);
  const now = () => new Date(deps.now());

  /** The customers and garages of these bookings, read once for all of them. */
  async function contactsOf(bookings: BookingRow[]): Promise<Contacts> {
    const [customers, garages] = await Promise.all([
      deps.auth.usersByIds(bookings.map((booking) => booking.userId)),
      deps.catalog.garagesByIds(bookings.map((booking) => booking.garageId)),
    ]);
    return { customers: new Map(customers.map((customer) => [customer.id, customer])), garages: new Map(garages.map((garage) => [garage.id, garage])) };
  }

  /** The rows one timeline entry causes: a message to send is written already claimed for its first attempt, by the job writing it. */
  async function messageRows(event: BookingEventPublished, booking: BookingRow, contacts: Contacts, at: Date): Promise<NewNotification[]> {
    const customer = contacts.customers.get(booking.userId);
    const garage = contacts.garages.get(booking.garageId);
    const facts = {
      trackingId: booking.trackingId,
      garageId: booking.garageId,
      garageName: garage?.name ?? 'your garage',
      bookingDate: booking.bookingDate,
      bookingTime: booking.bookingTime,
    };
    const rows: NewNotification[] = [];
    for (const message of plannedMessages(event, booking)) {
      if (message.onlyIfGarageKnows && !(await repo.garageKnows(booking.id))) continue;
      const to = (message.recipient === 'customer' ? customer?.mobile_no : garage?.phone) ?? null;
      const skipped = skipReason(message, to, customer?.sms_updates !== false);
      const { vars, text } = renderMessage(message.kind, facts, deps.publicUrl);
      rows.push({
        eventId: event.eventId,
        bookingId: booking.id,
        recipient: message.recipient,
        kind: message.kind,
        toPhone: to,
        vars,
        body: text,
        ...(skipped ? { status: 'skipped', lastError: skipped } : { status: 'sending', attempts: 1, claimedAt: at }),
        createdAt: at,
        updatedAt: at,
      });
    }
    return rows;
  }

  /**
   * Writes the rows timeline entries cause and makes a first attempt at sending each: one read of the
   * bookings and their people, and one write of the rows, for all the entries a worker fetched at once.
   * A row per (event, recipient) at most: an entry handled twice (a retried job) adds nothing the
   * second time, and sends what the first run left unsent (its worker died mid-way).
   */
  async function onBookingEvents(events: BookingEventPublished[]): Promise<void> {
    const bookings = new Map((await deps.bookings.byIds(events.map((event) => event.bookingId))).map((booking) => [booking.id, booking]));
    const contacts = await contactsOf([...bookings.values()]);
    const at = now();
    const planned: { event: BookingEventPublished; rows: NewNotification[] }[] = [];
    for (const event of events) {
      const booking = bookings.get(event.bookingId);
      if (booking) planned.push({ event, rows: await messageRows(event, booking, contacts, at) });
    }
    const added = await repo.insertNew(planned.flatMap((entry) => entry.rows));
    await sendFirstAttempts(added.filter((row) => row.status === 'sending'));
    for (const { event, rows } of planned) {
      const addedNow = added.filter((row) => row.eventId === event.eventId);
      if (addedNow.length === rows.length) continue;
      // Some rows were there already: an earlier run of this entry wrote them, and may have died before sending them.
      for (const row of await repo.unsentOfEvent(event.eventId)) {
        if (!addedNow.some((mine) => mine.id === row.id)) await sendFirst(row.id, () => deliver(row.id));
      }
    }
  }

  /**
   * First attempts, in the job that wrote the messages, sparing each a job of its own on the way: those
   * the provider took are marked sent together; an attempt that fails leaves its message to a send job.
   */
  async function sendFirstAttempts(claimed: NotificationRow[]): Promise<void> {
    const sent: SentMessage[] = [];
    for (const row of claimed) {
      await sendFirst(row.id, async () => {
        const outcome = await handOver(row);
        if (outcome) sent.push({ id: row.id, providerMessageId: outcome.providerMessageId });
      });
    }
    await repo.markSent(sent, now());
  }

  /**
   * Makes one attempt at a message now, in the job at hand; one that fails (or finds the message held
   * by another worker) is left to a send job, which runs after the first backoff and is retried by the
   * engine from then on.
   */
  async function sendFirst(notificationId: number, attempt: () => Promise<void>): Promise<void> {
    try {
      await attempt();
    } catch (error) {
      // As the engine logs a failed job's error.
      deps.log({ err: error, notification: notificationId }, 'notification SMS not sent at once; a send job retries it');
      await deps.jobs.send(NOTIFICATION_JOBS.send, { notificationId }, { startAfterSeconds: SEND_RETRY_DELAY_SECONDS });
    }
  }

  /**
   * Sends one message at most once: claims the row (compare-and-swap), hands it to the provider, marks
   * it sent. A retryable failure queues the row again and throws, so the engine retries with backoff;
   * a refusal, or the last attempt, leaves it failed for the admin console.
   */
  async function deliver(notificationId: number): Promise<void> {
    const at = now();
    const row = await repo.claim(notificationId, at, new Date(at.getTime() - CLAIM_TIMEOUT_SECONDS * 1000));
    if (!row) {
      const current = await repo.byId(notificationId);
      if (current && (current.status === 'sending' || current.status === 'queued')) {
        throw new ClaimHeld(`notification ${notificationId} is being sent by another worker`);
      }
      return; // sent, failed, skipped or gone: nothing to do
    }
    const outcome = await handOver(row);
    if (outcome) await repo.markSent([{ id: row.id, providerMessageId: outcome.providerMessageId }], now());
  }

  /**
   * Hands a message this worker has claimed to the provider: what the provider said when it took it
   * (for the caller to mark it sent), or null when it was refused for good (recorded as failed under
   * the claim). A retryable failure queues the row again under the claim and throws.
   */
  async function handOver(row: NotificationRow): Promise<{ providerMessageId: string | null } | null> {
    try {
      return await deps.sms.sendTemplate({
        to: row.toPhone!,
        kind: row.kind,
        templateId: deps.templates?.[row.kind] ?? row.kind,
        vars: row.vars,
        text: row.body,
      });
    } catch (error) {
      // The provider's errors never carry the variables; anything else is named by its type only.
      const reason = error instanceof SmsSendFailed ? error.message : `unexpected ${(error as Error).name ?? 'error'}`;
      const retryable = !(error instanceof SmsDeliveryError) || error.retryable;
      if (retryable && row.attempts <= SEND_RETRY_LIMIT) {
        await repo.release(row.id, row.claimedAt!, 'queued', reason, now());
        throw error;
      }
      await repo.release(row.id, row.claimedAt!, 'failed', reason, now());
      deps.log({ notification: row.id, kind: row.kind, attempts: row.attempts, reason }, 'notification SMS not sent; listed as failed');
      return null;
    }
  }

  return {
    deliver,

    /** Messages that could not be sent, newest first (the admin console). */
    async failed(page = 1): Promise<{ data: FailedNotification[]; meta: { current_page: number; total_pages: number; total: number } }> {
      const { total, rows } = await repo.failedPage(PAGE_SIZE, (Math.max(1, page) - 1) * PAGE_SIZE);
      return { data: rows.map(toFailed), meta: { current_page: page, total_pages: Math.max(1, Math.ceil(total / PAGE_SIZE)), total } };
    },

    /** Queues a failed message again, with its attempts counted afresh. */
    async retry(id: number): Promise<void> {
      const requeued = await db.transaction(async (tx) => {
        const row = await notificationsRepository(tx).requeueFailed(id, now());
        if (row) await deps.jobs.send(NOTIFICATION_JOBS.send, { notificationId: row.id }, { tx });
        return row;
      });
      if (!requeued) throw notFound('No failed notification with this id.', 'NOTIFICATION_NOT_FOUND');
    },

    /** The module's background work, for the job engine. */
    jobs: (): JobDefinition<never>[] => [
      {
        name: NOTIFICATION_JOBS.onBookingEvent,
        subscribesTo: [BOOKING_EVENT],
        retryLimit: 5,
        run: (event: BookingEventPublished) => onBookingEvents([event]),
        runBatch: onBookingEvents,
      } satisfies JobDefinition<BookingEventPublished>,
      {
        name: NOTIFICATION_JOBS.send,
        retryLimit: SEND_RETRY_LIMIT,
        retryDelaySeconds: SEND_RETRY_DELAY_SECONDS,
        expireInSeconds: CLAIM_TIMEOUT_SECONDS,
        run: ({ notificationId }: { notificationId: number }) => deliver(notificationId),
      } satisfies JobDefinition<{ notificationId: number }>,
    ],
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
