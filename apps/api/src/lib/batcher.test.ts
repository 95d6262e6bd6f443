import { describe, expect, it } from 'vitest';
import { batcher, type Outcome } from './batcher';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A batch runner that records its batches and waits until released. */
function recorder() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = async (inputs: number[]): Promise<Outcome<number>[]> => {
    batches.push(inputs);
    await new Promise<void>((resolve) => releases.push(resolve));
    return inputs.map((n) => (n < 0 ? { error: new Error(`negative ${n}`) } : { value: n * 10 }));
  };
  const releaseAll = async () => {
    while (releases.length > 0) releases.shift()!();
    // The batches settle, then the next one starts in the turn after.
    await tick();
    await tick();
  };
  return { batches, run, releaseAll };
}

describe('batcher', () => {
  it('runs the calls of one turn together and gives each its own outcome', async () => {
    const r = recorder();
    const call = batcher(r.run, { maxBatch: 10, maxInFlight: 1 });
    const results = [call(1), call(-2), call(3)].map((p) =>
      p.then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await tick();
    expect(r.batches).toEqual([[1, -2, 3]]);
    await r.releaseAll();
    expect(await Promise.all(results)).toEqual([{ value: 10 }, { error: 'negative -2' }, { value: 30 }]);
  });

  it('gathers the calls made while a batch runs into the next, at most maxBatch at a time', async () => {
    const r = recorder();
    const call = batcher(r.run, { maxBatch: 2, maxInFlight: 1 });
    const all = [call(1)];
    await tick();
    all.push(call(2), call(3), call(4));
    await tick();
    expect(r.batches).toEqual([[1]]);
    await r.releaseAll();
    expect(r.batches).toEqual([[1], [2, 3]]);
    await r.releaseAll();
    expect(r.batches).toEqual([[1], [2, 3], [4]]);
    await r.releaseAll();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40]);
  });

  it('runs up to maxInFlight batches at once', async () => {
    const r = recorder();
    const call = batcher(r.run, { maxBatch: 1, maxInFlight: 2 });
    const all = [call(1), call(2), call(3)];
    await tick();
    await tick();
    expect(r.batches).toEqual([[1], [2]]);
    await r.releaseAll();
    await r.releaseAll();
    expect(await Promise.all(all)).toEqual([10, 20, 30]);
  });

  it("gives every call of a batch the batch's error when the run throws, and goes on with the next", async () => {
    let fail = true;
    const call = batcher(
      async (inputs: number[]) => {
        if (fail) throw new Error('database unreachable');
        return inputs.map((value) => ({ value }));
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    const failed = await Promise.allSettled([call(1), call(2)]);
    expect(failed.map((r) => r.status === 'rejected' && (r.reason as Error).message)).toEqual(['database unreachable', 'database unreachable']);
    fail = false;
    expect(await call(3)).toBe(3);
  });

  it('refuses a batch that gives fewer outcomes than calls', async () => {
    const call = batcher(async () => [{ value: 1 }], { maxBatch: 10, maxInFlight: 1 });
    const results = await Promise.allSettled([call(1), call(2)]);
    expect(results.every((r) => r.status === 'rejected' && /a batch of 2 gave 1 outcomes/.test((r.reason as Error).message))).toBe(true);
  });
});
