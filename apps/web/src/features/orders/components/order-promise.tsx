import type { Booking } from '@carseva/shared';
import { formatRupees } from '@carseva/shared';
import { formatIstTimestamp } from '../../../lib/booking-format';
import { usePromise } from '../api/get-promise';

/** When the garage promised the car, from the moment it did; and the CarSeva Money credited if it was late. */
export function OrderPromise({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status'> }) {
  const live = ['accepted', 'processing', 'completed'].includes(booking.service_status);
  const promise = usePromise(booking.tracking_id, live);
  const p = promise.data;
  if (!live || !p || typeof p.ready_by !== 'string') return null;
  return (
    <section aria-label="Promised time" className="rounded-xl bg-sky-50 p-4 text-sm ring-1 ring-sky-200" data-testid="promised-time">
      <p className="font-semibold text-slate-900">
        Ready by {formatIstTimestamp(p.ready_by)}
        {p.back_by ? `, back with you by ${formatIstTimestamp(p.back_by)}` : ''}
      </p>
      {p.moved_later > 0 ? (
        <p className="text-slate-700">The garage moved this later; it first promised {formatIstTimestamp(p.due_back_by ?? p.due_ready_by)}.</p>
      ) : null}
      {p.late_credit ? (
        <p className="font-medium text-emerald-900">Your car was late, so we added {formatRupees(p.late_credit.amount)} to your CarSeva Money.</p>
      ) : null}
    </section>
  );
}
