import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/schema';
import { type AuthTestApp, authTestApp, freshPhone } from './helpers';

let ctx: AuthTestApp;
beforeAll(async () => {
  ctx = await authTestApp();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.newIp());

const REGISTER = '/api/v1/auth/otp/register';
const VERIFY = '/api/v1/auth/otp/register/verify';
const PIXEL_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe('sign-up', () => {
  it('checks fields in the spec order and answers with the first failure, naming every bad field', async () => {
    const bad = { mobile_no: '12345', name: 'R2-D2', email: 'not-an-email', username: 'ab' };
    const cases: [object, string][] = [
      [bad, 'Please enter a valid 10-digit phone number.'],
      [{ ...bad, mobile_no: '9876543210' }, 'Name is required and should only contain letters.'],
      [{ ...bad, mobile_no: '9876543210', name: 'Ravi Kumar' }, 'Please enter a valid email address.'],
      [
        { ...bad, mobile_no: '9876543210', name: 'Ravi Kumar', email: 'ravi@example.in' },
        'Username must be at least 3 characters and can contain letters, numbers, or underscores.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await ctx.post(REGISTER, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION_FAILED' });
    }
    const all = await ctx.post(REGISTER, bad);
    expect(Object.keys(all.json().errors)).toEqual(['mobile_no', 'name', 'email', 'username']);
    const missing = await ctx.post(REGISTER, {});
    expect(missing.json().message).toBe('Please enter a valid 10-digit phone number.');
  });

  it('sends an OTP, then creates the account with the details given, the number stored as +91…', async () => {
    const phone = freshPhone();
    const sent = await ctx.post(REGISTER, { mobile_no: phone, name: ' Meera Iyer ', email: 'meera@example.in', username: 'meera_i' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { mobile_no: `+91${phone}`, expires_in_seconds: 300, resend_after_seconds: 30 } });
    expect(
      await ctx.db
        .select()
        .from(t.users)
        .where(eq(t.users.mobileNo, `+91${phone}`)),
    ).toHaveLength(0);

    const created = await ctx.post(VERIFY, { mobile_no: `+91${phone}`, otp: await ctx.latestCode(`+91${phone}`) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      success: true,
      data: { name: 'Meera Iyer', email: 'meera@example.in', username: 'meera_i', mobile_no: `+91${phone}` },
    });
    const [row] = await ctx.db
      .select()
      .from(t.users)
      .where(eq(t.users.mobileNo, `+91${phone}`));
    expect(row).toMatchObject({ name: 'Meera Iyer', username: 'meera_i' });
  });

  it('accepts the number as 10 digits or with +91 alike', async () => {
    const phone = freshPhone();
    await ctx.post(REGISTER, { mobile_no: `+91${phone}`, name: 'Kabir Singh', email: 'kabir@example.in', username: 'kabir_s' });
    const created = await ctx.post(VERIFY, { mobile_no: phone, otp: await ctx.latestCode(`+91${phone}`) });
    expect(created.statusCode).toBe(201);
  });

  it('refuses a registered number or a taken username (any case) with 409 and sends nothing', async () => {
    const { phone, details } = await ctx.signUp(freshPhone(), 'Rohan_K');
    const again = await ctx.post(REGISTER, { ...details, username: 'someone_else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'MOBILE_REGISTERED', message: 'This mobile number is already registered. Please log in.' });

    const other = freshPhone();
    const taken = await ctx.post(REGISTER, { mobile_no: other, name: 'Rohan Kapoor', email: 'rk@example.in', username: 'rohan_k' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'This username is already taken. Please choose another one.' });
    const outbox = await ctx.app.inject({ url: `/dev/outbox?to=%2B91${other}` });
    expect(outbox.json().data).toEqual([]);
    expect(phone).not.toBe(other);
  });

  it('refuses a wrong code and creates nothing', async () => {
    const phone = freshPhone();
    await ctx.post(REGISTER, { mobile_no: phone, name: 'Tara Nair', email: 'tara@example.in', username: 'tara_n' });
    const code = await ctx.latestCode(`+91${phone}`);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const res = await ctx.post(VERIFY, { mobile_no: phone, otp: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'OTP_WRONG', message: 'Invalid OTP. Please try again.' });
    expect(
      await ctx.db
        .select()
        .from(t.users)
        .where(eq(t.users.mobileNo, `+91${phone}`)),
    ).toHaveLength(0);
  });

  it('refuses an OTP that is not six digits with the spec message', async () => {
    const res = await ctx.post(VERIFY, { mobile_no: freshPhone(), otp: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid OTP.');
  });

  it('signs the new customer in on confirming, as a login does: cookie, token, device; no second OTP', async () => {
    const phone = freshPhone();
    await ctx.post(REGISTER, { mobile_no: phone, name: 'Isha Rao', email: 'isha@example.in', username: `isha_${phone}` });
    const created = await ctx.post(VERIFY, { mobile_no: phone, otp: await ctx.latestCode(`+91${phone}`) }, { 'user-agent': PIXEL_CHROME });
    expect(created.statusCode).toBe(201);
    const { token, ...user } = created.json().data;
    expect(user).toMatchObject({ name: 'Isha Rao', mobile_no: `+91${phone}` });
    const setCookie = String(created.headers['set-cookie']);
    expect(setCookie).toContain(`carseva_session=${token}`);
    expect(setCookie).toMatch(/; HttpOnly/);

    const devices = await ctx.call({ url: '/api/v1/auth/sessions', headers: { cookie: setCookie.split(';')[0]! } });
    expect(devices.statusCode).toBe(200);
    expect(devices.json().data).toEqual([expect.objectContaining({ current: true, device: 'Chrome on Android' })]);
    const me = await ctx.call({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().data).toMatchObject({ id: user.id, mobile_no: `+91${phone}` });
    const outbox = await ctx.app.inject({ url: `/dev/outbox?to=%2B91${phone}` });
    expect(outbox.json().data.filter((m: { kind: string }) => m.kind === 'otp')).toHaveLength(1);
  });

  it('starts no session and sets no cookie for a wrong code, and kills the code after five', async () => {
    const phone = freshPhone();
    await ctx.post(REGISTER, { mobile_no: phone, name: 'Dev Anand', email: 'dev@example.in', username: `dev_${phone}` });
    const code = await ctx.latestCode(`+91${phone}`);
    for (let i = 1; i <= 5; i++) {
      const res = await ctx.post(VERIFY, { mobile_no: phone, otp: String((Number(code) + i) % 1_000_000).padStart(6, '0') });
      expect(res.json().code).toBe(i < 5 ? 'OTP_WRONG' : 'OTP_ATTEMPTS_EXHAUSTED');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect((await ctx.post(VERIFY, { mobile_no: phone, otp: code })).json().code).toBe('OTP_ATTEMPTS_EXHAUSTED');
    expect(
      await ctx.db
        .select()
        .from(t.users)
        .where(eq(t.users.mobileNo, `+91${phone}`)),
    ).toHaveLength(0);
  });

  it('keeps the codes apart: a sign-up code does not log in, and an unknown number gets no login code', async () => {
    const phone = freshPhone();
    const login = await ctx.post('/api/v1/auth/otp/login', { mobile_no: phone });
    expect(login.statusCode).toBe(404);
    expect(login.json()).toMatchObject({ code: 'NOT_REGISTERED' });
    await ctx.post(REGISTER, { mobile_no: phone, name: 'Zoya Khan', email: 'zoya@example.in' });
    const code = await ctx.latestCode(`+91${phone}`);
    const asLogin = await ctx.post('/api/v1/auth/otp/login/verify', { mobile_no: phone, otp: code });
    expect(asLogin.statusCode).toBe(400);
    expect(asLogin.json().code).toBe('OTP_NOT_FOUND');
    expect((await ctx.post(VERIFY, { mobile_no: phone, otp: code })).statusCode).toBe(201);
  });

  it.each([
    ['राजेश कुमार', /^customer_\d{6}$/],
    ['ராஜேஷ் குமார்', /^customer_\d{6}$/],
    ["D'Souza", /^dsouza$/],
  ])('signs up %s with only a number and a name: no email, a username made by the server', async (name, madeUsername) => {
    const phone = freshPhone();
    const sent = await ctx.post(REGISTER, { mobile_no: phone, name });
    expect(sent.statusCode).toBe(200);
    const created = await ctx.post(VERIFY, { mobile_no: phone, otp: await ctx.latestCode(`+91${phone}`) });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ name, email: '' });
    expect(created.json().data.username).toMatch(madeUsername);
  });

  it('keeps a blank email as none and still checks one that is given', async () => {
    const blank = await ctx.post(REGISTER, { mobile_no: freshPhone(), name: 'R. K. Sharma', email: '  ' });
    expect(blank.statusCode).toBe(200);
    const wrong = await ctx.post(REGISTER, { mobile_no: freshPhone(), name: 'R. K. Sharma', email: 'rk@' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Please enter a valid email address.', errors: { email: ['Please enter a valid email address.'] } });
  });

  it('makes a username from the name when none is given (the login screen asks only name and email)', async () => {
    const first = freshPhone();
    await ctx.post(REGISTER, { mobile_no: first, name: 'Nandini Menon', email: 'nandini@example.in' });
    const created = await ctx.post(VERIFY, { mobile_no: first, otp: await ctx.latestCode(`+91${first}`) });
    expect(created.json().data.username).toBe('nandini_menon');

    const second = freshPhone();
    await ctx.post(REGISTER, { mobile_no: second, name: 'Nandini Menon', email: 'nandini.m@example.in' });
    const namesake = await ctx.post(VERIFY, { mobile_no: second, otp: await ctx.latestCode(`+91${second}`) });
    expect(namesake.json().data.username).toMatch(/^nandini_menon_\d{4}$/);
  });

  it('gives the username to only one of two people confirming at the same time', async () => {
    const [first, second] = [freshPhone(), freshPhone()];
    for (const phone of [first, second]) {
      await ctx.post(REGISTER, { mobile_no: phone, name: 'Same Name', email: `${phone}@example.in`, username: 'contested' });
    }
    const results = await Promise.all([first, second].map(async (phone) => ctx.post(VERIFY, { mobile_no: phone, otp: await ctx.latestCode(`+91${phone}`) })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('USERNAME_TAKEN');
  });
});
