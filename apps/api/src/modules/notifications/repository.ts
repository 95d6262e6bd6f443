import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { asParameter, compiledStatement, tableRow } from '../../db/compiled-query';
import * as t from './schema';

export type NotificationRow = typeof t.notifications.$inferSelect;
export type NewNotification = Omit<
  typeof t.notifications.$inferInsert,
  'id' | 'providerMessageId' | 'sentAt' | 'whatsappMessageId' | 'whatsappStatus' | 'fellBackAt'
>;

export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** The statuses a WhatsApp message may move on from to each one: forward only, and never failed once delivered. */
const WHATSAPP_STATUS_AFTER: Readonly<Record<WhatsAppStatus, WhatsAppStatus[]>> = {
  sent: [],
  delivered: ['sent'],
  read: ['sent', 'delivered'],
  failed: ['sent'],
};

/** What the provider said of a message it took. */
export interface SentMessage {
  id: number;
  providerMessageId: string | null;
}

/** Every message sent ends here; a job's first attempts are marked together. */
const markSentStatement = compiledStatement(
  sql`update ${t.notifications}
      set status = 'sent', provider_message_id = sent.provider_message_id, last_error = null,
          whatsapp_message_id = case when ${t.notifications.channel} = 'whatsapp' then sent.provider_message_id else ${t.notifications.whatsappMessageId} end, sent_at = ${sql.placeholder('at')}::timestamptz,
          updated_at = ${sql.placeholder('at')}::timestamptz
      from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('providerMessageIds')}::text[]) as sent(id, provider_message_id)
      where ${t.notifications.id} = sent.id and ${t.notifications.status} = 'sending'`,
);

/** What a new message is written with, every column but those the database fills in or a send sets later. */
const NEW_FIELDS = [
  'eventId',
  'bookingId',
  'recipient',
  'kind',
  'toPhone',
  'vars',
  'body',
  'language',
  'channel',
  'status',
  'attempts',
  'lastError',
  'claimedAt',
  'createdAt',
  'updatedAt',
] as const;
const columnNames = NEW_FIELDS.map((field) => t.notifications[field].name).join(', ');

/**
 * The messages of a batch of timeline entries in one statement, those already there left alone; every
 * column comes as an array, so one text serves any batch (drizzle building the insert for a batch was
 * a large share of the job worker's CPU; bench/RESULTS.md).
 */
const insertNewStatement = compiledStatement(
  sql`insert into ${t.notifications} (${sql.raw(columnNames)})
      select ${sql.raw(NEW_FIELDS.map((field) => (field === 'vars' ? 'vars::jsonb' : t.notifications[field].name)).join(', '))}
      from unnest(${sql.join(
        // The variables come as JSON text: drivers differ in how they write an array of jsonb.
        NEW_FIELDS.map((field) => sql`${sql.placeholder(field)}::${sql.raw(field === 'vars' ? 'text' : t.notifications[field].getSQLType())}[]`),
        sql`, `,
      )}) as message(${sql.raw(columnNames)})
      on conflict do nothing
      returning *`,
);

export function notificationsRepository(db: Executor) {
  return {
    /** Adds the rows not already there (same event and recipient, or a garage told of the booking); returns those added, as written. */
    async insertNew(rows: NewNotification[]): Promise<NotificationRow[]> {
      if (rows.length === 0) return [];
      const columns = Object.fromEntries(
        NEW_FIELDS.map((field) => [
          field,
          rows.map((row) =>
            asParameter(
              field === 'vars'
                ? JSON.stringify(row.vars)
                : field === 'attempts'
                  ? (row.attempts ?? 0)
                  : field === 'channel'
                    ? (row.channel ?? 'sms')
                    : field === 'language'
                      ? (row.language ?? 'en')
                      : row[field],
            ),
          ),
        ]),
      );
      const { rows: added } = (await insertNewStatement(db, columns)) as { rows: Record<string, unknown>[] };
      return added.map((raw) => tableRow(t.notifications, raw));
    },

    /** The messages of a timeline entry not yet sent (queued, or being sent). */
    unsentOfEvent(eventId: number): Promise<NotificationRow[]> {
      return db
        .select()
        .from(t.notifications)
        .where(and(eq(t.notifications.eventId, eventId), inArray(t.notifications.status, ['queued', 'sending'])))
        .orderBy(t.notifications.id);
    },

    async garageKnows(bookingId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: t.notifications.id })
        .from(t.notifications)
        .where(and(eq(t.notifications.bookingId, bookingId), eq(t.notifications.kind, 'garage_new_booking')));
      return row !== undefined;
    },

    async byId(id: number): Promise<NotificationRow | undefined> {
      const [row] = await db.select().from(t.notifications).where(eq(t.notifications.id, id));
      return row;
    },

    /**
     * Compare-and-swap: takes a queued row for one handover to its provider, recorded before the call
     * (status `sending`, the claim's time, one more attempt). Only one of several concurrent callers
     * gets the row, and a row being sent is never taken again (ADR 0042).
     */
    async claim(id: number, at: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(t.notifications)
        .set({ status: 'sending', attempts: sql`${t.notifications.attempts} + 1`, claimedAt: at, updatedAt: at })
        .where(and(eq(t.notifications.id, id), eq(t.notifications.status, 'queued')))
        .returning();
      return row;
    },

    /**
     * Ends the claim taken at `claimedAt` by a worker that died during the provider's call, without
     * sending again: an SMS is failed with `reason`; a WhatsApp message counts as sent when the call
     * began, for its status webhooks or the fallback to settle. False when the claim had moved on.
     */
    async settleLostHandover(id: number, claimedAt: Date, reason: string, at: Date): Promise<boolean> {
      const onWhatsApp = sql`${t.notifications.channel} = 'whatsapp'`;
      const rows = await db
        .update(t.notifications)
        .set({
          status: sql`case when ${onWhatsApp} then 'sent' else 'failed' end`,
          sentAt: sql`case when ${onWhatsApp} then ${t.notifications.claimedAt} end`,
          lastError: sql`case when ${onWhatsApp} then null else ${reason}::text end`,
          updatedAt: at,
        })
        .where(and(eq(t.notifications.id, id), eq(t.notifications.status, 'sending'), eq(t.notifications.claimedAt, claimedAt)))
        .returning({ id: t.notifications.id });
      return rows.length === 1;
    },

    /** The provider took these messages: sent, whoever holds their claims now (a message no longer being sent is left alone). */
    async markSent(sent: SentMessage[], at: Date): Promise<void> {
      if (sent.length === 0) return;
      await markSentStatement(db, {
        ids: sent.map((message) => message.id),
        providerMessageIds: sent.map((message) => message.providerMessageId),
        at: at.toISOString(),
      });
    },

    /** Ends the claim taken at `claimedAt` without sending: failed for good, or queued for the job's retry. */
    async release(id: number, claimedAt: Date, status: 'failed' | 'queued', error: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(t.notifications)
        .set({ status, lastError: error, updatedAt: at })
        .where(and(eq(t.notifications.id, id), eq(t.notifications.status, 'sending'), eq(t.notifications.claimedAt, claimedAt)))
        .returning({ id: t.notifications.id });
      return rows.length === 1;
    },

    /** A failed message queued again (attempts start over); undefined unless it was failed. */
    async requeueFailed(id: number, at: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(t.notifications)
        .set({ status: 'queued', attempts: 0, claimedAt: null, updatedAt: at })
        .where(and(eq(t.notifications.id, id), eq(t.notifications.status, 'failed')))
        .returning();
      return row;
    },

    /**
     * A status WhatsApp reported for a message still on WhatsApp, found by our id (the reference it
     * echoes) or by its wamid, applied only forward (a repeat, or `delivered` after `read`, changes
     * nothing); a failure keeps WhatsApp's reason. The id of the message it moved, if any.
     */
    async recordWhatsAppStatus(
      ref: { id: number | null; whatsappMessageId: string },
      status: WhatsAppStatus,
      error: string | null,
      at: Date,
    ): Promise<number | null> {
      const earlier = WHATSAPP_STATUS_AFTER[status];
      const [row] = await db
        .update(t.notifications)
        .set({ whatsappStatus: status, updatedAt: at, ...(status === 'failed' ? { lastError: error } : {}) })
        .where(
          and(
            ref.id === null ? eq(t.notifications.whatsappMessageId, ref.whatsappMessageId) : eq(t.notifications.id, ref.id),
            eq(t.notifications.channel, 'whatsapp'),
            earlier.length > 0
              ? or(isNull(t.notifications.whatsappStatus), inArray(t.notifications.whatsappStatus, earlier))
              : isNull(t.notifications.whatsappStatus),
          ),
        )
        .returning({ id: t.notifications.id });
      return row?.id ?? null;
    },

    /**
     * Gives up on WhatsApp for the message this worker holds (WhatsApp refused it for good): it goes
     * back to the queue as an SMS, with its attempts counted afresh. False when the claim was lost.
     */
    async fallBackClaimed(id: number, claimedAt: Date, reason: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(t.notifications)
        .set({ channel: 'sms', status: 'queued', attempts: 0, claimedAt: null, fellBackAt: at, lastError: reason, updatedAt: at })
        .where(
          and(
            eq(t.notifications.id, id),
            eq(t.notifications.channel, 'whatsapp'),
            eq(t.notifications.status, 'sending'),
            eq(t.notifications.claimedAt, claimedAt),
          ),
        )
        .returning({ id: t.notifications.id });
      return rows.length === 1;
    },

    /**
     * Gives up on WhatsApp for messages it took but did not deliver: reported failed, or neither
     * delivered nor read since before `undeliveredSince`; each goes back to the queue as an SMS, once
     * (a message is switched only while on WhatsApp). Only `ids` when given. Returns those switched.
     */
    async fallBackUndelivered(options: { ids?: number[]; undeliveredSince: Date; at: Date; limit: number }): Promise<number[]> {
      const pending = and(eq(t.notifications.channel, 'whatsapp'), eq(t.notifications.status, 'sent'));
      const undelivered = or(
        eq(t.notifications.whatsappStatus, 'failed'),
        and(or(isNull(t.notifications.whatsappStatus), eq(t.notifications.whatsappStatus, 'sent')), lt(t.notifications.sentAt, options.undeliveredSince)),
      );
      const due = db
        .select({ id: t.notifications.id })
        .from(t.notifications)
        .where(and(pending, undelivered, options.ids ? inArray(t.notifications.id, options.ids) : undefined))
        .orderBy(t.notifications.sentAt)
        .limit(options.limit);
      const rows = await db
        .update(t.notifications)
        .set({
          channel: 'sms',
          status: 'queued',
          attempts: 0,
          claimedAt: null,
          fellBackAt: options.at,
          lastError: sql`case when ${t.notifications.whatsappStatus} = 'failed' then ${t.notifications.lastError} else 'not delivered on WhatsApp in time' end`,
          updatedAt: options.at,
        })
        .where(and(inArray(t.notifications.id, due), pending, undelivered))
        .returning({ id: t.notifications.id });
      return rows.map((row) => row.id);
    },

    /** A customer who replied STOP: their messages waiting for a WhatsApp retry go by SMS instead. How many. */
    async queuedWhatsAppToSms(toPhone: string, at: Date): Promise<number> {
      const rows = await db
        .update(t.notifications)
        .set({ channel: 'sms', fellBackAt: at, lastError: 'the customer replied STOP on WhatsApp', updatedAt: at })
        .where(and(eq(t.notifications.toPhone, toPhone), eq(t.notifications.channel, 'whatsapp'), eq(t.notifications.status, 'queued')))
        .returning({ id: t.notifications.id });
      return rows.length;
    },

    async failedPage(limit: number, offset: number): Promise<{ total: number; rows: NotificationRow[] }> {
      const failed = eq(t.notifications.status, 'failed');
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(t.notifications).where(failed),
        db.select().from(t.notifications).where(failed).orderBy(desc(t.notifications.id)).limit(limit).offset(offset),
      ]);
      return { total: total!.n, rows };
    },
  };
}

export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
