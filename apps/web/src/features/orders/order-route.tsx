import { formatRupees } from '@carseva/shared';
import { Link, useParams } from 'react-router';
import { useBooking } from './api/get-booking';
import { GarageMap } from './components/garage-map';
import { GstinForm } from './components/gstin-form';
import { OrderErrorView } from './components/order-error-view';
import { OrderFaq } from './components/order-faq';
import { ServiceBuddy } from './components/service-buddy';
import { StatusBadge } from './components/status-badge';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-client';
import { formatBookingDate, formatIstTimestamp, formatSlotTime } from '../../lib/booking-format';

const TRACKING_ID = /^[A-Z0-9]{4,32}$/;

export function OrderRoute() {
  const trackingId = useParams().trackingId ?? '';
  if (!TRACKING_ID.test(trackingId)) return <NoOrderData />;
  return <OrderDetails trackingId={trackingId} />;
}

function NoOrderData() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">No Order Data Available</h1>
      <Link
        to="/order-history"
        className="mt-6 inline-block rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        View All Orders
      </Link>
    </section>
  );
}

function OrderDetails({ trackingId }: { trackingId: string }) {
  const order = useBooking(trackingId);
  if (order.isPending) return <Spinner label="Loading your order" />;
  if (order.isError) {
    const status = order.error instanceof ApiError ? order.error.status : 0;
    return <OrderErrorView status={status} message={order.error.message} onRetry={() => void order.refetch()} />;
  }
  const b = order.data;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl space-y-5 px-4 py-6">
        <header className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <div>
            <p className="text-sm text-slate-600">
              Order number <span className="font-mono font-semibold text-slate-900">{b.tracking_id}</span>
            </p>
            <h1 className="mt-1 text-xl font-bold text-slate-900">We are working on your {b.service_status} order.</h1>
            <div className="mt-2">
              <StatusBadge status={b.service_status} />
            </div>
          </div>
          <ServiceBuddy />
        </header>

        <section aria-labelledby="details-heading" className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
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
              <dt className="text-sm text-slate-600">Amount pending</dt>
              <dd className="text-lg font-bold" data-testid="amount-pending">
                {formatRupees(b.amount_pending)}
              </dd>
              <dd className="text-sm text-slate-600">
                Total {formatRupees(b.amount)} (incl. GST {formatRupees(b.gst)}{b.discount > 0 ? `, discount ${formatRupees(b.discount)}` : ''}) ·{' '}
                {b.payment_mode === 'cod' ? 'Pay Cash (COD)' : 'Pay Online'} · {b.payment_status === 'paid' ? 'Paid' : 'Payment pending'}
              </dd>
              {b.hold_expires_at && b.service_status === 'pending' ? (
                <dd className="mt-1 text-sm font-medium text-amber-900">Your slot is held until {formatIstTimestamp(b.hold_expires_at)}; it is released if payment does not arrive by then.</dd>
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
          <GstinForm trackingId={b.tracking_id} saved={b.gstin} />
        </section>

        <section aria-labelledby="timeline-heading" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="timeline-heading" className="mb-3 text-lg font-bold">
            Status timeline
          </h2>
          <ol className="space-y-3 border-l-2 border-brand-100 pl-4">
            {b.events.map((event, i) => (
              <li key={`${event.status}-${i}`} className="relative">
                <span className="absolute top-1.5 -left-[1.4rem] size-3 rounded-full bg-brand-600" aria-hidden="true" />
                <p className="font-semibold text-slate-900">{event.label}</p>
                <p className="text-sm text-slate-600">
                  <time dateTime={event.at}>{formatIstTimestamp(event.at)}</time>
                </p>
              </li>
            ))}
          </ol>
        </section>

        <p className="rounded-xl bg-brand-900 px-5 py-4 font-semibold text-white">
          30 Days Warranty on your service at <span className="text-accent-500">{b.garage.name}</span>
        </p>

        <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <GarageMap name={b.garage.name} lat={b.garage.lat} lng={b.garage.lng} address={b.garage.full_address} />
        </div>

        <OrderFaq />
      </div>
    </div>
  );
}
