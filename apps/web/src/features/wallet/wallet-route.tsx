import { Link } from 'react-router';
import { WalletBalanceCard } from './components/wallet-balance-card';
import { WalletEntries } from './components/wallet-entries';
import { useT } from '../../lib/i18n';

/** CarSeva Money: the balance, how it can be used, the referral code, and every credit and use. */
export function WalletRoute() {
  const { t } = useT();
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-wide text-slate-900">{t('common.account.money')}</h1>
        <WalletBalanceCard title={t('wallet.balance.yours')} />
        <WalletEntries />
        <p className="text-sm text-slate-600">
          {t('wallet.paymentsAreIn')}{' '}
          <Link to="/profile/transactions" className="font-medium text-brand-700 underline underline-offset-2">
            {t('common.account.transactions')}
          </Link>
        </p>
      </div>
    </div>
  );
}
