import { z } from 'zod';

/** What each side of a referral gets when the friend's first order completes (the FAQ's Rs.750). */
export const REFERRAL_REWARD_RUPEES = 750;
/** The most CarSeva Money one order may use (the app offer's limit). */
export const WALLET_MAX_PER_ORDER_RUPEES = 750;

/** Referral codes: 8 letters and digits, shown in upper case; typed in any case, with spaces trimmed. */
export const referralCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'Enter the 8-character referral code you were given'));

/** claim, damage: CarSeva's decision on a warranty claim or a damage report; late: the car came back later than promised. */
export const walletEntryKind = z.enum(['referral', 'spend', 'return', 'claim', 'damage', 'late']);
/** Whole rupees; credits positive, debits negative. */
export const walletEntry = z.object({
  id: z.number().int(),
  amount: z.number(),
  kind: walletEntryKind,
  note: z.string(),
  booking: z.string().nullable(),
  at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

export const wallet = z.object({
  balance: z.number(),
  /** How much of the balance one order may use now. */
  usable_per_order: z.number(),
  entries: z.array(walletEntry),
  referral: z.object({ code: z.string(), reward: z.number().int(), friends_joined: z.number().int(), friends_rewarded: z.number().int() }),
});
export type Wallet = z.infer<typeof wallet>;

export const transactionKind = z.enum(['payment', 'refund', 'wallet']);
/** One line of Transaction History: money in or out, in whole rupees (paise as decimals), newest first. */
export const transaction = z.object({
  id: z.string(),
  kind: transactionKind,
  /** What the customer sees: "Online payment", "Refund to the original payment method", "Referral reward"… */
  label: z.string(),
  /** Positive: money to the customer (refunds, credits); negative: money from them. */
  amount: z.number(),
  /** processed, pending, failed… for refunds; paid for payments; null for wallet entries. */
  status: z.string().nullable(),
  booking: z.string().nullable(),
  at: z.string(),
});
export type Transaction = z.infer<typeof transaction>;
