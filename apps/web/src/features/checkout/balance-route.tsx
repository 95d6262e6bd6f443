import { formatRupees } from '@carseva/shared';
import { Link, useParams } from 'react-router';
import { useOrderToPay } from './api/get-order-to-pay';
import { SandboxCheckout } from './components/sandbox-checkout';
import { useCheckout } from './use-checkout';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session';
import { useT } from '../../lib/i18n';

/** Paying the balance of an order online: extra work approved after the order was paid. */
export function BalanceRoute() {
  const { t } = useT();
  const { trackingId = '' } = useParams();
  const user = useSession((s) => s.user);
  const order = useOrderToPay(trackingId);
  const checkout = useCheckout({ user, onSlotTaken: () => undefined });
  const booking = order.data;
  const back = (
    <Link to={`/order/${encodeURIComponent(trackingId)}`} className={buttonClass({ variant: 'outline', size: 'md' })}>
      {t('checkout.balance.back')}
    </Link>
  );

  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout.balance.title')}</h1>
      {order.isPending ? (
        <Spinner label={t('checkout.balance.loading')} />
      ) : !booking ? (
        <Card flat className="mt-4">
          <p role="alert">{t('checkout.balance.loadFailed')}</p>
          <div className="mt-3">{back}</div>
        </Card>
      ) : booking.amount_pending === 0 || booking.payment_mode !== 'online' ? (
        <Card flat className="mt-4">
          <p>{t('checkout.balance.nothingDue', { order: booking.tracking_id })}</p>
          <div className="mt-3">{back}</div>
        </Card>
      ) : (
        <Card as="section" padding="lg" className="mt-4" aria-labelledby="balance-heading">
          <h2 id="balance-heading" className="text-sm font-medium text-slate-600">
            {t('checkout.balance.heading', { order: booking.tracking_id })}
          </h2>
          <p className="mt-2 text-3xl font-bold text-slate-900">{formatRupees(booking.amount_pending)}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t('checkout.balance.paidSoFar', {
              paid: formatRupees(booking.amount_paid),
              amount: formatRupees(booking.amount),
              gst: booking.charges_gst ? t('checkout.balance.withGst') : t('checkout.balance.noGst'),
            })}
          </p>
          <Button className="mt-4" bold block size="lg" disabled={checkout.busy} onClick={() => void checkout.payBalance(booking)}>
            {t('checkout.balance.pay', { amount: formatRupees(booking.amount_pending) })}
          </Button>
          <p role="alert" className="mt-2 min-h-5 text-sm font-medium text-red-700">
            {checkout.state.message}
          </p>
          <div className="mt-2">{back}</div>
        </Card>
      )}
      {checkout.sandboxOrder ? <SandboxCheckout order={checkout.sandboxOrder} callbacks={checkout.callbacks} /> : null}
    </div>
  );
}
