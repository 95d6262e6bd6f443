import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/schema';
import { SmsSendFailed } from '../../src/providers/sms';
import { createTestApp } from '../app';
import { type AuthTestApp, MINUTE, SECOND, DAY, authTestApp, freshPhone } from './helpers';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await authTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.newIp());

const LOGIN = '/api/v1/auth/otp/login';
const VERIFY = '/api/v1/auth/otp/login/verify';
const wrongCode = (code: string, offset = 1) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');

/** A registered number with a fresh login OTP sent to it. */
async function withLoginCode() {
  const { phone, mobileNo } = await ctx.signUp();
  const sent = await ctx.post(LOGIN, { mobile_no: phone });
  expect(sent.statusCode).toBe(200);
  return { phone, mobileNo, code: await ctx.latestCode(mobileNo) };
}

describe('login OTP', () => {
  it('sends a code to a registered number with the spec message and logs in with it', async () => {
    const { phone, mobileNo } = await ctx.signUp();
    const sent = await ctx.post(LOGIN, { mobile_no: `+91${phone}` });
    expect(sent.json()).toMatchObject({ success: true, message: 'OTP sent successfully. Please check your phone.' });
    const res = await ctx.post(VERIFY, { mobile_no: phone, otp: await ctx.latestCode(mobileNo) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        token: expect.stringMatching(/^[\w-]{43}$/),
        id: expect.any(Number),
        email: `asha.${phone}@example.in`,
        mobile_no: mobileNo,
        username: `user_${phone}`,
        name: 'Asha Verma',
        sms_updates: true,
        whatsapp_opt_in_at: null,
        language: 'en',
      },
    });
  });

  it('tells an unknown number to sign up, and sends nothing', async () => {
    const phone = freshPhone();
    const res = await ctx.post(LOGIN, { mobile_no: phone });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_REGISTERED', message: 'This mobile number is not registered. Please sign up first.' });
    expect((await ctx.app.inject({ url: `/dev/outbox?to=%2B91${phone}` })).json().data).toEqual([]);
  });

  it('refuses a malformed number with the spec message', async () => {
    for (const mobile_no of ['98765', '+449876543210', '5876543210', '']) {
      const res = await ctx.post(LOGIN, { mobile_no });
      expect(res.statusCode, mobile_no).toBe(400);
      expect(res.json().message).toBe('Please enter a valid 10-digit phone number.');
    }
  });

  it('stores only an HMAC of the code, never the code', async () => {
    const { mobileNo, code } = await withLoginCode();
    const [row] = await ctx.db.select().from(t.otpCodes).where(eq(t.otpCodes.mobileNo, mobileNo));
    expect(row!.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('makes six-digit codes, zero-padded, that differ from send to send', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { code } = await withLoginCode();
      expect(code).toMatch(/^\d{6}$/);
      codes.add(code);
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  it('refuses a code used once already', async () => {
    const { phone, code } = await withLoginCode();
    expect((await ctx.post(VERIFY, { mobile_no: phone, otp: code })).statusCode).toBe(200);
    const replay = await ctx.post(VERIFY, { mobile_no: phone, otp: code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('OTP_NOT_FOUND');
  });

  it('expires a code after 5 minutes', async () => {
    const { phone, code } = await withLoginCode();
    ctx.clock.advance(5 * MINUTE);
    const res = await ctx.post(VERIFY, { mobile_no: phone, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_EXPIRED', message: 'This OTP has expired. Please request a new one.' });
  });

  it('accepts a code just before it expires', async () => {
    const { phone, code } = await withLoginCode();
    ctx.clock.advance(5 * MINUTE - SECOND);
    expect((await ctx.post(VERIFY, { mobile_no: phone, otp: code })).statusCode).toBe(200);
  });

  it('kills a code after five wrong tries: the right code is refused after them', async () => {
    const { phone, code } = await withLoginCode();
    for (let i = 1; i <= 5; i++) {
      const res = await ctx.post(VERIFY, { mobile_no: phone, otp: wrongCode(code, i) });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(i < 5 ? 'OTP_WRONG' : 'OTP_ATTEMPTS_EXHAUSTED');
    }
    const right = await ctx.post(VERIFY, { mobile_no: phone, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'OTP_ATTEMPTS_EXHAUSTED', message: 'Too many wrong attempts. Please request a new OTP.' });
  });

  it('accepts the right code after four wrong ones', async () => {
    const { phone, code } = await withLoginCode();
    for (let i = 1; i <= 4; i++) await ctx.post(VERIFY, { mobile_no: phone, otp: wrongCode(code, i) });
    expect((await ctx.post(VERIFY, { mobile_no: phone, otp: code })).statusCode).toBe(200);
  });

  it('counts concurrent wrong guesses one by one: twenty at once still leave the code dead after five', async () => {
    const { phone, code } = await withLoginCode();
    const guesses = await Promise.all(Array.from({ length: 20 }, (_, i) => ctx.post(VERIFY, { mobile_no: phone, otp: wrongCode(code, i + 1) })));
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    expect((await ctx.post(VERIFY, { mobile_no: phone, otp: code })).json().code).toBe('OTP_ATTEMPTS_EXHAUSTED');
  });

  it('starts exactly one session when one code is verified several times at once', async () => {
    const { phone, mobileNo, code } = await withLoginCode();
    const [user] = await ctx.db.select().from(t.users).where(eq(t.users.mobileNo, mobileNo));
    const sessionsOfUser = () => ctx.db.select().from(t.sessions).where(eq(t.sessions.userId, user!.id));
    // Signing up started one already.
    const before = (await sessionsOfUser()).length;
    const results = await Promise.all(Array.from({ length: 5 }, () => ctx.post(VERIFY, { mobile_no: phone, otp: code })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await sessionsOfUser()).toHaveLength(before + 1);
  });

  it('replaces the old code on resend', async () => {
    const { phone, mobileNo, code: first } = await withLoginCode();
    ctx.clock.advance(30 * SECOND);
    expect((await ctx.post(LOGIN, { mobile_no: phone })).statusCode).toBe(200);
    const second = await ctx.latestCode(mobileNo);
    if (second !== first) expect((await ctx.post(VERIFY, { mobile_no: phone, otp: first })).statusCode).toBe(400);
    expect((await ctx.post(VERIFY, { mobile_no: phone, otp: second })).statusCode).toBe(200);
  });
});

describe('OTP send limits', () => {
  it('makes a resend wait 30 seconds: 429 with Retry-After and a message', async () => {
    const { phone } = await withLoginCode();
    const early = await ctx.post(LOGIN, { mobile_no: phone });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('30');
    expect(early.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: 'Please wait 30 seconds before requesting another OTP.' });
    ctx.clock.advance(20 * SECOND);
    expect((await ctx.post(LOGIN, { mobile_no: phone })).headers['retry-after']).toBe('10');
    ctx.clock.advance(10 * SECOND);
    expect((await ctx.post(LOGIN, { mobile_no: phone })).statusCode).toBe(200);
  });

  it('lets a login code follow a sign-up code at once: the wait is per purpose', async () => {
    const { phone } = await ctx.signUp();
    expect((await ctx.post(LOGIN, { mobile_no: phone })).statusCode).toBe(200);
    expect((await ctx.post(LOGIN, { mobile_no: phone })).statusCode).toBe(429);
  });

  it('sends at most 3 codes to a number in 10 minutes', async () => {
    const { phone } = await ctx.signUp(); // the sign-up code counts too
    for (let i = 0; i < 2; i++) {
      expect((await ctx.post(LOGIN, { mobile_no: phone })).statusCode).toBe(200);
      ctx.clock.advance(31 * SECOND);
    }
    const fourth = await ctx.post(LOGIN, { mobile_no: phone });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(/^Too many OTP requests for this number\. Please try again in \d+ minutes\.$/);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(7 * 60);
    ctx.clock.advance(10 * MINUTE);
    expect((await ctx.post(LOGIN, { mobile_no: phone })).statusCode).toBe(200);
  });

  it('sends at most 10 codes to a number in a day', async () => {
    const { phone } = await ctx.signUp();
    let sent = 1;
    while (sent < 10) {
      ctx.newIp();
      const res = await ctx.post(LOGIN, { mobile_no: phone });
      if (res.statusCode === 200) sent++;
      ctx.clock.advance(res.statusCode === 200 ? 4 * MINUTE : 10 * MINUTE);
    }
    ctx.clock.advance(10 * MINUTE);
    const eleventh = await ctx.post(LOGIN, { mobile_no: phone });
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/hours\.$/);
    ctx.clock.advance(DAY);
    expect((await ctx.post(LOGIN, { mobile_no: phone })).statusCode).toBe(200);
  });

  it('caps the codes one client address can request across numbers', async () => {
    let status = 200;
    let requests = 0;
    while (status !== 429 && requests < 25) {
      status = (await ctx.post(LOGIN, { mobile_no: freshPhone() })).statusCode; // unknown numbers count too
      requests++;
    }
    expect(status).toBe(429);
    expect(requests).toBe(21);
    ctx.newIp();
    expect((await ctx.post(LOGIN, { mobile_no: freshPhone() })).statusCode).toBe(404);
  });

  it('caps verification attempts per client address', async () => {
    const phone = freshPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await ctx.post(VERIFY, { mobile_no: phone, otp: '123456' })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('SMS delivery', () => {
  it('keeps sent messages in the dev outbox, newest first', async () => {
    const { phone, mobileNo } = await ctx.signUp();
    await ctx.post(LOGIN, { mobile_no: phone });
    const res = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(mobileNo)}` });
    expect(res.statusCode).toBe(200);
    const messages = res.json().data as { to: string; kind: string; body: string; sent_at: string }[];
    expect(messages).toHaveLength(2);
    expect(
      messages.every((m) => m.to === mobileNo && m.kind === 'otp' && /^\d{6} is your CarSeva verification code\. It is valid for 5 minutes\./.test(m.body)),
    ).toBe(true);
    expect(await ctx.latestCode(mobileNo)).toBe(messages[0]!.body.slice(0, 6));
    expect((await ctx.app.inject({ url: '/dev/outbox?to=12' })).statusCode).toBe(400);
  });

  it('answers 502 with the spec message when the SMS cannot be sent, leaving no usable code', async () => {
    const failing = await createTestApp({
      sms: {
        name: 'failing',
        sendTemplate: async () => ({ providerMessageId: null }),
        sendOtp: async () => {
          throw new SmsSendFailed('MSG91 could not be reached (network error)');
        },
      },
    });
    try {
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/v1/auth/otp/register',
        payload: { mobile_no: '9123400000', name: 'Neha Gupta', email: 'neha@example.in', username: 'neha_g' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ success: false, code: 'SMS_FAILED', message: 'Failed to send OTP. Please try again.' });
      expect(await failing.db.select().from(t.otpCodes)).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });
});
