import type { AccountSession, AccountUser, Language } from '@carseva/shared';
import type { Db } from '../../db/client';
import { batcher } from '../../lib/batcher';
import { AppError, conflict, notFound } from '../../lib/errors';
import { type RateCounters, type RateLimit, enforceLimits, waitText } from '../../lib/rate-limit';
import { type SmsSender, SmsSendFailed } from '../../providers/sms';
import { isUniqueViolation } from '../../lib/database-errors';
import { deviceInWords, type PlaceResolver } from './device';
import { authRepository, type AuthRepository, type OtpPurpose, type SessionDevice, type SignupDetails, type UserRow } from './repository';
import { generateOtp, newSessionToken, otpHmac, sameHex, sessionTokenHash } from './secrets';
import { usernameCandidates } from './username';
import { say } from '../../lib/i18n';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The OTP and session rules. */
export const AUTH_RULES = {
  otpValidMs: 5 * MINUTE,
  otpMaxAttempts: 5,
  resendCooldownMs: 30 * SECOND,
  sendsPerPhone: [
    { max: 3, windowMs: 10 * MINUTE },
    { max: 10, windowMs: DAY },
  ],
  /** OTP checks one client address may make (the maximum comes from configuration). */
  verifiesPerIpWindowMs: 10 * MINUTE,
  sessionTtlMs: 30 * DAY,
  /** A session's expiry slides forward on use, at most this often (one write per session per period). */
  sessionRenewAfterMs: HOUR,
} as const;

export const AUTH_ERRORS = {
  mobileRegistered: say('errors.auth.mobileRegistered'),
  usernameTaken: say('errors.auth.usernameTaken'),
  notRegistered: say('errors.auth.notRegistered'),
  sendFailed: say('errors.auth.sendFailed'),
  otpWrong: say('errors.auth.otpWrong'),
  otpMissing: say('errors.auth.otpMissing'),
  otpExpired: say('errors.auth.otpExpired'),
  otpExhausted: say('errors.auth.otpExhausted'),
  notSignedIn: say('errors.auth.notSignedIn'),
  sessionExpired: say('errors.auth.sessionExpired'),
  sessionNotFound: 'This device is already signed out.',
} as const;

/** A User-Agent longer than this is cut: it is only shown, and a header may be up to 16 KB. */
const USER_AGENT_MAX = 512;

export interface AuthDeps {
  /** OTP sends allowed from one client address per hour and per day. */
  sendsPerIp: { hour: number; day: number };
  /** OTP checks allowed from one client address per 10 minutes. */
  verifiesPerIp: number;
  sms: SmsSender;
  counters: RateCounters;
  /** Keys the OTP HMAC. */
  secret: string;
  /** Names the approximate place of a signed-in device's address. */
  places: PlaceResolver;
  now: () => number;
  log: (fields: object, message: string) => void;
}

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile_no: row.mobileNo,
    username: row.username,
    sms_updates: row.smsUpdates,
    whatsapp_opt_in_at: row.whatsappOptInAt?.toISOString() ?? null,
    language: row.language,
  };
}

export interface SignedIn {
  user: AccountUser;
  sessionId: number;
  /** Set when the expiry slid forward and the cookie should be sent again. */
  renewedUntil?: Date;
}

export function authService(db: Db, deps: AuthDeps) {
  const repo = authRepository(db);
  /** Runs fn with the repository bound to one transaction. */
  const transaction = <T>(fn: (txRepo: AuthRepository) => Promise<T>) => db.transaction((tx) => fn(authRepository(tx)));
  const now = () => new Date(deps.now());
  /** The live session of a token's hash, if any: looked up with the other requests of the moment. */
  const liveSession = batcher(
    async (tokenHashes: string[]) => {
      const sessions = new Map((await repo.findLiveSessions([...new Set(tokenHashes)], now())).map((session) => [session.tokenHash, session]));
      return tokenHashes.map((hash) => ({ value: sessions.get(hash) }));
    },
    { maxBatch: 100, maxInFlight: 4 },
  );

  // The resend wait is per purpose, so logging in right after signing up needs no wait; the caps count both.
  const sendLimits = (mobileNo: string, purpose: OtpPurpose): RateLimit[] => [
    {
      key: `otp-cooldown:${purpose}:${mobileNo}`,
      max: 1,
      windowMs: AUTH_RULES.resendCooldownMs,
      message: (s) => say('errors.auth.otpWait', { wait: waitText(s) }),
    },
    ...AUTH_RULES.sendsPerPhone.map((rule) => ({
      key: `otp-phone:${rule.windowMs}:${mobileNo}`,
      ...rule,
      message: (s: number) => say('errors.auth.otpTooManyForNumber', { wait: waitText(s) }),
    })),
  ];

  const ipSendLimits = (ip: string): RateLimit[] =>
    [
      { max: deps.sendsPerIp.hour, windowMs: HOUR },
      { max: deps.sendsPerIp.day, windowMs: DAY },
    ].map((rule) => ({
      key: `otp-ip:${rule.windowMs}:${ip}`,
      ...rule,
      message: (s: number) => say('errors.auth.otpTooManyForNetwork', { wait: waitText(s) }),
    }));

  async function sendOtp(mobileNo: string, purpose: OtpPurpose, signup?: SignupDetails) {
    await enforceLimits(deps.counters, sendLimits(mobileNo, purpose));
    const code = generateOtp();
    const codeHmac = otpHmac(deps.secret, purpose, mobileNo, code);
    const at = now();
    await repo.replaceOtp({ mobileNo, purpose, codeHmac, expiresAt: new Date(at.getTime() + AUTH_RULES.otpValidMs), at, signup });
    try {
      await deps.sms.sendOtp(mobileNo, code, AUTH_RULES.otpValidMs / MINUTE);
    } catch (error) {
      // A code nobody received must not stay usable.
      await repo.deleteOtp(mobileNo, purpose, codeHmac);
      if (error instanceof SmsSendFailed) {
        deps.log({ provider: deps.sms.name, reason: error.message }, 'OTP SMS not sent');
        throw new AppError(502, 'SMS_FAILED', AUTH_ERRORS.sendFailed);
      }
      throw error;
    }
    return {
      mobile_no: mobileNo,
      expires_in_seconds: AUTH_RULES.otpValidMs / SECOND,
      resend_after_seconds: AUTH_RULES.resendCooldownMs / SECOND,
    };
  }

  /** Spends an attempt and checks the code; returns the live row when it matches. */
  async function checkOtp(mobileNo: string, purpose: OtpPurpose, code: string, ip: string) {
    await enforceLimits(deps.counters, [
      {
        key: `otp-verify-ip:${ip}`,
        max: deps.verifiesPerIp,
        windowMs: AUTH_RULES.verifiesPerIpWindowMs,
        message: (s) => say('errors.auth.verifyTooMany', { wait: waitText(s) }),
      },
    ]);
    const at = now();
    const claimed = await repo.claimOtpAttempt(mobileNo, purpose, AUTH_RULES.otpMaxAttempts, at);
    if (!claimed) {
      const existing = await repo.findOtp(mobileNo, purpose);
      if (!existing) throw new AppError(400, 'OTP_NOT_FOUND', AUTH_ERRORS.otpMissing);
      if (existing.expiresAt <= at) throw new AppError(400, 'OTP_EXPIRED', AUTH_ERRORS.otpExpired);
      throw new AppError(400, 'OTP_ATTEMPTS_EXHAUSTED', AUTH_ERRORS.otpExhausted);
    }
    if (!sameHex(otpHmac(deps.secret, purpose, mobileNo, code), claimed.codeHmac)) {
      const left = AUTH_RULES.otpMaxAttempts - claimed.attempts;
      throw new AppError(400, left > 0 ? 'OTP_WRONG' : 'OTP_ATTEMPTS_EXHAUSTED', left > 0 ? AUTH_ERRORS.otpWrong : AUTH_ERRORS.otpExhausted);
    }
    return claimed;
  }

  /** A free username made from the name, for a sign-up that did not choose one. */
  async function freeUsernameFor(name: string): Promise<string> {
    for (const candidate of usernameCandidates(name)) if (!(await repo.usernameTaken(candidate))) return candidate;
    throw conflict(AUTH_ERRORS.usernameTaken, 'USERNAME_TAKEN');
  }

  async function startSession(repository: AuthRepository, userId: number, device: SessionDevice) {
    const token = newSessionToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + AUTH_RULES.sessionTtlMs);
    await repository.insertSession({
      userId,
      tokenHash: sessionTokenHash(token),
      at,
      expiresAt,
      device: { ...device, userAgent: device.userAgent?.slice(0, USER_AGENT_MAX) ?? null },
    });
    return { token, expiresAt };
  }

  return {
    /** Users by id as the other modules show them (a booking's customer). */
    async userByMobile(mobileNo: string): Promise<AccountUser | null> {
      const row = await repo.findUserByMobile(mobileNo);
      return row ? toAccountUser(row) : null;
    },

    /** The languages chosen by the users with these mobile numbers (a garage's phone is often its owner's), by number. */
    async languagesByMobiles(mobileNos: readonly string[]): Promise<Map<string, Language>> {
      const unique = [...new Set(mobileNos)];
      const rows = unique.length === 0 ? [] : await repo.languagesByMobiles(unique);
      return new Map(rows.map((row) => [row.mobileNo, row.language]));
    },

    async usersByIds(ids: readonly number[]): Promise<AccountUser[]> {
      const unique = [...new Set(ids)];
      return unique.length === 0 ? [] : (await repo.usersByIds(unique)).map(toAccountUser);
    },

    /** Only the name is asked: without an email the account has none (''), without a username one is made from the name. */
    async requestSignupOtp(details: Pick<SignupDetails, 'name'> & Partial<SignupDetails> & { mobile_no: string }, ip: string) {
      await enforceLimits(deps.counters, ipSendLimits(ip));
      if (await repo.findUserByMobile(details.mobile_no)) throw conflict(AUTH_ERRORS.mobileRegistered, 'MOBILE_REGISTERED');
      if (details.username && (await repo.usernameTaken(details.username))) throw conflict(AUTH_ERRORS.usernameTaken, 'USERNAME_TAKEN');
      const username = details.username ?? (await freeUsernameFor(details.name));
      return sendOtp(details.mobile_no, 'register', { name: details.name, email: details.email ?? '', username });
    },

    /** Creates the account and signs it in on this device, as a login would: one code, not two. */
    async verifySignup(input: { mobile_no: string; otp: string }, client: { ip: string; userAgent: string | null }) {
      const otp = await checkOtp(input.mobile_no, 'register', input.otp, client.ip);
      try {
        return await transaction(async (tx) => {
          if (!(await tx.consumeOtp(otp.id, otp.codeHmac))) throw new AppError(400, 'OTP_NOT_FOUND', AUTH_ERRORS.otpMissing);
          const user = await tx.insertUser({
            mobileNo: input.mobile_no,
            name: otp.signupName ?? '',
            email: otp.signupEmail ?? '',
            username: otp.signupUsername ?? '',
            at: now(),
          });
          const session = await startSession(tx, user.id, client);
          return { user: toAccountUser(user), ...session };
        });
      } catch (error) {
        // Someone took the number or the username between the request and the confirmation.
        if (isUniqueViolation(error)) {
          const mobileTaken = await repo.findUserByMobile(input.mobile_no);
          throw mobileTaken ? conflict(AUTH_ERRORS.mobileRegistered, 'MOBILE_REGISTERED') : conflict(AUTH_ERRORS.usernameTaken, 'USERNAME_TAKEN');
        }
        throw error;
      }
    },

    async requestLoginOtp(mobileNo: string, ip: string) {
      await enforceLimits(deps.counters, ipSendLimits(ip));
      if (!(await repo.findUserByMobile(mobileNo))) throw notFound(AUTH_ERRORS.notRegistered, 'NOT_REGISTERED');
      return sendOtp(mobileNo, 'login');
    },

    async verifyLogin(input: { mobile_no: string; otp: string }, client: { ip: string; userAgent: string | null }) {
      const otp = await checkOtp(input.mobile_no, 'login', input.otp, client.ip);
      return transaction(async (tx) => {
        if (!(await tx.consumeOtp(otp.id, otp.codeHmac))) throw new AppError(400, 'OTP_NOT_FOUND', AUTH_ERRORS.otpMissing);
        const user = await tx.findUserByMobile(input.mobile_no);
        if (!user) throw notFound(AUTH_ERRORS.notRegistered, 'NOT_REGISTERED');
        const session = await startSession(tx, user.id, client);
        return { user: toAccountUser(user), ...session };
      });
    },

    /** The signed-in user for a session token, or null; slides the expiry forward on use. */
    async authenticate(token: string): Promise<SignedIn | null> {
      const at = now();
      const session = await liveSession(sessionTokenHash(token));
      if (!session) return null;
      const signedIn: SignedIn = { user: toAccountUser(session.user), sessionId: session.sessionId };
      if (at.getTime() - session.lastUsedAt.getTime() >= AUTH_RULES.sessionRenewAfterMs) {
        signedIn.renewedUntil = new Date(at.getTime() + AUTH_RULES.sessionTtlMs);
        await repo.extendSession(session.sessionId, at, signedIn.renewedUntil);
      }
      return signedIn;
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(sessionTokenHash(token), now());
    },

    /** The user's signed-in devices, the current one first. */
    async sessions(userId: number, currentSessionId: number): Promise<AccountSession[]> {
      const rows = await repo.liveSessionsOf(userId, now());
      return rows
        .map((row) => ({
          id: row.id,
          device: deviceInWords(row.userAgent),
          place: row.ip ? deps.places.placeOf(row.ip) : null,
          signed_in_at: row.createdAt.toISOString(),
          last_active_at: row.lastUsedAt.toISOString(),
          current: row.id === currentSessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** Signs one of the user's own devices out; someone else's session is answered like a missing one. */
    async revokeSession(userId: number, sessionId: number): Promise<void> {
      if (!(await repo.revokeSessionOf(userId, sessionId, now()))) throw notFound(AUTH_ERRORS.sessionNotFound, 'SESSION_NOT_FOUND');
    },

    /** Signs out every device of the user but the current one; how many it signed out. */
    revokeOtherSessions(userId: number, currentSessionId: number): Promise<number> {
      return repo.revokeSessionsExcept(userId, currentSessionId, now());
    },

    /** Order updates on WhatsApp on (consent recorded now, or kept from when first given) or off. */
    async setWhatsAppUpdates(userId: number, enabled: boolean): Promise<AccountUser> {
      const at = now();
      const row = await repo.setWhatsAppOptIn(userId, enabled ? at : null, at);
      if (!row) throw notFound('Account not found', 'ACCOUNT_NOT_FOUND');
      return toAccountUser(row);
    },

    /** A STOP reply from this number: its account gets no more WhatsApp updates. Whether it had asked for them. */
    optOutWhatsAppByPhone(mobileNo: string): Promise<boolean> {
      return repo.optOutWhatsAppByMobile(mobileNo, now());
    },

    async updateProfile(userId: number, changes: { name?: string; email?: string; sms_updates?: boolean; language?: Language }): Promise<AccountUser> {
      const row = await repo.updateUser(userId, {
        name: changes.name,
        email: changes.email,
        smsUpdates: changes.sms_updates,
        language: changes.language,
        at: now(),
      });
      if (!row) throw notFound('Account not found', 'ACCOUNT_NOT_FOUND');
      return toAccountUser(row);
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
