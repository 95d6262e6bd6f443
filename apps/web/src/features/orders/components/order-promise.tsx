import type { Booking } from '@carseva/shared';
import { formatRupees } from '@carseva/shared';
import { usePromise } from '../api/get-promise';
import { useOrderFormat } from '../order-format';

/** When the garage promised the car, from the moment it did; and the CarSeva Money credited if it was late. */
export function OrderPromise({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status'> }) {
  const { t, timestamp } = useOrderFormat();
  const live = ['accepted', 'processing', 'completed'].includes(booking.service_status);
  const promise = usePromise(booking.tracking_id, live);
  const p = promise.data;
  if (!live || !p || typeof p.ready_by !== 'string') return null;
  return (
    <section aria-label={t('orders.promise.region')} className="rounded-xl bg-sky-50 p-4 text-sm ring-1 ring-sky-200" data-testid="promised-time">
      <p className="font-semibold text-slate-900">
        {p.back_by
          ? t('orders.promise.readyAndBack', { ready: timestamp(p.ready_by), back: timestamp(p.back_by) })
          : t('orders.promise.ready', { ready: timestamp(p.ready_by) })}
      </p>
      {p.moved_later > 0 ? <p className="text-slate-700">{t('orders.promise.movedLater', { first: timestamp(p.due_back_by ?? p.due_ready_by) })}</p> : null}
      {p.late_credit ? <p className="font-medium text-emerald-900">{t('orders.promise.lateCredit', { amount: formatRupees(p.late_credit.amount) })}</p> : null}
    </section>
  );
}
