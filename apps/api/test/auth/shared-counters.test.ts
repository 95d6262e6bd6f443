import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../app';
import { redisCounters } from '../../src/lib/rate-limit';
import { testRedis, testRedisAvailable } from '../redis-server';

describe.runIf(testRedisAvailable)('two API instances on one Redis', { tags: ['redis'] }, () => {
  let redis: Awaited<ReturnType<typeof testRedis>>;
  beforeAll(async () => {
    redis = await testRedis();
  });
  afterAll(() => redis?.stop());

  it('share the OTP limits: a resend through the other instance still waits', async () => {
    const instance = () => createTestApp({ rateCounters: redisCounters(redis.url, redis.keyPrefix) });
    const [first, second] = await Promise.all([instance(), instance()]);
    try {
      const payload = { mobile_no: '9345600001', name: 'Arjun Das', email: 'arjun@example.in', username: 'arjun_d' };
      const sent = await first.app.inject({ method: 'POST', url: '/api/v1/auth/otp/register', payload });
      expect(sent.statusCode).toBe(200);
      const again = await second.app.inject({ method: 'POST', url: '/api/v1/auth/otp/register', payload });
      expect(again.statusCode).toBe(429);
      expect(Number(again.headers['retry-after'])).toBeGreaterThan(25);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
