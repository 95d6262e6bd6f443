import { and, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

/** The advisory-lock namespace of per-uploader locks (any constant; the same in every instance). */
const UPLOADER_LOCK = 0x6d656469; // 'medi'

export type MediaRow = typeof t.media.$inferSelect;
export type NewMedia = typeof t.media.$inferInsert;

export function mediaRepository(db: Executor) {
  return {
    /** The new row, or undefined when a photo with this id already exists. */
    async insert(row: NewMedia): Promise<MediaRow | undefined> {
      const [inserted] = await db.insert(t.media).values(row).onConflictDoNothing({ target: t.media.id }).returning();
      return inserted;
    },

    async byId(id: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(t.media).where(eq(t.media.id, id));
      return row;
    },

    byIds: (ids: readonly string[]): Promise<MediaRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(t.media)
            .where(inArray(t.media.id, [...ids])),

    /** Pending → ready, once: the row, or undefined when it was not pending (already ready, or gone). */
    async markReady(id: string, size: { width: number; height: number }, at: Date): Promise<MediaRow | undefined> {
      const [row] = await db
        .update(t.media)
        .set({ status: 'ready', width: size.width, height: size.height, readyAt: at })
        .where(and(eq(t.media.id, id), eq(t.media.status, 'pending')))
        .returning();
      return row;
    },

    /** Removes a photo that is still pending; false when it was not (it became ready meanwhile). */
    async deletePending(id: string): Promise<boolean> {
      const rows = await db
        .delete(t.media)
        .where(and(eq(t.media.id, id), eq(t.media.status, 'pending')))
        .returning({ id: t.media.id });
      return rows.length > 0;
    },

    /** Until the transaction ends, this uploader's other slot requests wait (so two cannot both fit the last room). */
    async lockUploader(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${UPLOADER_LOCK}, ${userId})`);
    },

    /** Uploads in flight for an uploader or a booking: pending slots opened after `since`, their declared bytes, and when the oldest opened. */
    async inFlight(scope: { uploadedBy: number } | { bookingId: number }, since: Date): Promise<{ slots: number; bytes: number; oldest: Date | null }> {
      const owner = 'uploadedBy' in scope ? eq(t.media.uploadedBy, scope.uploadedBy) : eq(t.media.bookingId, scope.bookingId);
      const [row] = await db
        .select({
          slots: sql<number>`count(*)::int`,
          bytes: sql<number>`coalesce(sum(${t.media.bytes}), 0)::bigint`,
          oldest: sql<string | null>`min(${t.media.createdAt})`,
        })
        .from(t.media)
        .where(and(owner, eq(t.media.status, 'pending'), gt(t.media.createdAt, since)));
      return { slots: Number(row?.slots ?? 0), bytes: Number(row?.bytes ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** A pending slot opened again (its link re-signed from now): it counts as in flight anew. */
    async reopen(id: string, at: Date): Promise<MediaRow | undefined> {
      const [row] = await db
        .update(t.media)
        .set({ createdAt: at })
        .where(and(eq(t.media.id, id), eq(t.media.status, 'pending')))
        .returning();
      return row;
    },

    /** The pending photo uploading to this key, if any. */
    async pendingAt(originalKey: string): Promise<MediaRow | undefined> {
      const [row] = await db
        .select()
        .from(t.media)
        .where(and(eq(t.media.originalKey, originalKey), eq(t.media.status, 'pending')));
      return row;
    },

    /** Of these storage keys, those a photo owns: a pending photo's upload, or any photo's served file. */
    async ownedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ originalKey: t.media.originalKey, servedKey: t.media.servedKey, status: t.media.status })
        .from(t.media)
        .where(or(inArray(t.media.originalKey, [...keys]), inArray(t.media.servedKey, [...keys])));
      return new Set(rows.flatMap((row) => (row.status === 'pending' ? [row.originalKey, row.servedKey] : [row.servedKey])));
    },

    /** Ready photos whose slot opened between `from` and `to`: where a late PUT to their upload link may have left a file. */
    readyOpenedBetween: (from: Date, to: Date, limit: number): Promise<MediaRow[]> =>
      db
        .select()
        .from(t.media)
        .where(and(eq(t.media.status, 'ready'), gt(t.media.createdAt, from), lte(t.media.createdAt, to)))
        .limit(limit),

    pendingOlderThan: (at: Date, limit: number): Promise<MediaRow[]> =>
      db
        .select()
        .from(t.media)
        .where(and(eq(t.media.status, 'pending'), lt(t.media.createdAt, at)))
        .limit(limit),
  };
}
