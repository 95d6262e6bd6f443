import type { Transaction } from '@carseva/shared';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useTransactions } from './api/get-transactions';
import { WalletBalanceCard } from './components/wallet-balance-card';
import { MoneyRow } from './components/money-row';

const REFUND_STATES: Record<string, string> = {
  requested: 'Refund requested',
  pending: 'Refund on its way (5–7 working days)',
  processed: 'Refunded',
  failed: 'Refund delayed: we are retrying',
};

function statusWords(line: Transaction): string | null {
  if (line.kind === 'refund') return REFUND_STATES[line.status ?? ''] ?? line.status;
  if (line.kind === 'payment') return 'Paid';
  return null;
}

function TransactionList() {
  const lines = useTransactions();
  if (lines.isPending) return <Spinner label="Loading your transactions" />;
  if (lines.isError) {
    return (
      <Card flat role="alert" className="text-center">
        <p className="text-slate-800">Could not load your transactions. {lines.error.message}</p>
        <Button className="mt-3" variant="outline" onClick={() => void lines.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (lines.data.length === 0) {
    return (
      <Card flat className="text-center text-slate-700">
        No transactions yet. Payments, refunds and CarSeva Money show here once you book.
      </Card>
    );
  }
  return (
    <Card as="section" aria-label="Transactions">
      <ul className="divide-y divide-slate-200">
        {lines.data.map((line) => (
          <MoneyRow key={line.id} title={line.label} at={line.at} booking={line.booking} status={statusWords(line)} amount={line.amount} />
        ))}
      </ul>
    </Card>
  );
}

/** Transaction History: the customer's money in and out, and their CarSeva Money. */
export function TransactionsRoute() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-wide text-slate-900">Transaction History</h1>
        <WalletBalanceCard />
        <TransactionList />
      </div>
    </div>
  );
}
