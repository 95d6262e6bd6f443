import { formatOrderNumber, formatRupees, type Booking } from '@carseva/shared';
import { Link, useParams } from 'react-router';
import { useBooking } from './api/get-booking';
import { BookingChanges } from './components/booking-changes';
import { ExtrasApproval } from './components/extras-approval';
import { OrderDamage } from './components/order-damage';
import { OrderPromise } from './components/order-promise';
import { OrderWarranty } from './components/order-warranty';
import { PhotoStrip } from '../../components/photo-strip';
import { GarageMap } from './components/garage-map';
import { GstinForm } from './components/gstin-form';
import { InvoiceDownload } from './components/invoice-download';
import { OrderErrorView } from './components/order-error-view';
import { OrderFaq } from './components/order-faq';
import { OrderReview } from './components/order-review';
import { MoneyLedger } from './components/money-ledger';
import { RefundStatus } from './components/refund-status';
import { BuddyBadge, currentBuddy, hasOpenLeg, PickupDropCard } from './components/pickup-drop-card';
import { ServiceBuddy } from './components/service-buddy';
import { useBookingLive } from './api/watch-booking';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { StatusBadge } from '../../components/status-badge';
import { BookingTimeline, type ActorWords } from '../../components/booking-timeline';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { formatBookingDate, formatIstTimestamp, formatSlotTime } from '../../lib/booking-format';

const TRACKING_ID = /^[A-Z0-9]{4,32}$/;

/** Who did what, as the customer reads it: nothing for their own steps or the system's. */
const CUSTOMER_ACTOR_WORDS: ActorWords = { customer: null, system: null, staff: 'by the garage', admin: 'by CarSeva' };

/** The page's headline for the order's status. */
export function orderHeadline(status: Booking['service_status']): string {
  if (status === 'completed') return 'Your order is completed.';
  if (status === 'cancelled') return 'Your order was cancelled.';
  if (status === 'rejected') return 'Your order was declined by the garage.';
  return `We are working on your ${status} order.`;
}

/** Paid so far and the balance, once the garage has the car and something is still due (e.g. approved extra work). */
const showsBalance = (b: Booking) => b.amount_pending > 0 && ['accepted', 'processing', 'completed'].includes(b.service_status);

export function OrderRoute() {
  const trackingId = useParams().trackingId ?? '';
  if (!TRACKING_ID.test(trackingId)) return <NoOrderData />;
  return <OrderDetails trackingId={trackingId} />;
}

function NoOrderData() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">No Order Data Available</h1>
      <Link to="/order-history" className={buttonClass({ className: 'mt-6 inline-block' })}>
        View All Orders
      </Link>
    </section>
  );
}

function OrderDetails({ trackingId }: { trackingId: string }) {
  const order = useBooking(trackingId);
  // While a pickup or drop is under way, changes come over the live channel within seconds; polling stays as the fallback.
  useBookingLive(trackingId, hasOpenLeg(order.data?.legs));
  if (order.isPending) return <Spinner label="Loading your order" />;
  if (order.isError) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    return <OrderErrorView status={status} message={order.error.message} onRetry={() => void order.refetch()} />;
  }
  const b = order.data;
  const buddy = currentBuddy(b.legs);
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl space-y-5 px-4 py-6">
        <Card as="header" padding="lg" className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-sm text-slate-600">
              Order number <span className="font-mono font-semibold text-slate-900">{formatOrderNumber(b.tracking_id)}</span>
            </p>
            <h1 className="mt-1 text-xl font-bold text-slate-900">{orderHeadline(b.service_status)}</h1>
            <div className="mt-2">
              <StatusBadge status={b.service_status} />
            </div>
          </div>
          {buddy ? <BuddyBadge buddy={buddy} /> : <ServiceBuddy />}
        </Card>

        <PickupDropCard booking={b} />

        <RefundStatus refund={b.refund} />
        <OrderPromise booking={b} />
        <BookingChanges booking={b} />
        <ExtrasApproval booking={b} />
        {b.parts_photos.length > 0 ? (
          <section aria-label="Replaced parts" className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <h2 className="text-base font-bold">Parts replaced</h2>
            <PhotoStrip photos={b.parts_photos} label="Replaced part" />
          </section>
        ) : null}

        <Card as="section" padding="lg" aria-labelledby="details-heading" className="space-y-4">
          <h2 id="details-heading" className="text-lg font-bold">
            Order details
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">Services</dt>
              <dd>
                <ul>
                  {b.items.map((item) => (
                    <li key={item.id} className="font-semibold">
                      {item.service_name} <span className="font-normal text-slate-600">({formatRupees(item.price)})</span>
                    </li>
                  ))}
                  {b.extras
                    .filter((extra) => extra.status === 'approved')
                    .map((extra) => (
                      <li key={`extra-${extra.id}`} className="font-semibold">
                        {extra.name} <span className="font-normal text-slate-600">({formatRupees(extra.price)}, extra work)</span>
                      </li>
                    ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">Pickup date and time</dt>
              <dd className="font-semibold">
                {formatBookingDate(b.booking_date)}, {formatSlotTime(b.slot.start_time)} – {formatSlotTime(b.slot.end_time)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{showsBalance(b) ? 'Balance due' : 'Amount pending'}</dt>
              <dd className="text-lg font-bold" data-testid="amount-pending">
                {formatRupees(b.amount_pending)}
              </dd>
              <dd className="text-sm text-slate-600">
                Total <span data-testid="order-total">{formatRupees(b.amount)}</span> (
                {b.charges_gst ? `incl. GST ${formatRupees(b.gst)}` : 'no GST: the garage is not GST-registered'}
                {b.discount > 0 ? `, discount ${formatRupees(b.discount)}` : ''}) · {b.payment_mode === 'cod' ? 'Pay Cash (COD)' : 'Pay Online'} ·{' '}
                {b.payment_status === 'paid' ? 'Paid' : b.payment_status === 'refunded' ? 'Refunded' : 'Payment pending'}
              </dd>
              {b.wallet_used > 0 ? (
                <dd className="text-sm font-medium text-emerald-800" data-testid="wallet-used">
                  {formatRupees(b.wallet_used)} paid with CarSeva Money
                  {['cancelled', 'rejected'].includes(b.service_status) ? ' (returned to your CarSeva Money)' : ''}
                </dd>
              ) : null}
              <MoneyLedger money={b.money} />
              {showsBalance(b) ? (
                <dd className="mt-1 text-sm font-medium text-slate-800" data-testid="amount-paid">
                  {b.amount_paid > 0 ? `Paid so far ${formatRupees(b.amount_paid)}; pay` : 'Nothing paid yet; pay'} the balance of{' '}
                  {formatRupees(b.amount_pending)} when your car is returned
                  {b.payment_mode === 'online' ? ', or online now.' : '.'}
                </dd>
              ) : null}
              {showsBalance(b) && b.payment_mode === 'online' ? (
                <dd className="mt-2">
                  <Link to={`/checkout/balance/${encodeURIComponent(b.tracking_id)}`} className={buttonClass({ variant: 'primary', size: 'sm' })}>
                    Pay {formatRupees(b.amount_pending)} online
                  </Link>
                </dd>
              ) : null}
              {b.hold_expires_at && b.service_status === 'pending' ? (
                <dd className="mt-1 text-sm font-medium text-amber-900">
                  Your slot is held until {formatIstTimestamp(b.hold_expires_at)}; it is released if payment does not arrive by then.
                </dd>
              ) : null}
            </div>
            <div>
              <dt className="text-sm text-slate-600">Pickup address</dt>
              <dd>
                {b.address}, {b.pincode}
              </dd>
              {b.car.model ? <dd className="text-sm text-slate-600">{b.car.model}</dd> : null}
            </div>
          </dl>
          {/* A GSTIN matters only on a tax invoice: a bill of supply carries no tax to claim. */}
          {b.charges_gst ? <GstinForm trackingId={b.tracking_id} saved={b.gstin} /> : null}
          <InvoiceDownload booking={b} />
        </Card>

        <OrderWarranty booking={b} />
        <OrderDamage booking={b} />
        <OrderReview booking={b} />

        <Card as="section" padding="lg" aria-labelledby="timeline-heading">
          <h2 id="timeline-heading" className="mb-3 text-lg font-bold">
            Status timeline
          </h2>
          <BookingTimeline events={b.events} actorWords={CUSTOMER_ACTOR_WORDS} />
        </Card>

        <p className="rounded-xl bg-brand-900 px-5 py-4 font-semibold text-white">
          30 Days Warranty on your service at <span className="text-accent-500">{b.garage.name}</span>
        </p>

        <Card padding="lg">
          <GarageMap name={b.garage.name} lat={b.garage.lat} lng={b.garage.lng} address={b.garage.full_address} />
        </Card>

        <OrderFaq />
        <p className="text-center">
          <Link
            to={`/help?order=${encodeURIComponent(b.tracking_id)}`}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Need help with this order?
          </Link>
        </p>
      </div>
    </div>
  );
}
