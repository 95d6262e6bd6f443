import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { compiledStatement } from '../../db/compiled-query';
import * as t from './schema';

export type IdempotencyRow = typeof t.idempotencyKeys.$inferSelect;
/** A key: whose, for which route, and the key itself. */
export type IdempotencyId = Pick<IdempotencyRow, 'userId' | 'scope' | 'key'>;

const at = (id: IdempotencyId) => and(eq(t.idempotencyKeys.userId, id.userId), eq(t.idempotencyKeys.scope, id.scope), eq(t.idempotencyKeys.key, id.key));

/**
 * The key statements, each for a batch of requests (ADR 25): a claim before a request runs and its
 * answer after, or, in the work's own transaction (ADR 26), which keys are taken and the keys stored
 * with their answers. The keys come as parallel arrays, so one text serves any number of them.
 */
const claimStatement = compiledStatement(
  sql`insert into ${t.idempotencyKeys} (user_id, scope, key, request_hash, created_at)
      select claim.user_id, claim.scope, claim.key, claim.request_hash, ${sql.placeholder('now')}::timestamptz
      from unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('scopes')}::text[], ${sql.placeholder('keys')}::text[],
                  ${sql.placeholder('requestHashes')}::text[]) as claim(user_id, scope, key, request_hash)
      on conflict do nothing
      returning user_id, scope, key`,
);
const answerStatement = compiledStatement(
  sql`update ${t.idempotencyKeys} set status = answer.status, response = answer.response
      from unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('scopes')}::text[], ${sql.placeholder('keys')}::text[],
                  ${sql.placeholder('statuses')}::smallint[], ${sql.placeholder('responses')}::text[]) as answer(user_id, scope, key, status, response)
      where ${t.idempotencyKeys.userId} = answer.user_id and ${t.idempotencyKeys.scope} = answer.scope and ${t.idempotencyKeys.key} = answer.key`,
);

const takenStatement = compiledStatement(
  sql`select k.user_id, k.scope, k.key from ${t.idempotencyKeys} k
      join unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('scopes')}::text[], ${sql.placeholder('keys')}::text[]) as asked(user_id, scope, key)
        on k.user_id = asked.user_id and k.scope = asked.scope and k.key = asked.key`,
);
const insertAnsweredStatement = compiledStatement(
  sql`insert into ${t.idempotencyKeys} (user_id, scope, key, request_hash, status, response, created_at)
      select answered.user_id, answered.scope, answered.key, answered.request_hash, answered.status, answered.response, ${sql.placeholder('now')}::timestamptz
      from unnest(${sql.placeholder('userIds')}::int[], ${sql.placeholder('scopes')}::text[], ${sql.placeholder('keys')}::text[],
                  ${sql.placeholder('requestHashes')}::text[], ${sql.placeholder('statuses')}::smallint[], ${sql.placeholder('responses')}::text[])
           as answered(user_id, scope, key, request_hash, status, response)`,
);
export const idText = (id: IdempotencyId) => `${id.userId} ${id.scope} ${id.key}`;
const columns = (ids: IdempotencyId[]) => ({ userIds: ids.map((id) => id.userId), scopes: ids.map((id) => id.scope), keys: ids.map((id) => id.key) });

export function idempotencyRepository(db: Executor) {
  return {
    /**
     * Claims each request's key; false for a key already taken (by this request's first try or
     * another), and for a key a request before it in the list claims.
     */
    async claimAll(claims: { id: IdempotencyId; requestHash: string }[], now: Date): Promise<boolean[]> {
      const firsts = claims.filter((claim, i) => claims.findIndex((other) => idText(other.id) === idText(claim.id)) === i);
      const { rows } = (await claimStatement(db, {
        ...columns(firsts.map((claim) => claim.id)),
        requestHashes: firsts.map((claim) => claim.requestHash),
        now,
      })) as {
        rows: { user_id: number; scope: string; key: string }[];
      };
      const claimed = new Set(rows.map((row) => idText({ userId: row.user_id, scope: row.scope, key: row.key })));
      return claims.map((claim) => firsts.includes(claim) && claimed.has(idText(claim.id)));
    },

    /** Which of these keys are stored (claimed or answered). */
    async takenAmong(ids: IdempotencyId[]): Promise<Set<string>> {
      const { rows } = (await takenStatement(db, columns(ids))) as { rows: { user_id: number; scope: string; key: string }[] };
      return new Set(rows.map((row) => idText({ userId: row.user_id, scope: row.scope, key: row.key })));
    },

    /** Keys stored with their answers at once (for requests whose work and answer commit together). */
    async insertAnswered(answers: { id: IdempotencyId; requestHash: string; status: number; response: string }[], now: Date): Promise<void> {
      await insertAnsweredStatement(db, {
        ...columns(answers.map((answer) => answer.id)),
        requestHashes: answers.map((a) => a.requestHash),
        statuses: answers.map((a) => a.status),
        responses: answers.map((a) => a.response),
        now,
      });
    },

    async find(id: IdempotencyId): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(t.idempotencyKeys).where(at(id));
      return row;
    },

    async answerAll(answers: { id: IdempotencyId; status: number; response: string }[]): Promise<void> {
      await answerStatement(db, {
        ...columns(answers.map((answer) => answer.id)),
        statuses: answers.map((a) => a.status),
        responses: answers.map((a) => a.response),
      });
    },

    /** Lets the key go: the first request failed on our side, so a retry runs afresh. */
    async release(id: IdempotencyId): Promise<void> {
      await db.delete(t.idempotencyKeys).where(at(id));
    },

    /** Takes over a claim whose request never answered (its process died) since `staleBefore`. */
    async reclaimStale(id: IdempotencyId, requestHash: string, staleBefore: Date, now: Date): Promise<boolean> {
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
