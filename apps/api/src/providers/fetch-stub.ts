import { onTestFinished } from 'vitest';

/** One request a test expects an adapter to make, and the recorded answer it gets. */
export interface ExpectedRequest {
  method: 'GET' | 'POST';
  /** The whole URL, query string included. */
  url: string;
  answer: (init: RequestInit) => Response | Promise<Response>;
}

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The body parsed as JSON (undefined when there is none). */
  json: unknown;
  signal: AbortSignal | null | undefined;
}

/**
 * A fetch for adapter tests (tests only: it registers a check with the running test). It answers
 * exactly the expected requests, in order. Anything else fails the test when it ends, even if the
 * adapter caught the error and turned it into a "network" failure; so does an expected request that
 * never came.
 */
export function strictFetch(...expected: ExpectedRequest[]) {
  const queue = [...expected];
  const seen: SeenRequest[] = [];
  const unexpected: string[] = [];
  onTestFinished(() => {
    if (unexpected.length > 0) throw new Error(`unexpected requests:\n  ${unexpected.join('\n  ')}`);
    if (queue.length > 0) throw new Error(`requests never made:\n  ${queue.map((r) => `${r.method} ${r.url}`).join('\n  ')}`);
  });
  const impl = async (input: URL | string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = new URL(input);
    const next = queue[0];
    if (!next || next.method !== method || next.url !== url.toString()) {
      unexpected.push(`${method} ${url.toString()}${next ? ` (expected ${next.method} ${next.url})` : ''}`);
      throw new Error(`strictFetch: unexpected request ${method} ${url.toString()}`);
    }
    queue.shift();
    seen.push({
      method,
      url,
      headers: new Headers(init.headers),
      json: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal,
    });
    return next.answer(init);
  };
  return { fetch: impl as typeof fetch, seen };
}

/** A recorded JSON answer (a fixture's text, or a value to serialise). */
export const jsonAnswer =
  (body: unknown, status = 200) =>
  (): Response =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A request that never gets an answer: it rejects when the adapter's time-out aborts it. */
export const noAnswer = (init: RequestInit): Promise<Response> =>
  new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

/** The connection fails before any answer (DNS, refused, reset). */
export const networkFailure = (): Promise<Response> => Promise.reject(new TypeError('fetch failed'));
