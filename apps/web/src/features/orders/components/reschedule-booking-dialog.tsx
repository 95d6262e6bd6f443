import type { Booking, TimeSlot } from '@carseva/shared';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { DateStrip } from '../../../components/date-strip';
import { Dialog } from '../../../components/dialog';
import { Banner } from '../../../components/form-fields';
import { SlotGrid } from '../../../components/slot-grid';
import { Spinner } from '../../../components/spinner';
import { stripDays } from '../../../lib/date-strip-days';
import { useSlots } from '../../../lib/slots';
import { useToast } from '../../../lib/toast';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { useOrderFormat } from '../order-format';
import { useAttemptKey } from '../use-attempt-key';

/** Another day and slot at the same garage, chosen on the checkout's date strip and slot grid; free of charge. */
export function RescheduleBookingDialog({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const { t, language, slot: slotWords, slotTime, date: dateWords } = useOrderFormat();
  const days = useMemo(() => stripDays(new Date(), language), [language]);
  const [date, setDate] = useState(days.some((d) => d.date === booking.booking_date) ? booking.booking_date : days[0]!.date);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const slots = useSlots(booking.garage.id, date);
  const reschedule = useRescheduleBooking(booking.tracking_id, booking.garage.id);
  const keyFor = useAttemptKey();
  const showToast = useToast((s) => s.show);
  const unchanged = slot?.id === booking.slot.id && date === booking.booking_date;

  const confirm = () => {
    if (!slot) return;
    const body = { booking_date: date, booking_slot: slot.id };
    reschedule.mutate(
      { body, idempotencyKey: keyFor(body) },
      {
        onSuccess: (moved) => {
          showToast(t('orders.reschedule.done', { slot: slotWords(moved.booking_date, moved.slot) }), 4000);
          onClose();
        },
        // A slot taken meanwhile: choose again from the refreshed grid.
        onError: () => setSlot(null),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('orders.reschedule.title')}>
      <div className="space-y-4 p-4">
        <p className="text-sm text-slate-700">
          {t('orders.reschedule.now')} <span className="font-semibold text-slate-900">{slotWords(booking.booking_date, booking.slot)}</span>{' '}
          {t('orders.reschedule.atGarage', { garage: booking.garage.name })}
        </p>
        <section aria-labelledby="reschedule-date-heading" className="space-y-2">
          <h3 id="reschedule-date-heading" className="font-semibold">
            {t('orders.reschedule.date')}
          </h3>
          <DateStrip
            days={days}
            selected={date}
            onSelect={(next) => {
              setDate(next);
              setSlot(null);
              reschedule.reset();
            }}
          />
        </section>
        <section aria-labelledby="reschedule-slot-heading" className="space-y-2">
          <h3 id="reschedule-slot-heading" className="font-semibold">
            {t('orders.reschedule.slot')}
          </h3>
          {slots.isPending ? (
            <Spinner label={t('orders.reschedule.loading')} />
          ) : slots.isError ? (
            <p className="text-sm text-slate-700">{t('orders.reschedule.slotsFailed')}</p>
          ) : (
            <SlotGrid
              slots={slots.data}
              selected={slot?.id ?? null}
              onSelect={(next) => {
                setSlot(next);
                reschedule.reset();
              }}
            />
          )}
        </section>
        {reschedule.isError ? <Banner tone="error">{reschedule.error.message}</Banner> : null}
        {unchanged ? <p className="text-sm text-slate-700">{t('orders.reschedule.unchanged')}</p> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('orders.reschedule.keep')}
          </Button>
          <Button bold disabled={!slot || unchanged || reschedule.isPending} onClick={confirm}>
            {reschedule.isPending
              ? t('orders.reschedule.moving')
              : slot
                ? t('orders.reschedule.move', { time: slotTime(slot.start_time), date: dateWords(date) })
                : t('orders.reschedule.choose')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
