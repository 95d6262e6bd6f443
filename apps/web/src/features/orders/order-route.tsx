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
import { type Translate, useT } from '../../lib/i18n';
import { translatedEvents } from '../../lib/booking-events';
import { useOrderFormat } from './order-format';
import { statusLabel } from './order-status';

const TRACKING_ID = /^[A-Z0-9]{4,32}$/;

/** Who did what, as the customer reads it: nothing for their own steps or the system's. */
const customerActorWords = (t: Translate): ActorWords => ({
  customer: null,
  system: null,
  staff: t('orders.timeline.byGarage'),
  admin: t('orders.timeline.byCarSeva'),
});

/** The page's headline for the order's status. */
export function orderHeadline(status: Booking['service_status'], t: Translate): string {
  if (status === 'completed') return t('orders.headline.completed');
  if (status === 'cancelled') return t('orders.headline.cancelled');
  if (status === 'rejected') return t('orders.headline.rejected');
  return t('orders.headline.working', { status });
}

/** What the total holds and how it is paid: '(incl. GST ₹540, discount ₹100) · Pay Cash (COD) · Paid'. */
function totalNotes(b: Booking, t: Translate): string {
  const tax = b.charges_gst ? t('orders.details.inclGst', { gst: formatRupees(b.gst) }) : t('orders.details.noGst');
  const discount = b.discount > 0 ? t('orders.details.discount', { discount: formatRupees(b.discount) }) : '';
  const mode = b.payment_mode === 'cod' ? t('orders.details.payCash') : t('orders.details.payOnline');
  const paid =
    b.payment_status === 'paid'
      ? t('orders.details.paid')
      : b.payment_status === 'refunded'
        ? t('orders.details.refunded')
        : t('orders.details.paymentPending');
  return `(${tax}${discount}) · ${mode} · ${paid}`;
}

/** Paid so far and the balance, once the garage has the car and something is still due (e.g. approved extra work). */
const showsBalance = (b: Booking) => b.amount_pending > 0 && ['accepted', 'processing', 'completed'].includes(b.service_status);

export function OrderRoute() {
  const trackingId = useParams().trackingId ?? '';
  if (!TRACKING_ID.test(trackingId)) return <NoOrderData />;
  return <OrderDetails trackingId={trackingId} />;
}

function NoOrderData() {
  const { t } = useT();
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('orders.order.noData')}</h1>
      <Link to="/order-history" className={buttonClass({ className: 'mt-6 inline-block' })}>
        {t('orders.order.viewAll')}
      </Link>
    </section>
  );
}

function OrderDetails({ trackingId }: { trackingId: string }) {
  const { t, language, date, slotTime, timestamp } = useOrderFormat();
  const order = useBooking(trackingId);
  // While a pickup or drop is under way, changes come over the live channel within seconds; polling stays as the fallback.
  useBookingLive(trackingId, hasOpenLeg(order.data?.legs));
  if (order.isPending) return <Spinner label={t('orders.order.loading')} />;
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
              {t('orders.order.number')} <span className="font-mono font-semibold text-slate-900">{formatOrderNumber(b.tracking_id)}</span>
            </p>
            <h1 className="mt-1 text-xl font-bold text-slate-900">{orderHeadline(b.service_status, t)}</h1>
            <div className="mt-2">
              <StatusBadge status={b.service_status} label={statusLabel(b.service_status, t)} />
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
          <section aria-label={t('orders.parts.region')} className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <h2 className="text-base font-bold">{t('orders.parts.heading')}</h2>
            <PhotoStrip photos={b.parts_photos} label={t('orders.parts.photo')} />
          </section>
        ) : null}

        <Card as="section" padding="lg" aria-labelledby="details-heading" className="space-y-4">
          <h2 id="details-heading" className="text-lg font-bold">
            {t('orders.details.heading')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-600">{t('orders.details.services')}</dt>
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
                        {extra.name} <span className="font-normal text-slate-600">{t('orders.details.extraPrice', { price: formatRupees(extra.price) })}</span>
                      </li>
                    ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('orders.details.when')}</dt>
              <dd className="font-semibold">
                {date(b.booking_date)}, {slotTime(b.slot.start_time)} – {slotTime(b.slot.end_time)}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-600">{showsBalance(b) ? t('orders.details.balanceDue') : t('orders.details.amountPending')}</dt>
              <dd className="text-lg font-bold" data-testid="amount-pending">
                {formatRupees(b.amount_pending)}
              </dd>
              <dd className="text-sm text-slate-600">
                {t('orders.details.total')} <span data-testid="order-total">{formatRupees(b.amount)}</span> {totalNotes(b, t)}
              </dd>
              {b.wallet_used > 0 ? (
                <dd className="text-sm font-medium text-emerald-800" data-testid="wallet-used">
                  {['cancelled', 'rejected'].includes(b.service_status)
                    ? t('orders.details.walletReturned', { amount: formatRupees(b.wallet_used) })
                    : t('orders.details.walletUsed', { amount: formatRupees(b.wallet_used) })}
                </dd>
              ) : null}
              <MoneyLedger money={b.money} />
              {showsBalance(b) ? (
                <dd className="mt-1 text-sm font-medium text-slate-800" data-testid="amount-paid">
                  {t(b.amount_paid > 0 ? 'orders.details.balancePaidSoFar' : 'orders.details.balanceNothingPaid', {
                    paid: formatRupees(b.amount_paid),
                    balance: formatRupees(b.amount_pending),
                    online: b.payment_mode === 'online' ? 'yes' : 'no',
                  })}
                </dd>
              ) : null}
              {showsBalance(b) && b.payment_mode === 'online' ? (
                <dd className="mt-2">
                  <Link to={`/checkout/balance/${encodeURIComponent(b.tracking_id)}`} className={buttonClass({ variant: 'primary', size: 'sm' })}>
                    {t('orders.details.payOnlineNow', { amount: formatRupees(b.amount_pending) })}
                  </Link>
                </dd>
              ) : null}
              {b.hold_expires_at && b.service_status === 'pending' ? (
                <dd className="mt-1 text-sm font-medium text-amber-900">{t('orders.details.held', { until: timestamp(b.hold_expires_at) })}</dd>
              ) : null}
            </div>
            <div>
              <dt className="text-sm text-slate-600">{t('orders.details.address')}</dt>
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
            {t('orders.timeline.heading')}
          </h2>
          <BookingTimeline events={translatedEvents(b.events, t, language)} actorWords={customerActorWords(t)} />
        </Card>

        <WarrantyBanner garage={b.garage.name} />

        <Card padding="lg">
          <GarageMap name={b.garage.name} lat={b.garage.lat} lng={b.garage.lng} address={b.garage.full_address} />
        </Card>

        <OrderFaq />
        <p className="text-center">
          <Link
            to={`/help?order=${encodeURIComponent(b.tracking_id)}`}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t('orders.order.help')}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** The warranty line, the garage's name set apart wherever the language puts it. */
function WarrantyBanner({ garage }: { garage: string }) {
  const { t } = useT();
  const marker = '\u0000';
  const [before = '', after = ''] = t('orders.order.warrantyBanner', { garage: marker }).split(marker);
  return (
    <p className="rounded-xl bg-brand-900 px-5 py-4 font-semibold text-white">
      {before}
      <span className="text-accent-500">{garage}</span>
      {after}
    </p>
  );
}
