import { paiseToRupees, type Transaction } from '@carseva/shared';
import type { BookingsService } from '../bookings';
import type { PaymentsService } from '../payments/service';
import type { WalletService } from '../wallet';

const WALLET_LABELS: Record<string, string> = {
  referral: 'CarSeva Money: referral reward',
  spend: 'CarSeva Money used',
  return: 'CarSeva Money returned',
};

export interface TransactionsDeps {
  bookings: Pick<BookingsService, 'customerRefs'>;
  payments: Pick<PaymentsService, 'history'>;
  wallet: Pick<WalletService, 'entries'>;
}

/** Transaction History: the customer's money in one list, gathered from the modules that own it. */
export function transactionsService(deps: TransactionsDeps) {
  return {
    async of(userId: number): Promise<Transaction[]> {
      const [refs, walletEntries] = await Promise.all([deps.bookings.customerRefs(userId), deps.wallet.entries(userId)]);
      const { payments, refunds } = await deps.payments.history([...refs.keys()]);
      const bookingOfPayment = new Map(payments.map((payment) => [payment.id, payment.bookingId]));
      const lines: Transaction[] = [
        ...payments.map((payment) => ({
          id: `payment-${payment.id}`,
          kind: 'payment' as const,
          label: 'Online payment',
          amount: -paiseToRupees(payment.amountPaise),
          status: 'paid',
          booking: refs.get(payment.bookingId) ?? null,
          at: (payment.paidAt ?? payment.createdAt).toISOString(),
        })),
        ...refunds.map((refund) => ({
          id: `refund-${refund.id}`,
          kind: 'refund' as const,
          label: 'Refund to the original payment method',
          amount: paiseToRupees(refund.amountPaise),
          status: refund.status,
          booking: refs.get(bookingOfPayment.get(refund.paymentId)!) ?? null,
          at: refund.createdAt.toISOString(),
        })),
        ...walletEntries.map((entry) => ({
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
      return lines.sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id));
    },
  };
}

export type TransactionsService = ReturnType<typeof transactionsService>;
