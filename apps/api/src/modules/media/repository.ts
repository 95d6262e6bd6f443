import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

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

    pendingOlderThan: (at: Date, limit: number): Promise<MediaRow[]> =>
      db
        .select()
        .from(t.media)
        .where(and(eq(t.media.status, 'pending'), lt(t.media.createdAt, at)))
        .limit(limit),
  };
}
