import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type IdempotencyRow = typeof t.idempotencyKeys.$inferSelect;
type Id = Pick<IdempotencyRow, 'userId' | 'scope' | 'key'>;

const at = (id: Id) => and(eq(t.idempotencyKeys.userId, id.userId), eq(t.idempotencyKeys.scope, id.scope), eq(t.idempotencyKeys.key, id.key));

export function idempotencyRepository(db: Executor) {
  return {
    /** Claims the key for this request; false when it is already taken (by this request's first try or another). */
    async claim(id: Id, requestHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(t.idempotencyKeys)
        .values({ ...id, requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: t.idempotencyKeys.key });
      return rows.length > 0;
    },

    async find(id: Id): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(t.idempotencyKeys).where(at(id));
      return row;
    },

    async answer(id: Id, status: number, response: string): Promise<void> {
      await db.update(t.idempotencyKeys).set({ status, response }).where(at(id));
    },

    /** Lets the key go: the first request failed on our side, so a retry runs afresh. */
    async release(id: Id): Promise<void> {
      await db.delete(t.idempotencyKeys).where(at(id));
    },

    /** Takes over a claim whose request never answered (its process died) since `staleBefore`. */
    async reclaimStale(id: Id, requestHash: string, staleBefore: Date, now: Date): Promise<boolean> {
      const rows = await db
        .update(t.idempotencyKeys)
        .set({ createdAt: now })
        .where(and(at(id), isNull(t.idempotencyKeys.status), eq(t.idempotencyKeys.requestHash, requestHash), lt(t.idempotencyKeys.createdAt, staleBefore)))
        .returning({ key: t.idempotencyKeys.key });
      return rows.length > 0;
    },

    async deleteOlderThan(before: Date): Promise<number> {
      const rows = await db.delete(t.idempotencyKeys).where(lt(t.idempotencyKeys.createdAt, before)).returning({ key: t.idempotencyKeys.key });
      return rows.length;
    },
  };
}
