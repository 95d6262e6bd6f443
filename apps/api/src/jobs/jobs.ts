import type { Executor } from '../db/client';

/**
 * The job engine as modules see it (docs/decisions: the job engine): a module defines its kinds of
 * background work and asks for work to be done later; it never imports the engine (./engine.ts), which
 * the composition root builds, starts and stops.
 */

/** One kind of background work, owned and defined by a module. */
export interface JobDefinition<T extends object = object> {
  /** Queue name: `<module>.<what>`. */
  name: string;
  run: (data: T) => Promise<void>;
  /**
   * Runs a fetched batch's jobs together, for work that is cheaper done for many at once (one read
   * for all their rows, one write for all their results). When it throws, the batch's jobs are run
   * again one by one with `run`, so a job that fails, fails alone: it must be safe to run twice.
   */
  runBatch?: (data: T[]) => Promise<void>;
  /** Cron expression (UTC) for work that recurs, e.g. every minute. */
  cron?: string;
  /** Events (see Jobs.publish) that put a job on this queue. */
  subscribesTo?: string[];
  /** Of those events, only the ones this accepts (decided when publishing, so the others cost no job). */
  onlyWhen?: (data: T) => boolean;
  /** Attempts after the first, with exponential backoff from retryDelaySeconds. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** How long one run may take before it counts as failed and is retried. */
  expireInSeconds?: number;
  /**
   * How long (seconds, 10 at least) the worker running a job may go without saying it is alive (it says
   * so twice as often): a killed worker's job is failed and retried at the engine's next look, without
   * waiting for its expiry.
   */
  heartbeatSeconds?: number;
}

export interface SendOptions {
  /** Enqueue as part of this transaction: the job exists exactly when the transaction commits. */
  tx?: Executor;
  /** A stable id (UUID) makes a second send of the same work a no-op. */
  id?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

/** What modules get: a way to ask for work to be done later, never the engine itself. */
export interface Jobs {
  send(name: string, data: object, options?: SendOptions): Promise<void>;
  /** Puts a job on every queue subscribed to `event`. */
  publish(event: string, data: object, options?: Pick<SendOptions, 'tx'>): Promise<void>;
  /** publish for several events of one kind at once: one insert per subscribed queue (ADR 25). */
  publishAll(event: string, data: object[], options?: Pick<SendOptions, 'tx'>): Promise<void>;
}
