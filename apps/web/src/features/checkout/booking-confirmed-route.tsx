import { Link, useParams } from 'react-router';
import { useOrderToPay } from './api/get-order-to-pay';
import { BookingConfirmation } from './confirmation/booking-confirmation';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useT } from '../../lib/i18n';

/**
 * Where checkout lands once an order is placed (cash) or paid (online): the booking confirmed, in the
 * customer's words. It reads the order as the order page does (same request, same cache entry).
 */
export function BookingConfirmedRoute() {
  const { t } = useT();
  const { trackingId = '' } = useParams();
  const order = useOrderToPay(trackingId);
  if (order.isPending) return <Spinner label={t('checkout.confirmed.loading')} />;
  if (order.isError) {
    return (
      <div className="mx-auto w-full max-w-lg px-4 py-10">
        <Card flat role="alert" className="text-center">
          <p className="text-slate-800">{t('checkout.confirmed.loadFailed', { reason: order.error.message })}</p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Button variant="outline" onClick={() => void order.refetch()}>
              {t('checkout.tryAgain')}
            </Button>
            <Link to="/order-history" className={buttonClass({ variant: 'secondary' })}>
              {t('checkout.confirmed.myOrders')}
            </Link>
          </div>
        </Card>
      </div>
    );
  }
  return <BookingConfirmation booking={order.data} />;
}
