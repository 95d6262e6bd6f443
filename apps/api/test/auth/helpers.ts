import type { InjectOptions } from 'fastify';
import { createTestApp } from '../app';

/** A clock the tests move by hand, for OTP expiry, cooldowns and session lifetimes. */
export function fakeClock(start = Date.parse('2026-03-02T04:30:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

let phoneSeq = 0;
let ipSeq = 0;
/** A number no other test in this file uses, so per-phone limits never leak between tests. */
export const freshPhone = () => `98${String(10_000_000 + ++phoneSeq * 7919).slice(-8)}`;
/** A client address of its own, so per-IP limits never leak between tests. */
export const freshIp = () => `203.0.113.${++ipSeq % 250}`;

export async function authTestApp(env: Record<string, string> = {}) {
  const clock = fakeClock();
  const ctx = await createTestApp({ now: clock.now, env });
  let ip = freshIp();

  const call = (options: InjectOptions & { headers?: Record<string, string> }) =>
    ctx.app.inject({ ...options, headers: { 'x-forwarded-for': ip, ...options.headers } });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => call({ method: 'POST', url, payload, headers });

  /** The newest OTP the console sender "sent" to a +91 number. */
  async function latestCode(mobileNo: string): Promise<string> {
    const res = await ctx.app.inject({ url: `/dev/outbox?to=${encodeURIComponent(mobileNo)}` });
    const [latest] = res.json().data as { body: string }[];
    const code = latest?.body.match(/^(\d{6}) /)?.[1];
    if (!code) throw new Error(`no OTP in the outbox for ${mobileNo}`);
    return code;
  }

  /** Creates an account, signed out. */
  async function signUp(phone = freshPhone(), username = `user_${phone}`) {
    const details = { mobile_no: phone, name: 'Asha Verma', email: `asha.${phone}@example.in`, username };
    const sent = await post('/api/v1/auth/otp/register', details);
    if (sent.statusCode !== 200) throw new Error(`sign-up OTP: ${sent.body}`);
    const created = await post('/api/v1/auth/otp/register/verify', { mobile_no: phone, otp: await latestCode(`+91${phone}`) });
    if (created.statusCode !== 201) throw new Error(`sign-up verify: ${created.body}`);
    // Signing up signs in too; ending that session lets a test count only the devices it logs in.
    await call({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${created.json().data.token}` } });
    return { phone, mobileNo: `+91${phone}`, details };
  }

  /** Signs up (unless given a registered phone) and logs in; returns the token and the Set-Cookie header. */
  async function logIn(phone?: string) {
    const account = phone ?? (await signUp()).phone;
    const sent = await post('/api/v1/auth/otp/login', { mobile_no: account });
    if (sent.statusCode !== 200) throw new Error(`login OTP: ${sent.body}`);
    const res = await post('/api/v1/auth/otp/login/verify', { mobile_no: account, otp: await latestCode(`+91${account}`) });
    if (res.statusCode !== 200) throw new Error(`login verify: ${res.body}`);
    clock.advance(31 * SECOND);
    return { phone: account, token: res.json().data.token as string, setCookie: String(res.headers['set-cookie']), body: res.json() };
  }

  return {
    ...ctx,
    clock,
    call,
    post,
    latestCode,
    signUp,
    logIn,
    /** Later calls come from another client address. */
    newIp() {
      ip = freshIp();
    },
  };
}

export type AuthTestApp = Awaited<ReturnType<typeof authTestApp>>;
