import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type WalletEntryRow = typeof t.walletEntries.$inferSelect;
export type NewWalletEntry = typeof t.walletEntries.$inferInsert;

/** Wallet writes for one customer queue up behind this lock (with the customer's id), so a balance read then spent stays true. */
const WALLET_LOCK = 0x77616c6c; // 'wall'

export function walletRepository(db: Executor) {
  return {
    async lockCustomer(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${WALLET_LOCK}, ${userId})`);
    },

    async balancePaise(userId: number): Promise<number> {
      const [row] = await db
        .select({ balance: sql<string>`coalesce(sum(${t.walletEntries.amountPaise}), 0)` })
        .from(t.walletEntries)
        .where(eq(t.walletEntries.userId, userId));
      return Number(row?.balance ?? 0);
    },

    /** Adds an entry unless one with its key exists: true when it was added. */
    async add(entry: NewWalletEntry): Promise<boolean> {
      const rows = await db
        .insert(t.walletEntries)
        .values(entry)
        .onConflictDoNothing({ target: t.walletEntries.entryKey })
        .returning({ id: t.walletEntries.id });
      return rows.length > 0;
    },

    byKey(entryKey: string): Promise<WalletEntryRow | undefined> {
      return db
        .select()
        .from(t.walletEntries)
        .where(eq(t.walletEntries.entryKey, entryKey))
        .then((rows) => rows[0]);
    },

    entriesOf(userId: number, limit: number): Promise<WalletEntryRow[]> {
      return db.select().from(t.walletEntries).where(eq(t.walletEntries.userId, userId)).orderBy(desc(t.walletEntries.id)).limit(limit);
    },

    codeOf(userId: number): Promise<string | undefined> {
      return db
        .select({ code: t.referralCodes.code })
        .from(t.referralCodes)
        .where(eq(t.referralCodes.userId, userId))
        .then((rows) => rows[0]?.code);
    },

    /** Gives the customer this code unless they have one; false when the code is someone else's. */
    async claimCode(userId: number, code: string, at: Date): Promise<boolean> {
      const rows = await db.insert(t.referralCodes).values({ userId, code, createdAt: at }).onConflictDoNothing().returning({ code: t.referralCodes.code });
      return rows.length > 0;
    },

    ownerOfCode(code: string): Promise<number | undefined> {
      return db
        .select({ userId: t.referralCodes.userId })
        .from(t.referralCodes)
        .where(eq(t.referralCodes.code, code))
        .then((rows) => rows[0]?.userId);
    },

    async addReferral(referredUserId: number, referrerUserId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(t.referrals)
        .values({ referredUserId, referrerUserId, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: t.referrals.referredUserId });
      return rows.length > 0;
    },

    /** Marks the friend's referral rewarded, once: the referrer's id when this call did it. */
    async markRewarded(referredUserId: number, bookingId: number, at: Date): Promise<number | undefined> {
      const [row] = await db
        .update(t.referrals)
        .set({ rewardedBookingId: bookingId, rewardedAt: at })
        .where(and(eq(t.referrals.referredUserId, referredUserId), isNull(t.referrals.rewardedAt)))
        .returning({ referrer: t.referrals.referrerUserId });
      return row?.referrer;
    },

    async referralCounts(referrerUserId: number): Promise<{ joined: number; rewarded: number }> {
      const [row] = await db
        .select({ joined: sql<string>`count(*)`, rewarded: sql<string>`count(${t.referrals.rewardedAt})` })
        .from(t.referrals)
        .where(eq(t.referrals.referrerUserId, referrerUserId));
      return { joined: Number(row?.joined ?? 0), rewarded: Number(row?.rewarded ?? 0) };
    },
  };
}
