import type { Booking } from '@carseva/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { useOrderFormat } from '../order-format';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { RescheduleBookingDialog } from './reschedule-booking-dialog';

/**
 * Cancel or reschedule, offered only while the server says they are allowed (and until when), so the
 * page never repeats the rule. Each dialog is mounted fresh when opened.
 */
export function BookingChanges({ booking }: { booking: Booking }) {
  const { t, timestamp } = useOrderFormat();
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  const { can_cancel, can_reschedule, until } = booking.changes;
  if (!can_cancel && !can_reschedule) return null;
  const close = () => setOpen(null);

  return (
    <section
      aria-labelledby="changes-heading"
      className="flex flex-wrap items-center justify-between gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="min-w-0">
        <h2 id="changes-heading" className="text-lg font-bold">
          {t('orders.changes.heading')}
        </h2>
        {until ? (
          <p className="text-sm text-slate-700">
            {t(can_reschedule && can_cancel ? 'orders.changes.both' : can_reschedule ? 'orders.changes.reschedule' : 'orders.changes.cancel', {
              until: timestamp(until),
            })}
          </p>
        ) : null}
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        {can_reschedule ? (
          <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" onClick={() => setOpen('reschedule')}>
            {t('orders.changes.rescheduleButton')}
          </Button>
        ) : null}
        {can_cancel ? (
          <Button variant="secondary" className="min-h-11 flex-1 sm:flex-none" onClick={() => setOpen('cancel')}>
            {t('orders.changes.cancelButton')}
          </Button>
        ) : null}
      </div>
      {open === 'cancel' ? <CancelBookingDialog booking={booking} onClose={close} /> : null}
      {open === 'reschedule' ? <RescheduleBookingDialog booking={booking} onClose={close} /> : null}
    </section>
  );
}
