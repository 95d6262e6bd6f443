import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the bookings module.
import { bookings } from '../bookings/schema';

/**
 * CarSeva Money as a ledger: the balance is the sum of a customer's entries, never a stored number.
 * Each entry has a key naming why it exists (referral:<id>:<side>, spend:<booking>, return:<booking>, claim:<id>, damage:<id>, late:<booking>),
 * unique, so a retried job or request cannot credit or debit twice.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Positive credits, negative debits. */
    amountPaise: integer('amount_paise').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    entryKey: varchar('entry_key', { length: 64 }).notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('wallet_entries_key').on(t.entryKey),
    index('wallet_entries_user_idx').on(t.userId, t.id),
    check('wallet_entries_kind_known', sql`${t.kind} in ('referral', 'spend', 'return', 'claim', 'damage', 'late')`),
    check('wallet_entries_amount_nonzero', sql`${t.amountPaise} <> 0`),
  ],
);

/** Every customer's own referral code, shared as a link. */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    code: varchar('code', { length: 12 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/** Who brought whom: one referrer per customer; rewarded once, when the friend's first order completes. */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: integer('referred_user_id')
      .primaryKey()
      .references(() => users.id),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rewardedBookingId: integer('rewarded_booking_id').references(() => bookings.id),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerUserId), check('referrals_not_self', sql`${t.referredUserId} <> ${t.referrerUserId}`)],
);
