import type { Transaction } from '@carseva/shared';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useTransactions } from './api/get-transactions';
import { WalletBalanceCard } from './components/wallet-balance-card';
import { MoneyRow } from './components/money-row';
import { type MessageId, type Translate, useT } from '../../lib/i18n';

const REFUND_STATES: Record<string, MessageId> = {
  requested: 'wallet.refund.requested',
  pending: 'wallet.refund.pending',
  processed: 'wallet.refund.processed',
  failed: 'wallet.refund.failed',
};

function statusWords(line: Transaction, t: Translate): string | null {
  if (line.kind === 'refund') {
    const id = REFUND_STATES[line.status ?? ''];
    return id ? t(id) : line.status;
  }
  if (line.kind === 'payment') return t('wallet.transactions.paid');
  return null;
}

function TransactionList() {
  const lines = useTransactions();
  const { t } = useT();
  if (lines.isPending) return <Spinner label={t('wallet.transactions.loading')} />;
  if (lines.isError) {
    return (
      <Card flat role="alert" className="text-center">
        <p className="text-slate-800">
          {t('wallet.transactions.loadFailed')} {lines.error.message}
        </p>
        <Button className="mt-3" variant="outline" onClick={() => void lines.refetch()}>
          {t('wallet.tryAgain')}
        </Button>
      </Card>
    );
  }
  if (lines.data.length === 0) {
    return (
      <Card flat className="text-center text-slate-700">
        {t('wallet.transactions.empty')}
      </Card>
    );
  }
  return (
    <Card as="section" aria-label={t('wallet.transactions.list')}>
      <ul className="divide-y divide-slate-200">
        {lines.data.map((line) => (
          <MoneyRow key={line.id} title={line.label} at={line.at} booking={line.booking} status={statusWords(line, t)} amount={line.amount} />
        ))}
      </ul>
    </Card>
  );
}

/** Transaction History: the customer's money in and out, and their CarSeva Money. */
export function TransactionsRoute() {
  const { t } = useT();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-wide text-slate-900">{t('common.account.transactions')}</h1>
        <WalletBalanceCard />
        <TransactionList />
      </div>
    </div>
  );
}
