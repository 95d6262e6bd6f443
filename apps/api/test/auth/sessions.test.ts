import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/schema';
import { MESSAGE_KINDS } from '../../src/modules/notifications';
import { createTestApp } from '../app';
import { type AuthTestApp, DAY, authTestApp } from './helpers';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await authTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.newIp());

const cookieOf = (setCookie: string) => setCookie.split(';')[0]!;
const me = (headers: Record<string, string>) => ctx.call({ url: '/api/v1/auth/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sessions', () => {
  it('sets an HttpOnly, SameSite, site-wide cookie holding the token, valid 30 days', async () => {
    const { token, setCookie } = await ctx.logIn();
    expect(setCookie).toContain(`carseva_session=${token}`);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/; Secure/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(setCookie)![1]!);
    expect(Math.abs(expires - (ctx.clock.now() + 30 * DAY))).toBeLessThan(60_000);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await ctx.logIn();
    const rows = await ctx.db.select().from(t.sessions);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('knows the customer by cookie or by bearer token', async () => {
    const { token, setCookie, phone } = await ctx.logIn();
    for (const headers of [{ cookie: cookieOf(setCookie) }, bearer(token)]) {
      const res = await me(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ mobile_no: `+91${phone}`, name: 'Asha Verma' });
    }
  });

  it('answers 401 without a session, and says an unknown or ended one has expired', async () => {
    const none = await me({});
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHENTICATED');
    const forged = await me(bearer('x'.repeat(43)));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Your session has expired. Please login again.' });
  });

  it('starts a new session on every login; logout ends only its own', async () => {
    const first = await ctx.logIn();
    const second = await ctx.logIn(first.phone);
    expect(second.token).not.toBe(first.token);
    const out = await ctx.call({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(first.token) });
    expect(out.statusCode).toBe(200);
    expect((await me(bearer(first.token))).statusCode).toBe(401);
    expect((await me(bearer(second.token))).statusCode).toBe(200);
  });

  it('logout with the cookie revokes the session and clears the cookie', async () => {
    const { token, setCookie } = await ctx.logIn();
    const out = await ctx.call({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: cookieOf(setCookie), origin: 'https://carseva.in', host: 'carseva.in' },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/carseva_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(bearer(token))).statusCode).toBe(401);
    const [row] = await ctx.db
      .select()
      .from(t.sessions)
      .where(eq(t.sessions.revokedAt, new Date(ctx.clock.now())));
    expect(row).toBeDefined();
  });

  it('expires a session unused for 30 days', async () => {
    const { token } = await ctx.logIn();
    ctx.clock.advance(30 * DAY);
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('slides the expiry forward while the session is used, re-sending the cookie', async () => {
    const { token, setCookie } = await ctx.logIn();
    ctx.clock.advance(20 * DAY);
    const used = await me({ cookie: cookieOf(setCookie) });
    expect(used.statusCode).toBe(200);
    expect(String(used.headers['set-cookie'])).toContain(`carseva_session=${token}`);
    ctx.clock.advance(20 * DAY); // 40 days after login, 20 after last use
    expect((await me(bearer(token))).statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  const update = { name: 'Asha V', email: 'asha.v@example.in' };

  it('refuses a state-changing request with the cookie from another site', async () => {
    const { setCookie } = await ctx.logIn();
    const cookie = cookieOf(setCookie);
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of foreign) {
      const res = await ctx.call({ method: 'PUT', url: '/api/v1/auth/me', payload: update, headers: { cookie, host: 'carseva.in', ...headers } });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'CROSS_SITE_REQUEST' });
    }
    const logout = await ctx.call({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(logout.statusCode).toBe(403);
    expect((await me({ cookie })).statusCode).toBe(200);
  });

  it('accepts them from our own pages', async () => {
    const { setCookie } = await ctx.logIn();
    const cookie = cookieOf(setCookie);
    const sameOrigin = await ctx.call({ method: 'PUT', url: '/api/v1/auth/me', payload: update, headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(sameOrigin.statusCode).toBe(200);
    const byOrigin = await ctx.call({
      method: 'PUT',
      url: '/api/v1/auth/me',
      payload: update,
      headers: { cookie, host: 'carseva.in', origin: 'https://carseva.in' },
    });
    expect(byOrigin.statusCode).toBe(200);
  });

  it('lets reads and bearer-token clients through', async () => {
    const { token, setCookie } = await ctx.logIn();
    expect((await me({ cookie: cookieOf(setCookie), 'sec-fetch-site': 'cross-site' })).statusCode).toBe(200);
    const res = await ctx.call({ method: 'PUT', url: '/api/v1/auth/me', payload: update, headers: { ...bearer(token), origin: 'https://app.example' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('updates name and email, which the next read shows', async () => {
    const { token } = await ctx.logIn();
    const res = await ctx.call({
      method: 'PUT',
      url: '/api/v1/auth/me',
      payload: { name: 'Asha Menon', email: 'asha.menon@example.in' },
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Profile updated successfully.', data: { name: 'Asha Menon', email: 'asha.menon@example.in' } });
    expect((await me(bearer(token))).json().data).toMatchObject({ name: 'Asha Menon', email: 'asha.menon@example.in' });
  });

  it('takes a name in Tamil and a blank email as none', async () => {
    const { token } = await ctx.logIn();
    const res = await ctx.call({ method: 'PUT', url: '/api/v1/auth/me', payload: { name: 'ராஜேஷ் குமார்', email: ' ' }, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect((await me(bearer(token))).json().data).toMatchObject({ name: 'ராஜேஷ் குமார்', email: '' });
  });

  it('validates the fields and changes nothing when one is bad', async () => {
    const { token } = await ctx.logIn();
    const before = (await me(bearer(token))).json().data;
    const res = await ctx.call({ method: 'PUT', url: '/api/v1/auth/me', payload: { name: '', email: 'nope' }, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Name is required and should only contain letters.',
      errors: { name: expect.any(Array), email: expect.any(Array) },
    });
    expect((await me(bearer(token))).json().data).toEqual(before);
  });

  it('cannot change the number or username through the profile', async () => {
    const { token } = await ctx.logIn();
    const before = (await me(bearer(token))).json().data;
    await ctx.call({
      method: 'PUT',
      url: '/api/v1/auth/me',
      payload: { name: 'Asha Verma', email: before.email, mobile_no: '9000000001', username: 'admin' },
      headers: bearer(token),
    });
    expect((await me(bearer(token))).json().data).toMatchObject({ mobile_no: before.mobile_no, username: before.username });
  });

  it('needs a session', async () => {
    const res = await ctx.call({ method: 'PUT', url: '/api/v1/auth/me', payload: { name: 'X Y', email: 'x@example.in' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('production settings', () => {
  it('marks the cookie Secure and has no dev outbox', async () => {
    const codes: string[] = [];
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'msg91-auth-key',
        MSG91_TEMPLATE_ID: 'otp-template',
        MSG91_TEMPLATES: JSON.stringify(Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, `${kind}-template`]))),
        PUBLIC_URL: 'https://carseva.in',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_live_abcdef',
        RAZORPAY_KEY_SECRET: 'razorpay-live-secret',
        RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
        SESSION_SECRET: 'a-production-secret-of-enough-length-0123',
        STORAGE_PROVIDER: 's3',
        S3_BUCKET: 'carseva-photos',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 's3-secret-access-key',
        WHATSAPP_PROVIDER: 'none',
      },
      sms: { name: 'recording', sendOtp: async (_to, code) => void codes.push(code), sendTemplate: async () => ({ providerMessageId: null }) },
    });
    try {
      expect((await prod.app.inject({ url: '/dev/outbox?to=%2B919876543210' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/dev/outbox/whatsapp?to=%2B919876543210' })).statusCode).toBe(404);
      const at = new Date();
      await prod.db
        .insert(t.users)
        .values({ mobileNo: '+919123456780', name: 'Dev Rao', email: 'dev@example.in', username: 'dev_rao', createdAt: at, updatedAt: at });
      expect((await prod.app.inject({ method: 'POST', url: '/api/v1/auth/otp/login', payload: { mobile_no: '9123456780' } })).statusCode).toBe(200);
      const res = await prod.app.inject({ method: 'POST', url: '/api/v1/auth/otp/login/verify', payload: { mobile_no: '9123456780', otp: codes[0] } });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await prod.close();
    }
  });
});

describe('API description', () => {
  it('documents every account route in OpenAPI', async () => {
    const spec = (await ctx.app.inject('/api/docs/json')).json();
    for (const path of [
      '/api/v1/auth/otp/register',
      '/api/v1/auth/otp/register/verify',
      '/api/v1/auth/otp/login',
      '/api/v1/auth/otp/login/verify',
      '/api/v1/auth/logout',
    ]) {
      expect(spec.paths[path]?.post, path).toBeDefined();
    }
    expect(spec.paths['/api/v1/auth/me']?.get).toBeDefined();
    expect(spec.paths['/api/v1/auth/me']?.put).toBeDefined();
  });
});
