import { and, count, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { asParameter, compiledStatement, tableRow } from '../../db/compiled-query';
import * as t from './schema';

export type NotificationRow = typeof t.notifications.$inferSelect;
export type NewNotification = Omit<typeof t.notifications.$inferInsert, 'id' | 'providerMessageId' | 'sentAt'>;

/** What the provider said of a message it took. */
export interface SentMessage {
  id: number;
  providerMessageId: string | null;
}

/** Every message sent ends here; a job's first attempts are marked together. */
const markSentStatement = compiledStatement(
  sql`update ${t.notifications}
      set status = 'sent', provider_message_id = sent.provider_message_id, last_error = null, sent_at = ${sql.placeholder('at')}::timestamptz,
          updated_at = ${sql.placeholder('at')}::timestamptz
      from unnest(${sql.placeholder('ids')}::int[], ${sql.placeholder('providerMessageIds')}::text[]) as sent(id, provider_message_id)
      where ${t.notifications.id} = sent.id and ${t.notifications.status} = 'sending'`,
);

/** What a new message is written with, every column but those the database fills in or a send sets later. */
const NEW_FIELDS = ['eventId', 'bookingId', 'recipient', 'kind', 'toPhone', 'vars', 'body', 'status', 'attempts', 'lastError', 'claimedAt', 'createdAt', 'updatedAt'] as const;
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
        NEW_FIELDS.map((field) => [field, rows.map((row) => asParameter(field === 'vars' ? JSON.stringify(row.vars) : field === 'attempts' ? (row.attempts ?? 0) : row[field]))]),
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
     * Compare-and-swap: takes the row for one send if it is queued, or `sending` under a claim older
     * than `staleBefore` (its worker died). Only one of several concurrent callers gets the row.
     */
    async claim(id: number, at: Date, staleBefore: Date): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(t.notifications)
        .set({ status: 'sending', attempts: sql`${t.notifications.attempts} + 1`, claimedAt: at, updatedAt: at })
        .where(
          and(
            eq(t.notifications.id, id),
            or(eq(t.notifications.status, 'queued'), and(eq(t.notifications.status, 'sending'), lt(t.notifications.claimedAt, staleBefore))),
          ),
        )
        .returning();
      return row;
    },

    /** The provider took these messages: sent, whoever holds their claims now (a message no longer being sent is left alone). */
    async markSent(sent: SentMessage[], at: Date): Promise<void> {
      if (sent.length === 0) return;
      await markSentStatement(db, { ids: sent.map((message) => message.id), providerMessageIds: sent.map((message) => message.providerMessageId), at: at.toISOString() });
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
