import { formatOrderNumber } from '@carseva/shared';
import { Link } from 'react-router';
import { formatIstTimestamp } from '../../../lib/booking-format';
import { signedRupees } from './signed-rupees';
import { useT } from '../../../lib/i18n';

/** One movement of the customer's money: what it was, when, its order, how it stands, and the amount in or out. */
export function MoneyRow({
  title,
  at,
  booking,
  status,
  amount,
}: {
  title: string;
  at: string;
  booking: string | null;
  status?: string | null;
  amount: number;
}) {
  const { t, language } = useT();
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="text-sm text-slate-600">
          {formatIstTimestamp(at, language)}
          {booking ? (
            <>
              {' · '}
              <Link to={`/order/${booking}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                {t('wallet.order', { number: formatOrderNumber(booking) })}
              </Link>
            </>
          ) : null}
        </p>
        {status ? <p className="text-sm text-slate-700">{status}</p> : null}
      </div>
      <p className={`font-bold tabular-nums ${amount < 0 ? 'text-slate-900' : 'text-green-700'}`}>{signedRupees(amount)}</p>
    </li>
  );
}
