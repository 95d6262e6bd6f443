import { type ConstructorOptions, fromPglite, type Job, type JobResult, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import { runText } from '../db/compiled-query';
import type { JobDefinition, Jobs, SendOptions } from './jobs';

/**
 * Background work runs as jobs on pg-boss, a queue kept in PostgreSQL's own tables (schema `pgboss`):
 * the same engine on the embedded PGlite and on a PostgreSQL server (docs/decisions: the job engine).
 * A job is fetched by exactly one worker (SELECT … FOR UPDATE SKIP LOCKED), so it runs once however
 * many instances poll; a scheduled job is created once per tick across instances. Modules see only
 * the interface in ./jobs.ts; this file is the composition root's.
 */

const SCHEMA = 'pgboss';
/**
 * Jobs a worker fetches at once for a queue that runs its batches together (runBatch). A fetch, its
 * completion and a batch's reads and writes cost about the same for one job as for many, so the CPU
 * per job falls as the batch grows (bench/RESULTS.md, "Measurements behind constants in the code").
 */
export const WORK_BATCH = 200;
/**
 * Jobs a worker fetches at once for a queue whose jobs run one after another: each waits for those
 * before it in its batch, so a batch must end within a job's expiry even when every job waits its
 * longest (five SMS sends that each time out after 8 s end well within a send job's 60 s).
 */
export const ONE_BY_ONE_BATCH = 5;

function bossOptions(database: Database): ConstructorOptions {
  const base = { schema: SCHEMA, application_name: 'carseva-jobs' };
  if (database.connection.kind === 'pglite') return { ...base, backend: 'pglite', db: fromPglite(database.connection.client) };
  return { ...base, connectionString: database.connection.url, max: 4 };
}

const batchSizeOf = (definition: JobDefinition) => (definition.runBatch ? WORK_BATCH : ONE_BY_ONE_BATCH);

const sendOptions = (options: SendOptions = {}) => ({
  // Its statements run as pg-boss wrote them, on the transaction's connection (both drivers' results carry `rows`).
  ...(options.tx ? { db: { executeSql: (text: string, values?: unknown[]) => runText(options.tx!, text, values) as Promise<{ rows: unknown[] }> } } : {}),
  ...(options.id ? { id: options.id } : {}),
  ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
});

/** Creates or upgrades the engine's tables; part of preparing a database, under its start-up lock. */
export async function installJobEngine(database: Database): Promise<void> {
  const boss = new PgBoss({ ...bossOptions(database), supervise: false, schedule: false });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: database.connection.kind !== 'pglite' });
}

export interface JobEngineOptions {
  log: { error: (fields: object, message: string) => void; info: (fields: object, message: string) => void };
  /** Poll the queues and create scheduled jobs in this process. */
  work: boolean;
  pollingIntervalSeconds?: number;
  /**
   * How often a working process looks for jobs whose worker died (heartbeat stopped) or overran their
   * expiry, to fail and retry them (pg-boss's supervise and monitor passes; its default is a minute).
   */
  monitorIntervalSeconds?: number;
}

/** A dead worker's jobs are noticed within this once their heartbeat is overdue. */
const MONITOR_INTERVAL_SECONDS = 10;

export function createJobEngine(database: Database, options: JobEngineOptions) {
  const monitorSeconds = options.monitorIntervalSeconds ?? MONITOR_INTERVAL_SECONDS;
  const boss = new PgBoss({
    ...bossOptions(database),
    supervise: options.work,
    schedule: options.work,
    superviseIntervalSeconds: monitorSeconds,
    monitorIntervalSeconds: monitorSeconds,
  });
  boss.on('error', (err: unknown) => options.log.error({ err }, 'job engine error'));
  const definitions = new Map<string, JobDefinition>();
  let started = false;

  const jobs: Jobs = {
    async send(name, data, send) {
      await boss.send(name, data, sendOptions(send));
    },
    // Subscriptions are declared in code (JobDefinition.subscribesTo), the same in every process, so
    // publishing is a send to each subscribed queue, inside the caller's transaction when given. (The
    // engine's own publish reads its subscription table on a separate connection, which on the
    // single-connection PGlite would wait behind that very transaction.)
    async publish(event, data, send) {
      for (const def of definitions.values()) {
        if (def.subscribesTo?.includes(event) && (def.onlyWhen?.(data) ?? true)) await boss.send(def.name, data, sendOptions(send));
      }
    },
    async publishAll(event, data, send) {
      for (const def of definitions.values()) {
        const accepted = def.subscribesTo?.includes(event) ? data.filter((one) => def.onlyWhen?.(one) ?? true) : [];
        if (accepted.length > 0)
          await boss.insert(
            def.name,
            accepted.map((one) => ({ data: one })),
            sendOptions(send),
          );
      }
    },
  };

  async function runOne(definition: JobDefinition, job: Job<unknown>): Promise<void> {
    try {
      await definition.run(job.data as object);
    } catch (err) {
      options.log.error({ err, job: job.id, queue: definition.name, retry: job.retryCount }, 'job failed; the engine retries it with backoff');
      throw err;
    }
  }

  /** Runs a fetched batch: together when the definition can, else (or when that fails) each job on its own; each job's outcome. */
  async function runBatch(definition: JobDefinition, batch: Job<unknown>[]): Promise<JobResult[]> {
    if (definition.runBatch && batch.length > 1) {
      try {
        await definition.runBatch(batch.map((job) => job.data as object));
        return batch.map((job) => ({ id: job.id, status: 'completed' }));
      } catch (err) {
        options.log.error({ err, queue: definition.name, jobs: batch.length }, 'batch failed; its jobs run again one by one');
      }
    }
    const results: JobResult[] = [];
    for (const job of batch) {
      try {
        await runOne(definition, job);
        results.push({ id: job.id, status: 'completed' });
      } catch (err) {
        results.push({ id: job.id, status: 'failed', output: { message: (err as Error).message } });
      }
    }
    return results;
  }

  return {
    jobs,

    /** Declares a module's jobs; call before start(). */
    register(...defs: JobDefinition<never>[]) {
      for (const def of defs as JobDefinition[]) definitions.set(def.name, def);
    },

    async start(): Promise<void> {
      await boss.start();
      started = true;
      for (const def of definitions.values()) {
        const queue = {
          retryLimit: def.retryLimit ?? 5,
          retryDelay: def.retryDelaySeconds ?? 10,
          retryBackoff: true,
          expireInSeconds: def.expireInSeconds ?? 300,
          ...(def.heartbeatSeconds ? { heartbeatSeconds: def.heartbeatSeconds } : {}),
          // Finished jobs are kept a week, for the record.
          deleteAfterSeconds: 7 * 24 * 3600,
        };
        // Creating leaves a queue that exists as it was; the update brings it to what the code says now.
        await boss.createQueue(def.name, queue);
        await boss.updateQueue(def.name, queue);
        if (def.cron) await boss.schedule(def.name, def.cron, {}, { tz: 'UTC' });
        if (options.work) {
          // Up to a batch of jobs a fetch, each settled on its own (one failing job is retried alone), fetching
          // again at once while batches come back full, so a backlog drains without waiting to poll.
          await boss.work(
            def.name,
            { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: batchSizeOf(def), burstWhenBatchFull: true, perJobResults: true },
            (batch) => runBatch(def, batch),
          );
        }
      }
      if (options.work) options.log.info({ queues: [...definitions.keys()] }, 'worker started');
    },

    /**
     * Runs every job that is due now on the named queues (all when none are named), including jobs
     * those jobs create, until the queues are empty. For tests and tools: the same fetch a worker does.
     * Returns how many ran.
     */
    async drain(...names: string[]): Promise<number> {
      let ran = 0;
      for (let pass = 0; pass < 20; pass++) {
        let found = 0;
        for (const name of names.length > 0 ? names : [...definitions.keys()]) {
          const def = definitions.get(name);
          if (!def) throw new Error(`no job named ${name}`);
          const batch = await boss.fetch(name, { batchSize: batchSizeOf(def) });
          found += batch.length;
          for (const result of await runBatch(def, batch)) {
            if (result.status === 'completed') {
              await boss.complete(name, result.id);
              ran++;
            } else {
              await boss.fail(name, result.id, result.output);
            }
          }
        }
        if (found === 0) break;
      }
      return ran;
    },

    /** What a tick of the schedule does, now: queues one run of each named scheduled job, then drains. */
    async runNow(...names: string[]): Promise<number> {
      for (const name of names) if (definitions.get(name)?.cron) await boss.send(name, {});
      return this.drain(...names);
    },

    async stop(): Promise<void> {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 10_000, close: database.connection.kind !== 'pglite' });
    },
  };
}

export type JobEngine = ReturnType<typeof createJobEngine>;
