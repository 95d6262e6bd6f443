import { describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation, whenDatabaseReachable } from './database-errors';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('database errors', () => {
  it('tells an unreachable database from a bad query, through wrapping errors', () => {
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isUniqueViolation(new Error('Failed query', { cause: Object.assign(new Error('dup'), { code: '23505' }) }))).toBe(true);
  });

  it('retries start-up while the database is unreachable, with growing waits, then succeeds', async () => {
    vi.useFakeTimers();
    try {
      const attempt = vi.fn().mockRejectedValueOnce(refused).mockRejectedValueOnce(refused).mockResolvedValue('ready');
      const waits: number[] = [];
      const result = whenDatabaseReachable(attempt, { timeoutMs: 60_000, onRetry: (_e, ms) => waits.push(ms), now: () => Date.now() });
      await vi.runAllTimersAsync();
      expect(await result).toBe('ready');
      expect(waits).toEqual([500, 1000]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up after the time allowed, and at once on other errors', async () => {
    let clock = 0;
    const never = () => Promise.reject(refused);
    await expect(whenDatabaseReachable(never, { timeoutMs: 0, onRetry: () => {}, now: () => clock })).rejects.toBe(refused);
    const bad = new Error('relation "nope" does not exist');
    await expect(whenDatabaseReachable(() => Promise.reject(bad), { timeoutMs: 60_000, onRetry: () => (clock += 1), now: () => clock })).rejects.toBe(bad);
    expect(clock).toBe(0);
  });
});
