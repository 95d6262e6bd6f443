import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthTestApp, MINUTE, authTestApp, freshIp } from './auth/helpers';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await authTestApp();
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const listSessions = (token: string) => ctx.call({ url: '/api/v1/auth/sessions', headers: bearer(token) });
const revoke = (token: string, id: number) => ctx.call({ method: 'DELETE', url: `/api/v1/auth/sessions/${id}`, headers: bearer(token) });
const revokeOthers = (token: string) => ctx.call({ method: 'POST', url: '/api/v1/auth/sessions/revoke-others', headers: bearer(token) });

/** Logs a registered number in from a device: its browser and the address it connects from. */
async function logInFrom(phone: string, device: { userAgent?: string; ip: string }) {
  const headers = { 'x-forwarded-for': device.ip, ...(device.userAgent ? { 'user-agent': device.userAgent } : {}) };
  await ctx.call({ method: 'POST', url: '/api/v1/auth/otp/login', payload: { mobile_no: phone }, headers });
  const res = await ctx.call({
    method: 'POST',
    url: '/api/v1/auth/otp/login/verify',
    payload: { mobile_no: phone, otp: await ctx.latestCode(`+91${phone}`) },
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`login: ${res.body}`);
  ctx.clock.advance(31_000);
  return { token: res.json().data.token as string, setCookie: String(res.headers['set-cookie']) };
}

/** A customer signed in on a Windows laptop at home (private address) and an iPhone on mobile data. */
async function customerOnTwoDevices() {
  const { phone } = await ctx.signUp();
  const laptop = await logInFrom(phone, { userAgent: CHROME_WINDOWS, ip: '192.168.1.20' });
  ctx.clock.advance(5 * MINUTE);
  const phoneDevice = await logInFrom(phone, { userAgent: SAFARI_IPHONE, ip: freshIp() });
  return { phone, laptop, phoneDevice };
}

describe('GET /api/v1/auth/sessions', () => {
  it('lists each signed-in device in words, its place when known, when it was last active, and which is this one', async () => {
    const { laptop, phoneDevice } = await customerOnTwoDevices();
    const res = await listSessions(phoneDevice.token);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data;
    expect(sessions).toEqual([
      { id: expect.any(Number), device: 'Safari on iOS', place: null, signed_in_at: expect.any(String), last_active_at: expect.any(String), current: true },
      {
        id: expect.any(Number),
        device: 'Chrome on Windows',
        place: 'This network',
        signed_in_at: expect.any(String),
        last_active_at: expect.any(String),
        current: false,
      },
    ]);
    expect(Date.parse(sessions[0].last_active_at)).toBeGreaterThan(Date.parse(sessions[1].last_active_at));
    // Seen from the laptop, the laptop is this device.
    expect((await listSessions(laptop.token)).json().data.map((s: { device: string; current: boolean }) => [s.device, s.current])).toEqual([
      ['Chrome on Windows', true],
      ['Safari on iOS', false],
    ]);
  });

  it('names a device it cannot read "Unknown browser", and leaves out signed-out sessions', async () => {
    const { phone } = await ctx.signUp();
    const old = await logInFrom(phone, { ip: freshIp() });
    await ctx.call({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(old.token) });
    const current = await logInFrom(phone, { ip: '127.0.0.1' });
    const sessions = (await listSessions(current.token)).json().data;
    expect(sessions).toEqual([expect.objectContaining({ device: 'Unknown browser', place: 'This network', current: true })]);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.call({ url: '/api/v1/auth/sessions' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /api/v1/auth/sessions/:id', () => {
  it('signs another of my devices out: its token then gets 401', async () => {
    const { laptop, phoneDevice } = await customerOnTwoDevices();
    const laptopSession = (await listSessions(phoneDevice.token)).json().data.find((s: { current: boolean }) => !s.current);
    const res = await revoke(phoneDevice.token, laptopSession.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    const after = await listSessions(laptop.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('SESSION_EXPIRED');
    expect((await listSessions(phoneDevice.token)).json().data).toHaveLength(1);
  });

  it("answers 404 for another customer's session, and leaves it signed in", async () => {
    const mine = await customerOnTwoDevices();
    const theirs = await customerOnTwoDevices();
    const theirSessionIds = (await listSessions(theirs.laptop.token)).json().data.map((s: { id: number }) => s.id);
    for (const id of theirSessionIds) {
      const res = await revoke(mine.laptop.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('SESSION_NOT_FOUND');
    }
    expect((await listSessions(theirs.laptop.token)).json().data).toHaveLength(2);
    expect((await revoke(mine.laptop.token, 999_999_999)).statusCode).toBe(404);
    expect((await revoke(mine.laptop.token, 'abc' as unknown as number)).statusCode).toBe(400);
  });

  it('signing this device out ends the session and clears the cookie', async () => {
    const { phoneDevice } = await customerOnTwoDevices();
    const current = (await listSessions(phoneDevice.token)).json().data.find((s: { current: boolean }) => s.current);
    const res = await revoke(phoneDevice.token, current.id);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^carseva_session=;/);
    expect((await listSessions(phoneDevice.token)).statusCode).toBe(401);
    // Already signed out: nothing left to revoke.
    expect((await revoke(phoneDevice.token, current.id)).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.call({ method: 'DELETE', url: '/api/v1/auth/sessions/1' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/sessions/revoke-others', () => {
  it('signs out every other device and keeps this one', async () => {
    const { phone, laptop, phoneDevice } = await customerOnTwoDevices();
    ctx.clock.advance(10 * MINUTE); // past the three-codes-per-10-minutes limit of one number
    const tablet = await logInFrom(phone, { userAgent: CHROME_WINDOWS, ip: freshIp() });
    const res = await revokeOthers(phoneDevice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Signed out of 2 other devices.', data: { revoked: 2 } });
    expect((await listSessions(laptop.token)).statusCode).toBe(401);
    expect((await listSessions(tablet.token)).statusCode).toBe(401);
    expect((await listSessions(phoneDevice.token)).json().data).toEqual([expect.objectContaining({ current: true })]);
    expect((await revokeOthers(phoneDevice.token)).json().data).toEqual({ revoked: 0 });
  });

  it("touches no other customer's sessions", async () => {
    const mine = await customerOnTwoDevices();
    const theirs = await customerOnTwoDevices();
    await revokeOthers(mine.laptop.token);
    expect((await listSessions(theirs.laptop.token)).json().data).toHaveLength(2);
  });

  it('refuses a cookie-carrying request from another site, and answers 401 without a session', async () => {
    const { laptop } = await customerOnTwoDevices();
    const crossSite = await ctx.call({
      method: 'POST',
      url: '/api/v1/auth/sessions/revoke-others',
      headers: { cookie: laptop.setCookie.split(';')[0]!, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await revokeOthers('x'.repeat(43))).statusCode).toBe(401);
    expect((await ctx.call({ method: 'POST', url: '/api/v1/auth/sessions/revoke-others' })).statusCode).toBe(401);
  });
});
