import { formatRupees, type WalletEntry } from '@carseva/shared';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { Spinner } from '../../../components/spinner';
import { formatIstTimestamp } from '../../../lib/booking-format';
import { useWallet } from '../api/get-wallet';
import { signedRupees } from './signed-rupees';

function EntryRow({ entry }: { entry: WalletEntry }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{entry.note}</p>
        <p className="text-sm text-slate-600">
          {formatIstTimestamp(entry.at)}
          {entry.booking ? (
            <>
              {' · '}
              <Link to={`/order/${entry.booking}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                Order {entry.booking}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <p className={`font-bold tabular-nums ${entry.amount < 0 ? 'text-slate-900' : 'text-green-700'}`}>{signedRupees(entry.amount)}</p>
    </li>
  );
}

/** What came into and went out of the customer's CarSeva Money, newest first. */
export function WalletEntries() {
  const wallet = useWallet();
  if (wallet.isPending) return <Spinner label="Loading your CarSeva Money entries" />;
  if (wallet.isError) {
    return (
      <Card flat role="alert" className="text-center">
        <p className="text-slate-800">Could not load your CarSeva Money entries. {wallet.error.message}</p>
        <Button className="mt-3" variant="outline" onClick={() => void wallet.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  if (wallet.data.entries.length === 0) {
    return (
      <Card flat className="text-center text-slate-700">
        No CarSeva Money yet. Share your referral code: when a friend's first service is completed, you both get {formatRupees(wallet.data.referral.reward)}.
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="wallet-entries-heading">
      <h2 id="wallet-entries-heading" className="text-lg font-bold text-slate-900">
        Money in and out
      </h2>
      <ul className="divide-y divide-slate-200">
        {wallet.data.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
    </Card>
  );
}
