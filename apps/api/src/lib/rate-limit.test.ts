import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRedis, testRedisAvailable } from '../../test/redis-server';
import { AppError } from './errors';
import { translate } from './i18n';
import { enforceLimits, memoryCounters, redisCounters, waitText } from './rate-limit';

describe('in-process counters', () => {
  it('counts hits in a window that opens at the first hit and resets after it', async () => {
    let now = 0;
    const counters = memoryCounters(() => now);
    expect(await counters.hit('k', 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
    now = 4_000;
    expect(await counters.hit('k', 10_000)).toEqual({ count: 2, resetInMs: 6_000 });
    expect(await counters.hit('other', 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
    now = 10_000;
    expect(await counters.hit('k', 10_000)).toEqual({ count: 1, resetInMs: 10_000 });
  });

  it('refuses the hit over a maximum with 429, Retry-After and the limit message', async () => {
    let now = 0;
    const counters = memoryCounters(() => now);
    const limits = [{ key: 'phone', max: 2, windowMs: 60_000, message: (s: number) => `wait ${s}` }];
    await enforceLimits(counters, limits);
    await enforceLimits(counters, limits);
    now = 15_500;
    const refusal = await enforceLimits(counters, limits).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 429, message: 'wait 45', headers: { 'retry-after': '45' } });
  });
});

describe('counters that cannot answer', () => {
  it('refuse with 503 rather than let requests through uncounted', async () => {
    const broken = { hit: () => Promise.reject(new Error('ECONNREFUSED')), close: async () => {} };
    const refusal = await enforceLimits(broken, [{ key: 'k', max: 1, windowMs: 1000, message: () => 'never' }]).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ statusCode: 503, code: 'LIMITS_UNAVAILABLE' });
  });
});

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [30, '30 seconds'],
    [89, '89 seconds'],
    [540, '9 minutes'],
    [86_000, '24 hours'],
  ])('%i s → %s', (seconds, words) => expect(translate(waitText(seconds), 'en')).toBe(words));
});

/** Redis counters against a real Redis: a redis-server started for this file, or TEST_REDIS_URL's. */
describe.runIf(testRedisAvailable)('Redis counters', { tags: ['redis'] }, () => {
  let redis: Awaited<ReturnType<typeof testRedis>>;
  beforeAll(async () => {
    redis = await testRedis();
  });
  afterAll(() => redis?.stop());

  it('shares one count between instances and gives the time left in the window', async () => {
    const first = redisCounters(redis.url, redis.keyPrefix);
    const second = redisCounters(redis.url, redis.keyPrefix);
    try {
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).hit('shared', 60_000)));
      expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(results.every((r) => r.resetInMs > 55_000 && r.resetInMs <= 60_000)).toBe(true);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('opens a new window once the old one has passed', async () => {
    const counters = redisCounters(redis.url, redis.keyPrefix);
    try {
      await counters.hit('short', 100);
      await counters.hit('short', 100);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect((await counters.hit('short', 100)).count).toBe(1);
    } finally {
      await counters.close();
    }
  });
});
