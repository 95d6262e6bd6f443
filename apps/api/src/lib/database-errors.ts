/** PostgreSQL's error codes, found on the error or the driver error it wraps (drizzle wraps them). */
function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** A unique index refused the row: someone else (or an earlier try) got there first. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/**
 * The database refused a statement of a transaction (a constraint, a deadlock, a bad value): the
 * transaction was rolled back, so its work can be tried again. Not a failure of the connection
 * itself, after which a commit may or may not have happened.
 */
export const isRefusedStatement = (error: unknown) => {
  const code = sqlState(error);
  return code !== undefined && !isDatabaseUnavailable(error);
};

/** Connection-level failures: the database is down or unreachable, not the query wrong. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

/**
 * True when the error means "no database right now": a refused or broken connection, the server
 * shutting down or starting (57P01–57P03), a connection exception (class 08), or the pool giving up.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_CODES.has(code) || /^57P0[123]$/.test(code) || /^08/.test(code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(e.message)
    )
      return true;
  }
  return false;
}

/**
 * Runs `attempt` until it succeeds, waiting 0.5 s, 1 s, 2 s … (at most 5 s) between tries, while the
 * failures mean the database is unreachable and `timeoutMs` has not passed; then gives up with the error.
 */
export async function whenDatabaseReachable<T>(
  attempt: () => Promise<T>,
  options: { timeoutMs: number; onRetry: (error: unknown, waitMs: number) => void; now?: () => number },
): Promise<T> {
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  for (let wait = 500; ; wait = Math.min(wait * 2, 5000)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || now() + wait > deadline) throw error;
      options.onRetry(error, wait);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
