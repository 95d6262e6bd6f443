import { createHash } from 'node:crypto';
import type { Db, Executor } from '../../db/client';
import type { JobDefinition } from '../../jobs/jobs';
import { batcher } from '../../lib/batcher';
import { AppError } from '../../lib/errors';
import { type IdempotencyId, type IdempotencyRow, idempotencyRepository, idText } from './repository';

/** Keys are kept two days, so a retry within the promised 24 hours always finds its first answer. */
const KEEP_MS = 48 * 3600_000;
/** A claim unanswered this long belongs to a request whose process died: a retry may run it again. */
const ABANDONED_AFTER_MS = 60_000;

export const IDEMPOTENCY_MESSAGES = {
  reused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

/**
 * A key another request holds: the in-progress 409. Thrown inside a transaction that checks its keys
 * itself (unusedAll) when one is used: the transaction rolls back, and the caller gives the first
 * answer (replayOf); left uncaught it is the truth too, when no first answer can be found.
 */
export class KeyAlreadyUsed extends AppError {
  constructor() {
    super(409, 'IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress, undefined, { 'retry-after': '1' });
  }
}

export const CLEAN_KEYS_JOB = 'idempotency.clean';

/** A request's key and the fingerprint of what it asked (requestHash). */
export interface KeyedRequest {
  id: IdempotencyId;
  requestHash: string;
}
/** A first answer, given again to a retry. */
export interface Replay {
  status: number;
  response: string;
}
/** A batch of claims or answers: at most this many, four batches at once (ADR 25). */
const BATCHES = { maxBatch: 100, maxInFlight: 4 };

export type Outcome = { kind: 'run' } | ({ kind: 'replay' } & Replay);

/** A fingerprint of what was asked: the same key must come with the same method, route and body. */
export function requestHash(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

export function idempotencyService(db: Db, deps: { now: () => number }) {
  const repo = idempotencyRepository(db);
  const now = () => new Date(deps.now());

  /** A stored key's first answer for a request with this fingerprint; null while it has none. */
  function answerOf(row: IdempotencyRow, hash: string): Replay | null {
    if (row.requestHash !== hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
    return row.status !== null && row.response !== null ? { status: row.status, response: row.response } : null;
  }

  // Every request that carries a key claims it before it runs and answers it after: those two writes
  // are batched across concurrent requests (ADR 25).
  const claim = batcher(
    async (claims: { id: IdempotencyId; requestHash: string }[]) => (await repo.claimAll(claims, now())).map((value) => ({ value })),
    BATCHES,
  );
  const answer = batcher(async (answers: { id: IdempotencyId; status: number; response: string }[]) => {
    await repo.answerAll(answers);
    return answers.map(() => ({ value: undefined }));
  }, BATCHES);

  return {
    /** Decides whether a request runs (and owns the key) or gets the first request's answer again. */
    async begin(id: IdempotencyId, hash: string): Promise<Outcome> {
      if (await claim({ id, requestHash: hash })) return { kind: 'run' };
      const row = await repo.find(id);
      // Gone between the two reads: its first request failed on our side and let it go.
      if (!row) {
        if (await claim({ id, requestHash: hash })) return { kind: 'run' };
        throw new KeyAlreadyUsed();
      }
      const replay = answerOf(row, hash);
      if (replay) return { kind: 'replay', ...replay };
      if (await repo.reclaimStale(id, hash, new Date(deps.now() - ABANDONED_AFTER_MS), now())) return { kind: 'run' };
      throw new KeyAlreadyUsed();
    },

    /** Keeps the answer for retries; a failure on our side (5xx) lets the key go instead. */
    async finish(id: IdempotencyId, status: number, response: string): Promise<void> {
      if (status >= 500) await repo.release(id);
      else await answer({ id, status, response });
    },

    /**
     * For work that claims and answers its keys in its own transaction, so that key, work and answer
     * commit together or not at all (ADR 26), under a lock that keeps other work with the same keys
     * out until it commits: whether each request's key is unused (its request may run).
     */
    async unusedAll(tx: Executor, requests: KeyedRequest[]): Promise<boolean[]> {
      const taken = await idempotencyRepository(tx).takenAmong(requests.map((request) => request.id));
      return requests.map((request) => !taken.has(idText(request.id)));
    },

    /** In that transaction: stores the keys of the requests that took effect, with their answers. */
    async keepAll(tx: Executor, answers: ({ request: KeyedRequest } & Replay)[]): Promise<void> {
      if (answers.length === 0) return;
      await idempotencyRepository(tx).insertAnswered(
        answers.map(({ request, status, response }) => ({ id: request.id, requestHash: request.requestHash, status, response })),
        now(),
      );
    },

    /** The first answer for a request whose key is already stored; null when the key is free; 422 for another request's key, 409 while it has no answer. */
    async replayOf(request: KeyedRequest): Promise<Replay | null> {
      const row = await repo.find(request.id);
      if (!row) return null;
      const replay = answerOf(row, request.requestHash);
      if (!replay) throw new KeyAlreadyUsed();
      return replay;
    },

    jobs: (): JobDefinition<never>[] => [
      { name: CLEAN_KEYS_JOB, cron: '17 * * * *', retryLimit: 1, run: async () => void (await repo.deleteOlderThan(new Date(deps.now() - KEEP_MS))) },
    ],
  };
}

export type IdempotencyService = ReturnType<typeof idempotencyService>;
