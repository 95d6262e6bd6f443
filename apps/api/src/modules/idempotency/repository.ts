import { and, eq, isNull, lt, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bare, compiledQuery } from '../../db/compiled-query';
import * as t from './schema';

export type IdempotencyRow = typeof t.idempotencyKeys.$inferSelect;
type Id = Pick<IdempotencyRow, 'userId' | 'scope' | 'key'>;

const at = (id: Id | { [K in keyof Id]: Placeholder }) => and(eq(t.idempotencyKeys.userId, id.userId), eq(t.idempotencyKeys.scope, id.scope), eq(t.idempotencyKeys.key, id.key));

/** The two statements of every request that carries a key, built once. */
const claimQuery = compiledQuery((qb) =>
  qb
    .insert(t.idempotencyKeys)
    .values({ userId: bare('userId'), scope: bare('scope'), key: bare('key'), requestHash: bare('requestHash'), createdAt: bare('now') })
    .onConflictDoNothing()
    .returning({ key: t.idempotencyKeys.key }),
);
const answerQuery = compiledQuery((qb) =>
  qb
    .update(t.idempotencyKeys)
    .set({ status: bare('status'), response: bare('response') })
    .where(at({ userId: sql.placeholder('userId'), scope: sql.placeholder('scope'), key: sql.placeholder('key') })),
);

export function idempotencyRepository(db: Executor) {
  return {
    /** Claims the key for this request; false when it is already taken (by this request's first try or another). */
    async claim(id: Id, requestHash: string, now: Date): Promise<boolean> {
      const rows = await claimQuery(db, { ...id, requestHash, now });
      return rows.length > 0;
    },

    async find(id: Id): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(t.idempotencyKeys).where(at(id));
      return row;
    },

    async answer(id: Id, status: number, response: string): Promise<void> {
      await answerQuery(db, { ...id, status, response });
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
