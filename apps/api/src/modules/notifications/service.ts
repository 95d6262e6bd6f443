import { type AdminPage, type FailedNotification, type Language, LANGUAGES, pageMetaOf } from '@carseva/shared';
import type { Db } from '../../db/client';
import type { JobDefinition, Jobs } from '../../jobs/jobs';
import { SmsDeliveryError, SmsSendFailed, type SmsSender } from '../../providers/sms';
import { WhatsAppDeliveryError, type WhatsAppSender, WhatsAppWebhookUnreadable } from '../../providers/whatsapp';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { AuthService } from '../auth';
import { BOOKING_EVENT, type BookingEventPublished, type BookingRow, type BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import { CODE_MESSAGES, CODE_PLACEHOLDER, type CustomerMessageKind, type MessageKind } from './kinds';
import { isEssential, type PlannedMessage, plannedMessages, renderMessage, whatsappParts } from './messages';
import { type NewNotification, notificationsRepository, type NotificationRow } from './repository';

export const NOTIFICATION_JOBS = {
  /** Decides, for each timeline entry, who is told what, and sends each message a first time. */
  onBookingEvent: 'notifications.booking-event',
  /** Hands one message to its provider again: a retry after a failed attempt, a fallback to SMS, or an admin's. */
  send: 'notifications.send',
  /** Sends by SMS the WhatsApp messages that failed or were not delivered in time. */
  whatsappFallback: 'notifications.whatsapp-fallback',
} as const;

/** Messages switched from WhatsApp to SMS in one run of the fallback job (the oldest first; the next minute takes the rest). */
const FALLBACKS_PER_RUN = 200;
/** What we send WhatsApp as a message's reference, echoed in its status webhooks. */
const REFERENCE_PREFIX = 'notification:';

/** Retries of a send after the first attempt (pg-boss, exponential backoff from SEND_RETRY_DELAY_SECONDS). */
export const SEND_RETRY_LIMIT = 5;
const SEND_RETRY_DELAY_SECONDS = 30;
/**
 * The jobs that hand messages over (the timeline entries' and the sends') end within this, or the
 * engine counts them failed and retries them: a send job's five messages, each timing out after the
 * providers' 8 seconds; an entries job's first attempts, stopped after FIRST_ATTEMPTS_SECONDS.
 */
export const MESSAGE_JOB_EXPIRE_SECONDS = 60;
/**
 * A message job whose worker has not said it is alive for this long (it says so twice as often) is
 * failed and retried at the engine's next look (JOBS_MONITOR_SECONDS): a killed worker's messages go
 * within a minute whenever it died. pg-boss's shortest.
 */
export const MESSAGE_JOB_HEARTBEAT_SECONDS = 10;
/** The entries job's retry comes soon: its messages are the news of the moment. */
const ENTRIES_RETRY_DELAY_SECONDS = 5;
/** An entries job hands messages over for this long, then leaves the rest to send jobs of their own. */
const FIRST_ATTEMPTS_SECONDS = 30;
/**
 * A `sending` row whose handover began longer ago than this belongs to a worker that died during the
 * provider's call: a live one ends it within the providers' 8-second time-out.
 */
export const HANDOVER_TIMEOUT_SECONDS = 30;
/** Why a message whose worker died while handing it over is not sent again (ADR 0042: at most once by SMS). */
const LOST_HANDOVER = 'the worker stopped while handing it to the SMS provider: it may have gone, so it is not sent again';
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
  /** The provider's template id for each message kind and language (MSG91_TEMPLATES); null: the kind's name (the console sender). */
  templates: Readonly<Record<string, Readonly<Partial<Record<Language, string>>>>> | null;
  /** Where the web app is, for links to order pages (PUBLIC_URL). */
  publicUrl: string;
  bookings: Pick<BookingsService, 'byIds'>;
  auth: Pick<AuthService, 'usersByIds' | 'languagesByMobiles'>;
  catalog: Pick<CatalogService, 'garagesByIds'>;
  log: (fields: object, message: string) => void;
  /**
   * Order updates on WhatsApp for customers who opted in; absent (WHATSAPP_PROVIDER=none), every
   * message goes by SMS.
   */
  whatsapp?: {
    sender: WhatsAppSender;
    /** Approved template names by kind and language (WHATSAPP_TEMPLATES); null: the kind's name in `en` (the local provider). */
    templates: Readonly<Record<string, Readonly<Record<string, string>>>> | null;
    /** A message neither delivered nor read this long after WhatsApp took it is sent by SMS instead. */
    fallbackMinutes: number;
  };
  /** Withdraws WhatsApp consent for a STOP reply (auth). */
  optOut?: Pick<AuthService, 'optOutWhatsAppByPhone'>;
  /** The handover code of a booking's pickup or drop (the legs module's), filled into the messages that carry it as they are sent. */
  handoverCode?: (bookingId: number, leg: 'pickup' | 'drop') => Promise<string | null>;
}

const toFailed = (row: NotificationRow): FailedNotification => ({
  id: row.id,
  booking_id: row.bookingId,
  event_id: row.eventId,
  recipient: row.recipient,
  kind: row.kind,
  channel: row.channel === 'whatsapp' ? 'whatsapp' : 'sms',
  after_whatsapp: row.fellBackAt !== null,
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
  /** The language of each garage phone whose number is a CarSeva user's (its owner or staff, who chose it in the console). */
  garagePhoneLanguages: Map<string, Language>;
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

/**
 * The languages each recipient can be written to in: those with templates on every channel their
 * messages may take (a customer's: WhatsApp, then SMS should it fall back; a garage's: SMS only);
 * configuration has them for every kind or for none.
 */
function writableLanguages(deps: NotificationsDeps): Record<PlannedMessage['recipient'], readonly Language[]> {
  const configured = (templates: Readonly<Record<string, Readonly<Record<string, string>>>> | null | undefined) =>
    templates ? LANGUAGES.filter((language) => Object.values(templates).some((byLanguage) => byLanguage[language])) : LANGUAGES;
  const sms = configured(deps.templates);
  const whatsapp = configured(deps.whatsapp?.templates);
  return { customer: sms.filter((language) => whatsapp.includes(language)), garage: sms };
}

export function notificationsService(db: Db, deps: NotificationsDeps) {
  const repo = notificationsRepository(db);
  const now = () => new Date(deps.now());
  const languages = writableLanguages(deps);
  /**
   * A message is in its recipient's language when every channel it may take has its templates: the
   * customer's, or for the garage the language of the user whose number the garage's phone is; else English.
   */
  const languageOf = (message: PlannedMessage, chosen: Language | undefined): Language =>
    chosen && languages[message.recipient].includes(chosen) ? chosen : 'en';

  /** The customers and garages of these bookings, read once for all of them. */
  async function contactsOf(bookings: BookingRow[]): Promise<Contacts> {
    const [customers, garages] = await Promise.all([
      deps.auth.usersByIds(bookings.map((booking) => booking.userId)),
      deps.catalog.garagesByIds(bookings.map((booking) => booking.garageId)),
    ]);
    const garagePhoneLanguages = await deps.auth.languagesByMobiles(garages.flatMap((garage) => (garage.phone ? [garage.phone] : [])));
    return {
      customers: new Map(customers.map((customer) => [customer.id, customer])),
      garages: new Map(garages.map((garage) => [garage.id, garage])),
      garagePhoneLanguages,
    };
  }

  /** The rows one timeline entry causes: a message to send is written queued, for the job writing it to make its first attempt. */
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
      const language = languageOf(message, message.recipient === 'customer' ? customer?.language : to ? contacts.garagePhoneLanguages.get(to) : undefined);
      const { vars, text } = renderMessage(message.kind, facts, deps.publicUrl, language);
      const onWhatsApp = message.recipient === 'customer' && deps.whatsapp !== undefined && Boolean(customer?.whatsapp_opt_in_at);
      rows.push({
        channel: onWhatsApp ? 'whatsapp' : 'sms',
        eventId: event.eventId,
        bookingId: booking.id,
        recipient: message.recipient,
        kind: message.kind,
        toPhone: to,
        vars,
        body: text,
        language,
        ...(skipped ? { status: 'skipped', lastError: skipped } : { status: 'queued' }),
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
    const toSend = added.filter((row) => row.status === 'queued').map((row) => row.id);
    for (const { event, rows } of planned) {
      if (added.filter((row) => row.eventId === event.eventId).length === rows.length) continue;
      // Some rows were there already: an earlier run of this entry wrote them, and may have died before sending them.
      for (const row of await repo.unsentOfEvent(event.eventId)) if (!toSend.includes(row.id)) toSend.push(row.id);
    }
    await sendFirstAttempts(toSend);
  }

  /**
   * First attempts, in the job that wrote the messages, sparing each a job of its own on the way, for
   * FIRST_ATTEMPTS_SECONDS: the job ends within its expiry however slow the provider, and the messages
   * it did not reach go to send jobs at once.
   */
  async function sendFirstAttempts(ids: number[]): Promise<void> {
    const until = deps.now() + FIRST_ATTEMPTS_SECONDS * 1000;
    for (const notificationId of ids) {
      if (deps.now() < until) await sendFirst(notificationId);
      else await deps.jobs.send(NOTIFICATION_JOBS.send, { notificationId });
    }
  }

  /**
   * Makes one attempt at a message now, in the job at hand; one that fails (or finds the message held
   * by another worker) is left to a send job, which runs after the first backoff and is retried by the
   * engine from then on.
   */
  async function sendFirst(notificationId: number): Promise<void> {
    try {
      await deliver(notificationId);
    } catch (error) {
      // As the engine logs a failed job's error.
      deps.log({ err: error, notification: notificationId }, 'notification SMS not sent at once; a send job retries it');
      await deps.jobs.send(NOTIFICATION_JOBS.send, { notificationId }, { startAfterSeconds: SEND_RETRY_DELAY_SECONDS });
    }
  }

  /**
   * Sends one message at most once (ADR 0042): claims the row (compare-and-swap), which records the
   * handover before the provider is called, hands it over, and marks it sent with the provider's
   * reference at once. A claimed message is never handed over again: if its worker died during the
   * call (the claim older than HANDOVER_TIMEOUT_SECONDS), whether the provider took it cannot be told,
   * and settleLostHandover decides. A retryable failure queues the row again and throws, so the engine
   * retries with backoff; a refusal, or the last attempt, leaves it failed for the admin console.
   */
  async function deliver(notificationId: number): Promise<void> {
    const row = await repo.claim(notificationId, now());
    if (!row) {
      const current = await repo.byId(notificationId);
      if (current?.status === 'sending' && current.claimedAt! < new Date(deps.now() - HANDOVER_TIMEOUT_SECONDS * 1000)) {
        return settleLostHandover(current);
      }
      if (current && (current.status === 'sending' || current.status === 'queued')) {
        throw new ClaimHeld(`notification ${notificationId} is being sent by another worker`);
      }
      return; // sent, failed, skipped or gone: nothing to do
    }
    const outcome = await handOver(row);
    if (outcome) await repo.markSent([{ id: row.id, providerMessageId: outcome.providerMessageId }], now());
  }

  /**
   * A message whose worker died while handing it over, never handed over again (ADR 0042). By SMS
   * (MSG91 has no idempotency key, nor a lookup by our id) it is listed failed for the admin console,
   * who can send it again; on WhatsApp it counts as taken when the call began, and WhatsApp's status
   * webhooks (which echo our reference) say whether it went: not delivered in time, the fallback job
   * sends it by SMS.
   */
  async function settleLostHandover(row: NotificationRow): Promise<void> {
    if (await repo.settleLostHandover(row.id, row.claimedAt!, LOST_HANDOVER, now())) {
      deps.log({ notification: row.id, kind: row.kind, channel: row.channel }, 'a worker died while handing this message over; not sent again');
    }
  }

  /**
   * Hands a message this worker has claimed to the provider: what the provider said when it took it
   * (for the caller to mark it sent), or null when it was refused for good (recorded as failed under
   * the claim). A retryable failure queues the row again under the claim and throws.
   */
  async function handOver(row: NotificationRow): Promise<{ providerMessageId: string | null } | null> {
    if (row.channel === 'whatsapp') return handOverToWhatsApp(row);
    try {
      const { vars, text } = await withCode(row);
      return await deps.sms.sendTemplate({
        to: row.toPhone!,
        kind: row.kind,
        templateId: deps.templates?.[row.kind]?.[row.language] ?? row.kind,
        vars,
        text,
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

  /** A message's variables and text as sent: a handover code's message gets the leg's code as it stands now (a reset changes it). */
  async function withCode(row: NotificationRow): Promise<{ vars: Record<string, string>; text: string }> {
    const leg = CODE_MESSAGES[row.kind as CustomerMessageKind];
    const code = leg && deps.handoverCode ? await deps.handoverCode(row.bookingId, leg) : null;
    if (!code) return { vars: row.vars, text: row.body };
    return { vars: { ...row.vars, code }, text: row.body.replace(CODE_PLACEHOLDER, code) };
  }

  /**
   * handOver for a message on WhatsApp. A retryable failure queues it again under the claim and
   * throws, as for SMS; a refusal, or the last attempt, gives WhatsApp up: the message is queued as an
   * SMS with a send job of its own (fresh retries), in one transaction, and null is returned.
   */
  async function handOverToWhatsApp(row: NotificationRow): Promise<{ providerMessageId: string | null } | null> {
    let reason = 'WhatsApp updates are turned off (WHATSAPP_PROVIDER=none)';
    if (deps.whatsapp) {
      const { sender, templates } = deps.whatsapp;
      const kind = row.kind as MessageKind;
      try {
        const { vars, text } = await withCode(row);
        return await sender.sendTemplate({
          to: row.toPhone!,
          kind,
          template: { name: templates?.[kind]?.[row.language] ?? kind, language: row.language },
          ...whatsappParts(kind, vars, row.language),
          reference: `${REFERENCE_PREFIX}${row.id}`,
          text,
        });
      } catch (error) {
        // The provider's errors never carry the variables or the token; anything else is named by its type only.
        reason = error instanceof WhatsAppDeliveryError ? error.message : `unexpected ${(error as Error).name ?? 'error'}`;
        const retryable = !(error instanceof WhatsAppDeliveryError) || error.retryable;
        if (retryable && row.attempts <= SEND_RETRY_LIMIT) {
          await repo.release(row.id, row.claimedAt!, 'queued', reason, now());
          throw error;
        }
      }
    }
    const fellBack = await db.transaction(async (tx) => {
      if (!(await notificationsRepository(tx).fallBackClaimed(row.id, row.claimedAt!, reason, now()))) return false;
      await deps.jobs.send(NOTIFICATION_JOBS.send, { notificationId: row.id }, { tx });
      return true;
    });
    if (fellBack) deps.log({ notification: row.id, kind: row.kind, attempts: row.attempts, reason }, 'notification not sent on WhatsApp; sending it by SMS');
    return null;
  }

  /** Switches undelivered WhatsApp messages (only `ids`, when given) to SMS, each with its send job, in one transaction. */
  async function fallBack(ids?: number[]): Promise<number> {
    const at = now();
    const minutes = deps.whatsapp?.fallbackMinutes ?? 0;
    const switched = await db.transaction(async (tx) => {
      const moved = await notificationsRepository(tx).fallBackUndelivered({
        ids,
        undeliveredSince: new Date(at.getTime() - minutes * 60_000),
        at,
        limit: FALLBACKS_PER_RUN,
      });
      for (const notificationId of moved) await deps.jobs.send(NOTIFICATION_JOBS.send, { notificationId }, { tx });
      return moved;
    });
    if (switched.length > 0) deps.log({ notifications: switched }, 'WhatsApp messages not delivered; sending them by SMS');
    return switched.length;
  }

  /** What one verified WhatsApp webhook says: statuses move their messages forward (a failure falls back to SMS), a STOP opts out. */
  async function onWhatsAppWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const sender = deps.whatsapp?.sender;
    if (!sender) throw new AppError(404, 'WHATSAPP_OFF', 'WhatsApp updates are turned off.');
    if (!sender.verifyWebhookSignature(rawBody, signature)) throw new AppError(401, 'SIGNATURE_MISMATCH', 'Webhook signature does not match');
    let actions;
    try {
      actions = sender.parseWebhook(rawBody);
    } catch (error) {
      if (error instanceof WhatsAppWebhookUnreadable) throw badRequest(error.message);
      throw error;
    }
    for (const action of actions) {
      if (action.kind === 'status') {
        const id = action.reference?.startsWith(REFERENCE_PREFIX) ? Number(action.reference.slice(REFERENCE_PREFIX.length)) : NaN;
        const error =
          action.status === 'failed'
            ? `WhatsApp could not deliver it (code ${action.errorCode ?? 'unknown'}: ${action.errorTitle ?? 'no reason given'})`
            : null;
        const moved = await repo.recordWhatsAppStatus(
          { id: Number.isSafeInteger(id) ? id : null, whatsappMessageId: action.messageId },
          action.status,
          error,
          now(),
        );
        // A message still being handed over falls back at the job's next run instead.
        if (moved !== null && action.status === 'failed') await fallBack([moved]);
      } else if (action.kind === 'opt_out') {
        if (await deps.optOut?.optOutWhatsAppByPhone(action.from))
          deps.log({ whatsappMessage: action.messageId }, 'a customer replied STOP on WhatsApp; their updates come by SMS');
        // Messages already written for WhatsApp and waiting for a retry go by SMS too (their send jobs are queued).
        await repo.queuedWhatsAppToSms(action.from, now());
      } else if (action.kind === 'opt_in') {
        // Consent is given where its terms are shown (checkout, profile), and recorded with its time there.
        deps.log({ whatsappMessage: action.messageId }, 'a customer replied START on WhatsApp; not taken as consent');
      }
    }
  }

  return {
    deliver,
    fallBack,
    onWhatsAppWebhook,

    /** The GET subscription check: the challenge to echo, or a 403. */
    verifyWhatsAppSubscription(query: Record<string, unknown>): string {
      const challenge = deps.whatsapp?.sender.verifySubscription(query) ?? null;
      if (challenge === null) throw new AppError(403, 'VERIFY_TOKEN_MISMATCH', 'The verify token does not match.');
      return challenge;
    },

    /** Messages that could not be sent, newest first (the admin console). */
    async failed(page = 1): Promise<AdminPage<FailedNotification>> {
      const { total, rows } = await repo.failedPage(PAGE_SIZE, (Math.max(1, page) - 1) * PAGE_SIZE);
      return { data: rows.map(toFailed), meta: pageMetaOf(page, total, PAGE_SIZE) };
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
        retryDelaySeconds: ENTRIES_RETRY_DELAY_SECONDS,
        expireInSeconds: MESSAGE_JOB_EXPIRE_SECONDS,
        heartbeatSeconds: MESSAGE_JOB_HEARTBEAT_SECONDS,
        run: (event: BookingEventPublished) => onBookingEvents([event]),
        runBatch: onBookingEvents,
      } satisfies JobDefinition<BookingEventPublished>,
      {
        name: NOTIFICATION_JOBS.send,
        retryLimit: SEND_RETRY_LIMIT,
        retryDelaySeconds: SEND_RETRY_DELAY_SECONDS,
        expireInSeconds: MESSAGE_JOB_EXPIRE_SECONDS,
        heartbeatSeconds: MESSAGE_JOB_HEARTBEAT_SECONDS,
        run: ({ notificationId }: { notificationId: number }) => deliver(notificationId),
      } satisfies JobDefinition<{ notificationId: number }>,
      {
        // Also with WhatsApp turned off: messages it had taken are then sent by SMS at once.
        name: NOTIFICATION_JOBS.whatsappFallback,
        cron: '* * * * *',
        run: async () => {
          await fallBack();
        },
      } satisfies JobDefinition,
    ],
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
