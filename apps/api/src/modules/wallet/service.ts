import { randomInt } from 'node:crypto';
import { paiseToRupees, REFERRAL_REWARD_RUPEES, rupeesToPaise, WALLET_MAX_PER_ORDER_RUPEES, type Wallet } from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import type { JobDefinition } from '../../jobs/jobs';
import { isUniqueViolation } from '../../lib/database-errors';
import { unprocessable } from '../../lib/errors';
import { say } from '../../lib/i18n';
import { BOOKING_SETTLED, type BookingSettled, STATUS_CHANGED, type StatusChanged } from '../bookings';
import { walletRepository, type WalletEntryRow } from './repository';

const REFERRAL_REFUSALS = {
  unknownCode: say('errors.referral.unknownCode'),
  ownCode: say('errors.referral.ownCode'),
};

export const WALLET_JOBS = {
  /** Returns money spent on an order that ended unserved. */
  onStatusChanged: 'wallet.on-booking-status',
  /** Credits both sides of a referral when the friend's first order is completed and paid. */
  onSettled: 'wallet.on-booking-settled',
} as const;

const REWARD_PAISE = rupeesToPaise(REFERRAL_REWARD_RUPEES);
const MAX_PER_ORDER_PAISE = rupeesToPaise(WALLET_MAX_PER_ORDER_RUPEES);
const ENTRIES_SHOWN = 100;
// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface WalletDeps {
  now: () => number;
}

export type WalletEntryView = Pick<WalletEntryRow, 'id' | 'amountPaise' | 'kind' | 'note' | 'bookingId' | 'createdAt'>;

/**
 * CarSeva Money: a ledger per customer (the balance is a sum, never a stored number) and the referral
 * programme that fills it. Every entry carries a unique key naming its cause, so jobs and retries that
 * run twice add nothing the second time.
 */
export function walletService(db: Db, deps: WalletDeps) {
  const repo = walletRepository(db);
  const now = () => new Date(deps.now());

  function newCode(): string {
    return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  }

  /** The customer's referral code, made on first use. */
  async function codeFor(userId: number): Promise<string> {
    for (;;) {
      const existing = await repo.codeOf(userId);
      if (existing) return existing;
      try {
        if (await repo.claimCode(userId, newCode(), now())) continue;
      } catch (error) {
        // Another customer holds this code already: draw again.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  }

  /**
   * Both sides get the reward once, when the referred friend's first order is completed and actually
   * paid (online or in cash, not a ₹0 order): a completed order with nothing collected earns nothing,
   * so a garage cannot mint rewards by completing orders of fake friends.
   */
  async function rewardReferral(event: BookingSettled): Promise<void> {
    await db.transaction(async (tx) => {
      const txRepo = walletRepository(tx);
      const referrer = await txRepo.markRewarded(event.userId, event.bookingId, now());
      if (referrer === undefined) return;
      const at = now();
      const credit = (userId: number, side: string, note: string) =>
        txRepo.add({
          userId,
          amountPaise: REWARD_PAISE,
          kind: 'referral',
          entryKey: `referral:${event.userId}:${side}`,
          bookingId: event.bookingId,
          note,
          createdAt: at,
        });
      await credit(referrer, 'referrer', 'Referral reward: a friend you invited completed their first order');
      await credit(event.userId, 'friend', 'Referral reward: your first order with a friend’s code');
    });
  }

  /** An order that ends unserved gives back the CarSeva Money spent on it. */
  async function returnSpent(event: StatusChanged): Promise<void> {
    const spent = await repo.byKey(`spend:${event.bookingId}`);
    if (!spent) return;
    await repo.add({
      userId: spent.userId,
      amountPaise: -spent.amountPaise,
      kind: 'return',
      entryKey: `return:${event.bookingId}`,
      bookingId: event.bookingId,
      note: event.to === 'rejected' ? 'Returned: the garage declined the order' : 'Returned: the order was cancelled',
      createdAt: now(),
    });
  }

  async function onStatusChanged(event: StatusChanged): Promise<void> {
    if (event.to === 'cancelled' || event.to === 'rejected') await returnSpent(event);
  }

  return {
    codeFor,

    /** Checks a code typed at sign-up: its owner's id, or a 422 naming the field. */
    async referrerOf(code: string): Promise<number> {
      const owner = await repo.ownerOfCode(code);
      if (owner === undefined) throw unprocessable(REFERRAL_REFUSALS.unknownCode, { referral_code: [REFERRAL_REFUSALS.unknownCode] }, 'UNKNOWN_REFERRAL_CODE');
      return owner;
    },

    /** Records who referred a new customer (once; a later code changes nothing). */
    async recordReferral(referredUserId: number, code: string): Promise<void> {
      const referrer = await this.referrerOf(code);
      if (referrer === referredUserId) throw unprocessable(REFERRAL_REFUSALS.ownCode, { referral_code: [REFERRAL_REFUSALS.ownCode] }, 'OWN_REFERRAL_CODE');
      await repo.addReferral(referredUserId, referrer, now());
    },

    /**
     * Spends up to `maxPaise` (and the per-order limit) of the customer's balance on a booking, inside the
     * booking's transaction: the amount actually used, 0 when the balance is empty.
     */
    async spend(tx: Executor, userId: number, bookingId: number, maxPaise: number): Promise<number> {
      const txRepo = walletRepository(tx);
      await txRepo.lockCustomer(userId);
      const amount = Math.min(await txRepo.balancePaise(userId), maxPaise, MAX_PER_ORDER_PAISE);
      if (amount <= 0) return 0;
      await txRepo.add({ userId, amountPaise: -amount, kind: 'spend', entryKey: `spend:${bookingId}`, bookingId, note: 'Used on an order', createdAt: now() });
      return amount;
    },

    /**
     * Credits CarSeva Money for a cause (a decided claim or damage report, a late car), inside the caller's
     * transaction; once per entry key. True when this call wrote it, false when it was there already.
     */
    async credit(
      tx: Executor,
      entry: { userId: number; amountPaise: number; kind: 'claim' | 'damage' | 'late'; entryKey: string; bookingId: number; note: string },
    ): Promise<boolean> {
      return walletRepository(tx).add({ ...entry, createdAt: now() });
    },

    balancePaise: (userId: number) => repo.balancePaise(userId),

    entries: (userId: number): Promise<WalletEntryView[]> => repo.entriesOf(userId, ENTRIES_SHOWN),

    /**
     * The wallet screen: balance, entries and the referral programme. `ownBookings` maps the customer's
     * own booking ids to tracking ids; a referral entry names the friend's booking, which stays unnamed.
     */
    async overview(userId: number, ownBookings: Map<number, string>): Promise<Wallet> {
      const [balance, entries, code, counts] = await Promise.all([
        repo.balancePaise(userId),
        repo.entriesOf(userId, ENTRIES_SHOWN),
        codeFor(userId),
        repo.referralCounts(userId),
      ]);
      return {
        balance: paiseToRupees(balance),
        usable_per_order: paiseToRupees(Math.min(balance, MAX_PER_ORDER_PAISE)),
        entries: entries.map((entry) => ({
          id: entry.id,
          amount: paiseToRupees(entry.amountPaise),
          kind: entry.kind as Wallet['entries'][number]['kind'],
          note: entry.note,
          booking: entry.bookingId ? (ownBookings.get(entry.bookingId) ?? null) : null,
          at: entry.createdAt.toISOString(),
        })),
        referral: { code, reward: REFERRAL_REWARD_RUPEES, friends_joined: counts.joined, friends_rewarded: counts.rewarded },
      };
    },

    /** The module's background work, for the job engine. */
    jobs: (): JobDefinition<never>[] => [
      { name: WALLET_JOBS.onStatusChanged, subscribesTo: [STATUS_CHANGED], retryLimit: 5, run: onStatusChanged } satisfies JobDefinition<StatusChanged>,
      { name: WALLET_JOBS.onSettled, subscribesTo: [BOOKING_SETTLED], retryLimit: 5, run: rewardReferral } satisfies JobDefinition<BookingSettled>,
    ],
  };
}

export type WalletService = ReturnType<typeof walletService>;
