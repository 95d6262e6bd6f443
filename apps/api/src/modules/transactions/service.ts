import { paiseToRupees, type Transaction } from '@carseva/shared';
import type { BookingsService, MoneyMovement } from '../bookings';
import type { PaymentsService } from '../payments';
import type { WalletService } from '../wallet';

type Kind = Transaction['kind'];

/** How each movement of a booking's ledger reads in the history, by direction and way (a credit is its wallet entry's line). */
const LEDGER_LINES: Record<`${Exclude<MoneyMovement['direction'], 'credited'>}:${MoneyMovement['method']}`, { kind: Kind; label: string }> = {
  'received:online': { kind: 'payment', label: 'Online payment' },
  'received:cash': { kind: 'payment', label: 'Paid in cash at the garage' },
  'received:wallet': { kind: 'wallet', label: 'CarSeva Money used' },
  'returned:online': { kind: 'refund', label: 'Refund to the original payment method' },
  'returned:cash': { kind: 'refund', label: 'Cash returned by the garage' },
  'returned:wallet': { kind: 'wallet', label: 'CarSeva Money returned' },
};

/** Wallet entries that are the CarSeva Money side of a booking's ledger, which lists them already. */
const BOOKING_WALLET_KINDS = new Set(['spend', 'return']);
const WALLET_LABELS: Record<string, string> = {
  referral: 'CarSeva Money: referral reward',
  claim: 'CarSeva Money: warranty claim refund',
  damage: 'CarSeva Money: damage compensation',
  late: 'CarSeva Money: car returned late',
};

export interface TransactionsDeps {
  bookings: Pick<BookingsService, 'customerRefs' | 'moneyHistory'>;
  payments: Pick<PaymentsService, 'history'>;
  wallet: Pick<WalletService, 'entries'>;
}

/**
 * Transaction History: every movement of the customer's bookings' money ledgers (online, cash, CarSeva
 * Money, and what went back by each way), their CarSeva Money credits, and the gateway's money that no
 * ledger holds (a payment that came after its booking ended, a refund still being sent): each once,
 * newest first.
 */
export function transactionsService(deps: TransactionsDeps) {
  return {
    async of(userId: number): Promise<Transaction[]> {
      const [refs, movements, walletEntries] = await Promise.all([
        deps.bookings.customerRefs(userId),
        deps.bookings.moneyHistory(userId),
        deps.wallet.entries(userId),
      ]);
      const { payments, refunds } = await deps.payments.history([...refs.keys()]);
      const inLedger = new Set(movements.map((m) => m.entryKey));
      const refundStatus = new Map(refunds.map((refund) => [`refund:${refund.id}`, refund.status]));
      const bookingOfPayment = new Map(payments.map((payment) => [payment.id, payment.bookingId]));
      const lines: Transaction[] = [
        ...movements.flatMap((movement) => {
          if (movement.direction === 'credited') return [];
          const { kind, label } = LEDGER_LINES[`${movement.direction}:${movement.method}`];
          const received = movement.direction === 'received';
          return {
            id: `money-${movement.id}`,
            kind,
            label,
            amount: received ? -paiseToRupees(movement.amountPaise) : paiseToRupees(movement.amountPaise),
            status: kind === 'wallet' ? null : received ? 'paid' : (refundStatus.get(movement.entryKey) ?? 'processed'),
            booking: movement.trackingId,
            at: movement.at.toISOString(),
          };
        }),
        ...payments
          .filter((payment) => !inLedger.has(`payment:${payment.id}`))
          .map((payment) => ({
            id: `payment-${payment.id}`,
            ...LEDGER_LINES['received:online'],
            amount: -paiseToRupees(payment.amountPaise),
            status: 'paid',
            booking: refs.get(payment.bookingId) ?? null,
            at: (payment.paidAt ?? payment.createdAt).toISOString(),
          })),
        ...refunds
          .filter((refund) => !inLedger.has(`refund:${refund.id}`))
          .map((refund) => ({
            id: `refund-${refund.id}`,
            ...LEDGER_LINES['returned:online'],
            amount: paiseToRupees(refund.amountPaise),
            status: refund.status,
            booking: refs.get(bookingOfPayment.get(refund.paymentId)!) ?? null,
            at: refund.createdAt.toISOString(),
          })),
        ...walletEntries
          .filter((entry) => !BOOKING_WALLET_KINDS.has(entry.kind))
          .map((entry) => ({
            id: `wallet-${entry.id}`,
            kind: 'wallet' as const,
            label: WALLET_LABELS[entry.kind] ?? 'CarSeva Money',
            amount: paiseToRupees(entry.amountPaise),
            status: null,
            // A referral reward names the friend's booking, which is not the customer's to see.
            booking: entry.bookingId ? (refs.get(entry.bookingId) ?? null) : null,
            at: entry.createdAt.toISOString(),
          })),
      ];
      return lines.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id, 'en', { numeric: true }));
    },
  };
}

export type TransactionsService = ReturnType<typeof transactionsService>;
