import type { Transaction } from '@carseva/shared';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { formatIstTimestamp } from '../../lib/booking-format';
import { useTransactions } from './api/get-transactions';
import { WalletBalanceCard } from './components/wallet-balance-card';
import { signedRupees } from './components/signed-rupees';

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

function TransactionRow({ line }: { line: Transaction }) {
  const status = statusWords(line);
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{line.label}</p>
        <p className="text-sm text-slate-600">
          {formatIstTimestamp(line.at)}
          {line.booking ? (
            <>
              {' · '}
              <Link to={`/order/${line.booking}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                Order {line.booking}
              </Link>
            </>
          ) : null}
        </p>
        {status ? <p className="text-sm text-slate-700">{status}</p> : null}
      </div>
      <p className={`font-bold tabular-nums ${line.amount < 0 ? 'text-slate-900' : 'text-green-700'}`}>{signedRupees(line.amount)}</p>
    </li>
  );
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
          <TransactionRow key={line.id} line={line} />
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
