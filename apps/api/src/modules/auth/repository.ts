import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Language } from '@carseva/shared';
import type { Executor } from '../../db/client';
import { compiledQuery, isAnyOf } from '../../db/compiled-query';
import * as t from './schema';

export type OtpPurpose = 'register' | 'login';

export interface SignupDetails {
  name: string;
  email: string;
  username: string;
}

const userColumns = {
  id: t.users.id,
  name: t.users.name,
  email: t.users.email,
  mobileNo: t.users.mobileNo,
  username: t.users.username,
  smsUpdates: t.users.smsUpdates,
  whatsappOptInAt: t.users.whatsappOptInAt,
  language: t.users.language,
};

export type UserRow = {
  id: number;
  name: string;
  email: string;
  mobileNo: string;
  username: string;
  smsUpdates: boolean;
  whatsappOptInAt: Date | null;
  language: Language;
};

/** What a session records of the device that opened it. */
export interface SessionDevice {
  userAgent: string | null;
  ip: string | null;
}

const liveSessionOf = (userId: number, now: Date) => and(eq(t.sessions.userId, userId), isNull(t.sessions.revokedAt), gt(t.sessions.expiresAt, now));

/** Users by id (the job worker's messages name their customer). */
const usersByIdsQuery = compiledQuery((qb) => qb.select(userColumns).from(t.users).where(isAnyOf(t.users.id, 'ids')));

/**
 * Sessions by their tokens' hashes, with their users, while neither revoked nor expired: every
 * signed-in request asks, the requests of a moment together (ADR 25).
 */
const liveSessionsQuery = compiledQuery((qb) =>
  qb
    .select({ tokenHash: t.sessions.tokenHash, sessionId: t.sessions.id, lastUsedAt: t.sessions.lastUsedAt, user: userColumns })
    .from(t.sessions)
    .innerJoin(t.users, eq(t.users.id, t.sessions.userId))
    .where(
      and(
        sql`${t.sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
        isNull(t.sessions.revokedAt),
        gt(t.sessions.expiresAt, sql.placeholder('now')),
      ),
    ),
);

export function authRepository(db: Executor) {
  return {
    async findUserByMobile(mobileNo: string): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(t.users).where(eq(t.users.mobileNo, mobileNo));
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select(userColumns).from(t.users).where(eq(t.users.id, id));
      return row;
    },

    usersByIds(ids: number[]): Promise<UserRow[]> {
      return usersByIdsQuery(db, { ids });
    },

    languagesByMobiles(mobileNos: string[]): Promise<{ mobileNo: string; language: Language }[]> {
      return db.select({ mobileNo: t.users.mobileNo, language: t.users.language }).from(t.users).where(inArray(t.users.mobileNo, mobileNos));
    },

    async usernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: t.users.id })
        .from(t.users)
        .where(sql`lower(${t.users.username}) = lower(${username})`);
      return rows.length > 0;
    },

    async insertUser(user: SignupDetails & { mobileNo: string; at: Date }): Promise<UserRow> {
      const [row] = await db
        .insert(t.users)
        .values({ mobileNo: user.mobileNo, name: user.name, email: user.email, username: user.username, createdAt: user.at, updatedAt: user.at })
        .returning(userColumns);
      return row!;
    },

    /** Sets the fields given; one left undefined keeps its value. */
    async updateUser(
      id: number,
      changes: { name?: string; email?: string; smsUpdates?: boolean; language?: Language; at: Date },
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(t.users)
        .set({ name: changes.name, email: changes.email, smsUpdates: changes.smsUpdates, language: changes.language, updatedAt: changes.at })
        .where(eq(t.users.id, id))
        .returning(userColumns);
      return row;
    },

    /** Consent to WhatsApp updates: given at `at` (an earlier consent keeps its time), or withdrawn (null). */
    async setWhatsAppOptIn(id: number, at: Date | null, updatedAt: Date): Promise<UserRow | undefined> {
      const [row] = await db
        .update(t.users)
        .set({ whatsappOptInAt: at === null ? null : sql`coalesce(${t.users.whatsappOptInAt}, ${at.toISOString()}::timestamptz)`, updatedAt })
        .where(eq(t.users.id, id))
        .returning(userColumns);
      return row;
    },

    /** Withdraws the WhatsApp consent of the account with this number; whether there was one to withdraw. */
    async optOutWhatsAppByMobile(mobileNo: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(t.users)
        .set({ whatsappOptInAt: null, updatedAt: at })
        .where(and(eq(t.users.mobileNo, mobileNo), isNotNull(t.users.whatsappOptInAt)))
        .returning({ id: t.users.id });
      return rows.length > 0;
    },

    /** Stores a fresh code for (number, purpose), replacing any earlier one and its attempts. */
    async replaceOtp(otp: { mobileNo: string; purpose: OtpPurpose; codeHmac: string; expiresAt: Date; at: Date; signup?: SignupDetails }) {
      const values = {
        mobileNo: otp.mobileNo,
        purpose: otp.purpose,
        codeHmac: otp.codeHmac,
        attempts: 0,
        expiresAt: otp.expiresAt,
        createdAt: otp.at,
        signupName: otp.signup?.name ?? null,
        signupEmail: otp.signup?.email ?? null,
        signupUsername: otp.signup?.username ?? null,
      };
      const { mobileNo: _m, purpose: _p, ...replaced } = values;
      await db
        .insert(t.otpCodes)
        .values(values)
        .onConflictDoUpdate({ target: [t.otpCodes.mobileNo, t.otpCodes.purpose], set: replaced });
    },

    async deleteOtp(mobileNo: string, purpose: OtpPurpose, codeHmac: string) {
      await db.delete(t.otpCodes).where(and(eq(t.otpCodes.mobileNo, mobileNo), eq(t.otpCodes.purpose, purpose), eq(t.otpCodes.codeHmac, codeHmac)));
    },

    /**
     * Spends one attempt on the live code, atomically: concurrent guesses each take their own attempt,
     * so no more than `maxAttempts` comparisons are ever made against one code.
     */
    async claimOtpAttempt(mobileNo: string, purpose: OtpPurpose, maxAttempts: number, now: Date) {
      const [row] = await db
        .update(t.otpCodes)
        .set({ attempts: sql`${t.otpCodes.attempts} + 1` })
        .where(and(eq(t.otpCodes.mobileNo, mobileNo), eq(t.otpCodes.purpose, purpose), lt(t.otpCodes.attempts, maxAttempts), gt(t.otpCodes.expiresAt, now)))
        .returning();
      return row;
    },

    async findOtp(mobileNo: string, purpose: OtpPurpose) {
      const [row] = await db
        .select()
        .from(t.otpCodes)
        .where(and(eq(t.otpCodes.mobileNo, mobileNo), eq(t.otpCodes.purpose, purpose)));
      return row;
    },

    /** Uses the code up. Only one of several concurrent callers gets true. */
    async consumeOtp(id: number, codeHmac: string): Promise<boolean> {
      const rows = await db
        .delete(t.otpCodes)
        .where(and(eq(t.otpCodes.id, id), eq(t.otpCodes.codeHmac, codeHmac)))
        .returning({ id: t.otpCodes.id });
      return rows.length === 1;
    },

    async insertSession(session: { userId: number; tokenHash: string; at: Date; expiresAt: Date; device: SessionDevice }) {
      await db.insert(t.sessions).values({
        userId: session.userId,
        tokenHash: session.tokenHash,
        createdAt: session.at,
        lastUsedAt: session.at,
        expiresAt: session.expiresAt,
        userAgent: session.device.userAgent,
        ip: session.device.ip,
      });
    },

    /** The user's live sessions, most recently used first. */
    liveSessionsOf(userId: number, now: Date) {
      return db
        .select({ id: t.sessions.id, userAgent: t.sessions.userAgent, ip: t.sessions.ip, createdAt: t.sessions.createdAt, lastUsedAt: t.sessions.lastUsedAt })
        .from(t.sessions)
        .where(liveSessionOf(userId, now))
        .orderBy(desc(t.sessions.lastUsedAt), desc(t.sessions.id));
    },

    /** Ends one of the user's live sessions; false when it is not theirs, or not live. */
    async revokeSessionOf(userId: number, sessionId: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(t.sessions)
        .set({ revokedAt: at })
        .where(and(eq(t.sessions.id, sessionId), liveSessionOf(userId, at)))
        .returning({ id: t.sessions.id });
      return rows.length === 1;
    },

    /** Ends every live session of the user but one; how many it ended. */
    async revokeSessionsExcept(userId: number, keptSessionId: number, at: Date): Promise<number> {
      const rows = await db
        .update(t.sessions)
        .set({ revokedAt: at })
        .where(and(ne(t.sessions.id, keptSessionId), liveSessionOf(userId, at)))
        .returning({ id: t.sessions.id });
      return rows.length;
    },

    findLiveSessions(tokenHashes: string[], now: Date) {
      return liveSessionsQuery(db, { tokenHashes, now });
    },

    async extendSession(sessionId: number, at: Date, expiresAt: Date) {
      await db
        .update(t.sessions)
        .set({ lastUsedAt: at, expiresAt })
        .where(and(eq(t.sessions.id, sessionId), isNull(t.sessions.revokedAt)));
    },

    async revokeSession(tokenHash: string, at: Date) {
      await db
        .update(t.sessions)
        .set({ revokedAt: at })
        .where(and(eq(t.sessions.tokenHash, tokenHash), isNull(t.sessions.revokedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof authRepository>;
