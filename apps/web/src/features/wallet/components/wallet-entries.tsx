import { formatRupees } from '@carseva/shared';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { useWallet } from '../api/get-wallet';
import { MoneyRow } from './money-row';
import { useT } from '../../../lib/i18n';

/** What came into and went out of the customer's CarSeva Money, newest first. */
export function WalletEntries() {
  const wallet = useWallet();
  const { t } = useT();
  if (wallet.isPending) return <Spinner label={t('wallet.entries.loading')} />;
  if (wallet.isError) {
    return (
      <Card flat role="alert" className="text-center">
        <p className="text-slate-800">
          {t('wallet.entries.loadFailed')} {wallet.error.message}
        </p>
        <Button className="mt-3" variant="outline" onClick={() => void wallet.refetch()}>
          {t('wallet.tryAgain')}
        </Button>
      </Card>
    );
  }
  if (wallet.data.entries.length === 0) {
    return (
      <Card flat className="text-center text-slate-700">
        {t('wallet.entries.empty', { reward: formatRupees(wallet.data.referral.reward) })}
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="wallet-entries-heading">
      <h2 id="wallet-entries-heading" className="text-lg font-bold text-slate-900">
        {t('wallet.entries.title')}
      </h2>
      <ul className="divide-y divide-slate-200">
        {wallet.data.entries.map((entry) => (
          <MoneyRow key={entry.id} title={entry.note} at={entry.at} booking={entry.booking} amount={entry.amount} />
        ))}
      </ul>
    </Card>
  );
}
