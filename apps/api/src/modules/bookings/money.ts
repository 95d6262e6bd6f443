import { formatRupees, paiseToRupees } from '@carseva/shared';
import { say, SUPPORT_CONTACT } from '../../lib/i18n';

/** How money reaches a booking and goes back: the gateway, cash at the garage, or CarSeva Money. */
export type MoneyMethod = 'online' | 'cash' | 'wallet';
export const MONEY_METHODS: readonly MoneyMethod[] = ['online', 'cash', 'wallet'];
/**
 * received: money in; returned: money back the way it came; credited: CarSeva Money given for the order beyond
 * returning what came (a warranty claim, damage, a late car). What is returned and credited is given back (ADR 44).
 */
export type MoneyDirection = 'received' | 'returned' | 'credited';

/** One row of a booking's money ledger (see schema.ts, booking_money). */
export interface MoneyEntry {
  direction: MoneyDirection;
  method: MoneyMethod;
  amountPaise: number;
}

/** A ledger row as a customer's history shows it: which order, when, and what caused it. */
export interface MoneyMovement extends MoneyEntry {
  id: number;
  bookingId: number;
  trackingId: string;
  /** The row's cause (payment:<id>, cash:<event id>, refund:<id>, wallet, wallet-return, claim:<id>, damage:<id>, late:<booking>). */
  entryKey: string;
  at: Date;
}

export type ByMethod = Record<MoneyMethod, number>;

/** A booking's money, summed: received and returned by way, what is still held by way, and in all. */
export interface BookingMoney {
  received: ByMethod;
  returned: ByMethod;
  /** Received minus returned, per way: what the customer has paid and not had back. */
  held: ByMethod;
  /** What the customer has paid for the booking and not had back, in all. */
  heldPaise: number;
  /** CarSeva Money credited for the order (claims, damage, a late car). */
  creditedPaise: number;
  /** What may still be given back on the order: everything received less everything returned and credited. */
  givableBackPaise: number;
}

const zero = (): ByMethod => ({ online: 0, cash: 0, wallet: 0 });

export function moneyOf(entries: readonly MoneyEntry[]): BookingMoney {
  const received = zero();
  const returned = zero();
  let creditedPaise = 0;
  for (const entry of entries) {
    if (entry.direction === 'credited') creditedPaise += entry.amountPaise;
    else (entry.direction === 'received' ? received : returned)[entry.method] += entry.amountPaise;
  }
  const held = zero();
  for (const method of MONEY_METHODS) held[method] = received[method] - returned[method];
  const heldPaise = held.online + held.cash + held.wallet;
  return { received, returned, held, heldPaise, creditedPaise, givableBackPaise: heldPaise - creditedPaise };
}

export const MONEY_MESSAGES = {
  /** Said to whoever tries to end a booking whose cash the garage holds (ADR 27). */
  cashTaken: (cashPaise: number) => say('errors.desk.cashTaken', { amount: formatRupees(paiseToRupees(cashPaise)), ...SUPPORT_CONTACT }),
} as const;
