import type { RefundTarget } from '@carseva/shared';
import type { Executor } from '../../db/client';
import { conflict } from '../../lib/errors';
import type { BookingRow, BookingsService } from '../bookings';
import type { PaymentsService } from '../payments';
import type { WalletService } from '../wallet';
import { WARRANTY_MESSAGES } from './messages';
import { warrantyRepository } from './repository';

export interface PayoutDeps {
  bookings: Pick<BookingsService, 'lockMoney' | 'credit'>;
  payments: Pick<PaymentsService, 'refundPart'>;
  wallet: Pick<WalletService, 'credit'>;
}

/** A payout CarSeva decided: for which order, why (claim:<id>, damage:<id>), where to, how much (null: as much as `fallbackPaise`, within what is left). */
export interface Payout {
  booking: BookingRow;
  cause: string;
  kind: 'claim' | 'damage';
  to: RefundTarget;
  amountPaise: number | null;
  fallbackPaise: number;
  note: string;
}

/**
 * Pays money back for an order inside the caller's transaction, never more than the customer paid for it
 * (online, cash and CarSeva Money) less everything given back on it already (refunds, claims, damage, late
 * credits): read from the order's money ledger under the booking's lock, and written into that ledger by the
 * same transaction (ADR 44), so two decisions at once cannot both pass. To CarSeva Money (the wallet ledger)
 * or to the original payment (the gateway's refund job). A 409 when it cannot, and the caller's transaction
 * rolls back. The amount paid.
 */
export async function payOut(tx: Executor, deps: PayoutDeps, payout: Payout, at: Date): Promise<number> {
  const { booking } = payout;
  const { money } = await deps.bookings.lockMoney(booking.id, tx);
  const room = money.givableBackPaise;
  if (room <= 0) throw conflict(WARRANTY_MESSAGES.nothingToGive, 'NOTHING_TO_REFUND');
  const amountPaise = payout.amountPaise ?? Math.min(payout.fallbackPaise, room);
  if (amountPaise > room) throw conflict(WARRANTY_MESSAGES.overCap(room), 'OVER_PAID_AMOUNT');
  if (amountPaise <= 0) throw conflict(WARRANTY_MESSAGES.nothingToGive, 'NOTHING_TO_REFUND');
  await warrantyRepository(tx).addPayout({ bookingId: booking.id, cause: payout.cause, paidTo: payout.to, amountPaise, createdAt: at });
  if (payout.to === 'wallet') {
    if (!(await deps.bookings.credit(booking.id, amountPaise, payout.cause, tx))) throw conflict(WARRANTY_MESSAGES.overCap(room), 'OVER_PAID_AMOUNT');
    await deps.wallet.credit(tx, { userId: booking.userId, amountPaise, kind: payout.kind, entryKey: payout.cause, bookingId: booking.id, note: payout.note });
  } else if (!(await deps.payments.refundPart(tx, { bookingId: booking.id, amountPaise, reason: payout.kind }))) {
    throw conflict(WARRANTY_MESSAGES.noOnlinePayment, 'NO_ONLINE_PAYMENT');
  }
  return amountPaise;
}
