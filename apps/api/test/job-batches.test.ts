import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createJobEngine, WORK_BATCH } from '../src/jobs/engine';
import type { JobDefinition } from '../src/jobs/jobs';
import { createTestDatabase, testDbKind } from './database';

/** A definition's runBatch takes a fetched batch at once; when it throws, the batch's jobs run one by one, and a bad one fails alone. */
describe(`job batches (${testDbKind})`, () => {
  let database: Database;
  const quiet = { error: () => {}, info: () => {} };

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  /** A queue that records how its jobs were run; `failing` makes every batch throw, and `run` throw for that job. */
  function recordingQueue(name: string, failing?: number) {
    const batches: number[][] = [];
    const single: number[] = [];
    const definition: JobDefinition<{ n: number }> = {
      name,
      retryLimit: 0,
      run: async ({ n }) => {
        single.push(n);
        if (n === failing) throw new Error(`job ${n} cannot run`);
      },
      runBatch: async (jobs) => {
        batches.push(jobs.map((job) => job.n).sort((a, b) => a - b));
        if (failing !== undefined) throw new Error('the batch failed');
      },
    };
    return { definition, batches, single };
  }

  async function engineWith(definition: JobDefinition<{ n: number }>, work: boolean) {
    const engine = createJobEngine(database, { log: quiet, work, pollingIntervalSeconds: 0.5 });
    engine.register(definition);
    await engine.start();
    return engine;
  }

  it('gives the jobs fetched at once to runBatch together', async () => {
    const queue = recordingQueue('test.batch-together');
    const engine = await engineWith(queue.definition, false);
    try {
      for (let n = 1; n <= 5; n++) await engine.jobs.send(queue.definition.name, { n });
      expect(await engine.drain(queue.definition.name)).toBe(5);
      expect(queue.batches).toEqual([[1, 2, 3, 4, 5]]);
      expect(queue.single).toEqual([]);
      expect(await engine.drain(queue.definition.name)).toBe(0);
    } finally {
      await engine.stop();
    }
  });

  it('runs a failed batch’s jobs one by one: the others complete, the bad one fails alone', async () => {
    const queue = recordingQueue('test.batch-fallback', 3);
    const engine = await engineWith(queue.definition, false);
    try {
      for (let n = 1; n <= 4; n++) await engine.jobs.send(queue.definition.name, { n });
      expect(await engine.drain(queue.definition.name)).toBe(3);
      expect(queue.batches).toEqual([[1, 2, 3, 4]]);
      expect([...queue.single].sort()).toEqual([1, 2, 3, 4]);
      // The failed job has no retries left, so nothing runs again.
      expect(await engine.drain(queue.definition.name)).toBe(0);
    } finally {
      await engine.stop();
    }
  });

  it(`a polling worker hands runBatch what it fetched, up to ${WORK_BATCH} at a time`, async () => {
    const queue = recordingQueue('test.batch-worker');
    const sender = await engineWith(queue.definition, false);
    const total = WORK_BATCH + 2;
    for (let n = 1; n <= total; n++) await sender.jobs.send(queue.definition.name, { n });
    await sender.stop();
    const worker = await engineWith(queue.definition, true);
    try {
      for (let i = 0; i < 50 && queue.batches.flat().length < total; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(queue.batches.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
      expect(queue.batches[0]).toHaveLength(WORK_BATCH);
      expect(queue.single).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});
