/**
 * Group commit for one kind of work: calls made while a batch is in flight (or in the same turn of the
 * event loop) wait and then run together, as one batch. Under load each round trip and commit then
 * serves many requests (ADR 25); a call that finds nothing running starts its batch in the next turn,
 * so a lone request waits for nothing.
 */

/** What a batch gives each of its calls: a value, or the error that call alone gets. */
export type Outcome<O> = { value: O } | { error: unknown };

export interface BatcherOptions {
  /** Calls in one batch at most; the rest wait for the next. */
  maxBatch: number;
  /** Batches running at once at most (each holds a database connection while it runs). */
  maxInFlight: number;
}

/**
 * Turns `run`, which does a batch of calls' work and gives an outcome per call in their order, into a
 * function of one call. When `run` itself throws, every call of that batch gets its error.
 */
export function batcher<I, O>(run: (inputs: I[]) => Promise<Outcome<O>[]>, options: BatcherOptions): (input: I) => Promise<O> {
  type Waiting = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled || queue.length === 0 || inFlight >= options.maxInFlight) return;
    scheduled = true;
    setImmediate(flush);
  }

  function flush() {
    scheduled = false;
    const batch = queue.slice(0, options.maxBatch);
    queue = queue.slice(batch.length);
    inFlight++;
    void settle(batch).finally(() => {
      inFlight--;
      schedule();
    });
    schedule();
  }

  async function settle(batch: Waiting[]) {
    try {
      const outcomes = await run(batch.map((waiting) => waiting.input));
      if (outcomes.length !== batch.length) throw new Error(`a batch of ${batch.length} gave ${outcomes.length} outcomes`);
      batch.forEach((waiting, i) => {
        const outcome = outcomes[i]!;
        if ('error' in outcome) waiting.reject(outcome.error);
        else waiting.resolve(outcome.value);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      schedule();
    });
}

/** The outcome of a promise, as a batch gives it. */
export async function outcomeOf<O>(promise: Promise<O>): Promise<Outcome<O>> {
  try {
    return { value: await promise };
  } catch (error) {
    return { error };
  }
}
