import { formatRupees } from '@carseva/shared';
import { Link, useParams } from 'react-router';
import { useOrderToPay } from './api/get-order-to-pay';
import { SandboxCheckout } from './components/sandbox-checkout';
import { useCheckout } from './use-checkout';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { Spinner } from '../../components/spinner';
import { useSession } from '../../lib/session';

/** Paying the balance of an order online: extra work approved after the order was paid. */
export function BalanceRoute() {
  const { trackingId = '' } = useParams();
  const user = useSession((s) => s.user);
  const order = useOrderToPay(trackingId);
  const checkout = useCheckout({ user, onSlotTaken: () => undefined });
  const booking = order.data;
  const back = (
    <Link to={`/order/${encodeURIComponent(trackingId)}`} className={buttonClass({ variant: 'outline', size: 'md' })}>
      Back to the order
    </Link>
  );

  return (
    <div className="mx-auto max-w-lg px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">Pay the balance</h1>
      {order.isPending ? (
        <Spinner label="Loading your order" />
      ) : !booking ? (
        <Card flat className="mt-4">
          <p role="alert">We could not load this order. Please try again.</p>
          <div className="mt-3">{back}</div>
        </Card>
      ) : booking.amount_pending === 0 || booking.payment_mode !== 'online' ? (
        <Card flat className="mt-4">
          <p>Nothing is due online on order {booking.tracking_id}.</p>
          <div className="mt-3">{back}</div>
        </Card>
      ) : (
        <Card as="section" padding="lg" className="mt-4" aria-labelledby="balance-heading">
          <h2 id="balance-heading" className="text-sm font-medium text-slate-600">
            Order {booking.tracking_id} · extra work approved
          </h2>
          <p className="mt-2 text-3xl font-bold text-slate-900">{formatRupees(booking.amount_pending)}</p>
          <p className="mt-1 text-sm text-slate-600">
            Paid so far {formatRupees(booking.amount_paid)} of {formatRupees(booking.amount)} (
            {booking.charges_gst ? 'incl. GST' : 'no GST: the garage is not GST-registered'}). You can also pay this in cash when your car is returned.
          </p>
          <Button className="mt-4" bold block size="lg" disabled={checkout.busy} onClick={() => void checkout.payBalance(booking)}>
            Pay {formatRupees(booking.amount_pending)} online
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
