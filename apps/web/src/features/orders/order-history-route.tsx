import { formatOrderNumber, formatRupees, type Booking } from '@carseva/shared';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useBookings, type OrderTab } from './api/get-bookings';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { StatusBadge } from '../../components/status-badge';
import { ApiError } from '../../lib/api-client';
import { useCategories } from '../../lib/catalog';
import { type MessageId, type Translate, useT } from '../../lib/i18n';
import { useOrderFormat } from './order-format';
import { statusLabel } from './order-status';

const TABS: { id: OrderTab; label: MessageId; empty: MessageId }[] = [
  { id: 'ongoing', label: 'orders.history.tab.ongoing', empty: 'orders.history.empty.ongoing' },
  { id: 'completed', label: 'orders.history.tab.completed', empty: 'orders.history.empty.completed' },
];

/** Order History's error line (product spec §8). */
export function ordersErrorMessage(error: Error, t: Translate): string {
  if (error instanceof ApiError && error.status === 401) return t('orders.history.sessionExpired');
  return error.message || t('orders.history.fetchFailed');
}

export function OrderHistoryRoute() {
  const { t } = useT();
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
          <h1 className="text-2xl font-bold tracking-wide text-slate-900">{t('orders.history.title')}</h1>
          <div>
            <label htmlFor={filterId} className="mb-1 block text-sm font-semibold text-slate-700">
              {t('orders.history.filter')}
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
              <option value="">{t('orders.history.allServices')}</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="rounded-xl bg-gradient-to-r from-brand-700 to-brand-600 px-5 py-6 text-white">
          <p className="text-lg font-bold">{t('orders.history.bannerTitle')}</p>
          <p className="text-sm text-brand-100">{t('orders.history.bannerText')}</p>
        </div>

        <div role="tablist" aria-label={t('orders.history.tabs')} className="flex gap-2 border-b border-slate-200">
          {TABS.map((each) => (
            <button
              key={each.id}
              role="tab"
              type="button"
              aria-selected={tab === each.id}
              aria-controls={panelId}
              onClick={() => chooseTab(each.id)}
              className={`-mb-px border-b-2 px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                tab === each.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {t(each.label)}
            </button>
          ))}
        </div>

        <div id={panelId} role="tabpanel" className="space-y-3">
          {orders.isPending ? (
            <p role="status" className="py-8 text-center text-slate-700">
              {t('orders.history.loading')}
            </p>
          ) : orders.isError ? (
            <div role="alert" className="space-y-3 py-8 text-center">
              <p className="text-red-800">{t('orders.history.error', { reason: ordersErrorMessage(orders.error, t) })}</p>
              <Button size="sm" onClick={() => void orders.refetch()}>
                {t('orders.history.retry')}
              </Button>
            </div>
          ) : orders.data.data.length === 0 ? (
            <p className="py-8 text-center text-slate-700">{t(TABS.find((each) => each.id === tab)!.empty)}</p>
          ) : (
            <>
              <ul className="space-y-3" aria-label={t(TABS.find((each) => each.id === tab)!.label)}>
                {orders.data.data.map((b) => (
                  <OrderCard key={b.id} booking={b} />
                ))}
              </ul>
              {orders.data.meta.total_pages > 1 ? (
                <nav aria-label={t('orders.history.pages')} className="flex items-center justify-center gap-4 pt-2">
                  <Button variant="outline" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t('orders.history.previous')}
                  </Button>
                  <span aria-live="polite">{t('orders.history.pageOf', { page: orders.data.meta.current_page, total: orders.data.meta.total_pages })}</span>
                  <Button variant="outline" size="xs" disabled={page >= orders.data.meta.total_pages} onClick={() => setPage(page + 1)}>
                    {t('orders.history.next')}
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
  const { t, date, slotTime } = useOrderFormat();
  return (
    <Card as="li">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-bold text-slate-900">{b.garage.name}</p>
          <p className="text-sm text-slate-600">{t('orders.card.fuel', { fuel: b.car.fuel_type ?? t('orders.card.fuelUnknown') })}</p>
        </div>
        <p className="text-lg font-bold">{formatRupees(b.amount)}</p>
      </div>
      <p className="mt-2 font-semibold text-slate-800">{b.service.service_name}</p>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500">{t('orders.card.slot')}</dt>
          <dd>
            {slotTime(b.booking_time)}, {date(b.booking_date)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-500">{t('orders.card.status')}</dt>
          <dd>
            <StatusBadge status={b.service_status} label={statusLabel(b.service_status, t)} />
          </dd>
        </div>
      </dl>
      <Link
        to={`/order/${b.tracking_id}`}
        className="mt-3 inline-block font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('orders.card.detailsOf', { number: formatOrderNumber(b.tracking_id) })}
      >
        {t('orders.card.details')}
      </Link>
    </Card>
  );
}
