import { Link } from 'react-router';
import { WalletBalanceCard } from './components/wallet-balance-card';
import { WalletEntries } from './components/wallet-entries';

/** CarSeva Money: the balance, how it can be used, the referral code, and every credit and use. */
export function WalletRoute() {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
        <h1 className="text-2xl font-bold tracking-wide text-slate-900">CarSeva Money</h1>
        <WalletBalanceCard title="Your balance" />
        <WalletEntries />
        <p className="text-sm text-slate-600">
          Payments and refunds of your orders are in{' '}
          <Link to="/profile/transactions" className="font-medium text-brand-700 underline underline-offset-2">
            Transaction History
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
