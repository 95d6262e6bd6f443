import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../app';
import { startRedis } from '../redis-server';

let redis: Awaited<ReturnType<typeof startRedis>>;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

describe('two API instances with REDIS_URL', () => {
  it('share the OTP limits: a resend through the other instance still waits', async () => {
    const [first, second] = await Promise.all([createTestApp({ env: { REDIS_URL: redis.url } }), createTestApp({ env: { REDIS_URL: redis.url } })]);
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
