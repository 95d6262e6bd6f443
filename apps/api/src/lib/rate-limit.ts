import { Redis } from 'ioredis';
import { type Message, serviceUnavailable, tooManyRequests } from './errors';
import { say, type Text } from './i18n';

/**
 * Fixed-window hit counters. A window opens at a key's first hit and lasts `windowMs`; every hit in it
 * is counted. In-process by default; Redis when several API instances must share them.
 */
export interface RateCounters {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  close(): Promise<void>;
}

export interface RateLimit {
  key: string;
  max: number;
  windowMs: number;
  /** The refusal in words, given the seconds until the window resets. */
  message: (retryAfterSeconds: number) => Message;
}

/** Counts a hit on each limit in turn; the first one over its maximum refuses with 429 and Retry-After. */
export async function enforceLimits(counters: RateCounters, limits: RateLimit[]): Promise<void> {
  for (const limit of limits) {
    // Without its counters the API cannot tell abuse from use; it refuses briefly rather than fail open.
    const { count, resetInMs } = await counters.hit(limit.key, limit.windowMs).catch(() => {
      throw serviceUnavailable(say('errors.limits.unavailable'), 'LIMITS_UNAVAILABLE');
    });
    if (count > limit.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil(resetInMs / 1000));
      throw tooManyRequests(limit.message(retryAfterSeconds), retryAfterSeconds);
    }
  }
}

/** How long to wait, to be said in the request's language ("30 seconds", "9 minutes", "3 hours" in English). */
export function waitText(seconds: number): Text {
  if (seconds < 90) return say('errors.wait.seconds', { count: seconds });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return say('errors.wait.minutes', { count: minutes });
  return say('errors.wait.hours', { count: Math.ceil(minutes / 60) });
}

/** Expired windows are swept once the map grows past this, so idle keys do not pile up. */
const SWEEP_AT_SIZE = 10_000;

export function memoryCounters(now: () => number = Date.now): RateCounters {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      if (windows.size >= SWEEP_AT_SIZE) sweep(at);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - at };
    },
    async close() {
      windows.clear();
    },
  };
}

/** INCR and the window's expiry in one atomic step, so concurrent instances never lose a hit or an expiry. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

export function redisCounters(url: string, keyPrefix = 'carseva:rate:'): RateCounters {
  const redis = new Redis(url, { keyPrefix, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Connection trouble is reported through the failing hit; the client reconnects on its own.
  redis.on('error', () => {});
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl };
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
