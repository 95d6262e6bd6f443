import { formatOrderNumber, formatRupees, type Booking } from '@carseva/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useBookings, type OrderTab } from './api/get-bookings';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { StatusBadge } from '../../components/status-badge';
import { ApiError } from '../../lib/api-client';
import { formatBookingDate, formatSlotTime } from '../../lib/booking-format';
import { useCategories } from '../../lib/catalog';

const TABS: { id: OrderTab; label: string }[] = [
  { id: 'ongoing', label: 'Ongoing Orders' },
  { id: 'completed', label: 'Completed Orders' },
];

/** Order History's error line (product spec §8). */
export function ordersErrorMessage(error: Error): string {
  if (error instanceof ApiError && error.status === 401) return 'Your session has expired. Please log in again.';
  return error.message || 'Failed to fetch orders';
}

export function OrderHistoryRoute() {
  const [tab, setTab] = useState<OrderTab>('ongoing');
  const [page, setPage] = useState(1);
  const [category, setCategory] = useState<number | null>(null);
  const categories = useCategories();
  const orders = useBookings(tab, page, category);
  const filterId = useId();
  const panelId = useId();

  const chooseTab = (next: OrderTab) => {
    setTab(next);
    setPage(1);
  };

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-4xl space-y-5 px-4 py-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-bold tracking-wide text-slate-900">ORDER HISTORY</h1>
          <div>
            <label htmlFor={filterId} className="mb-1 block text-sm font-semibold text-slate-700">
              Services
            </label>
            <select
              id={filterId}
              value={category ?? ''}
              onChange={(e) => {
                setCategory(e.target.value === '' ? null : Number(e.target.value));
                setPage(1);
              }}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
            >
              <option value="">All services</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="rounded-xl bg-gradient-to-r from-brand-700 to-brand-600 px-5 py-6 text-white">
          <p className="text-lg font-bold">Your car, looked after</p>
          <p className="text-sm text-brand-100">Free pickup and drop, genuine parts and a 30 days warranty on every service.</p>
        </div>

        <div role="tablist" aria-label="Orders" className="flex gap-2 border-b border-slate-200">
          {TABS.map((t) => (
            <button
              key={t.id}
              role="tab"
              type="button"
              aria-selected={tab === t.id}
              aria-controls={panelId}
              onClick={() => chooseTab(t.id)}
              className={`-mb-px border-b-2 px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                tab === t.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t.label}
            </button>
          ))}
        </div>

        <div id={panelId} role="tabpanel" className="space-y-3">
          {orders.isPending ? (
            <p role="status" className="py-8 text-center text-slate-700">
              Loading orders...
            </p>
          ) : orders.isError ? (
            <div role="alert" className="space-y-3 py-8 text-center">
              <p className="text-red-800">Error loading orders: {ordersErrorMessage(orders.error)}</p>
              <Button size="sm" onClick={() => void orders.refetch()}>
                Retry
              </Button>
            </div>
          ) : orders.data.data.length === 0 ? (
            <p className="py-8 text-center text-slate-700">It seems you have no {tab} orders</p>
          ) : (
            <>
              <ul className="space-y-3" aria-label={TABS.find((t) => t.id === tab)!.label}>
                {orders.data.data.map((b) => (
                  <OrderCard key={b.id} booking={b} />
                ))}
              </ul>
              {orders.data.meta.total_pages > 1 ? (
                <nav aria-label="Pages" className="flex items-center justify-center gap-4 pt-2">
                  <Button variant="outline" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous
                  </Button>
                  <span aria-live="polite">
                    {orders.data.meta.current_page} of {orders.data.meta.total_pages}
                  </span>
                  <Button variant="outline" size="xs" disabled={page >= orders.data.meta.total_pages} onClick={() => setPage(page + 1)}>
                    Next
                  </Button>
                </nav>
              ) : null}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function OrderCard({ booking: b }: { booking: Booking }) {
  return (
    <Card as="li">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-slate-900">{b.garage.name}</p>
          <p className="text-sm text-slate-600">Fuel type: {b.car.fuel_type ?? 'N/A'}</p>
        </div>
        <p className="text-lg font-bold">{formatRupees(b.amount)}</p>
      </div>
      <p className="mt-2 font-semibold text-slate-800">{b.service.service_name}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500">SLOT SELECTED</dt>
          <dd>
            {formatSlotTime(b.booking_time.slice(0, 8))}, {formatBookingDate(b.booking_date)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500">STATUS</dt>
          <dd>
            <StatusBadge status={b.service_status} />
          </dd>
        </div>
      </dl>
      <Link
        to={`/order/${b.tracking_id}`}
        className="mt-3 inline-block font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={`Details of order ${formatOrderNumber(b.tracking_id)}`}
      >
        Details
      </Link>
    </Card>
  );
}
