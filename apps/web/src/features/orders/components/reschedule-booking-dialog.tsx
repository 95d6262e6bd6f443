import type { Booking, TimeSlot } from '@carseva/shared';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { DateStrip } from '../../../components/date-strip';
import { Dialog } from '../../../components/dialog';
import { Banner } from '../../../components/form-fields';
import { SlotGrid } from '../../../components/slot-grid';
import { Spinner } from '../../../components/spinner';
import { formatBookingDate, formatSlotTime } from '../../../lib/booking-format';
import { stripDays } from '../../../lib/date-strip-days';
import { useSlots } from '../../../lib/slots';
import { useToast } from '../../../lib/toast';
import { useRescheduleBooking } from '../api/reschedule-booking';
import { useAttemptKey } from '../use-attempt-key';

const slotWords = (date: string, slot: { start_time: string; end_time: string }) =>
  `${formatBookingDate(date)}, ${formatSlotTime(slot.start_time)} – ${formatSlotTime(slot.end_time)}`;

/** Another day and slot at the same garage, chosen on the checkout's date strip and slot grid; free of charge. */
export function RescheduleBookingDialog({ booking, onClose }: { booking: Booking; onClose(): void }) {
  const days = useMemo(() => stripDays(new Date()), []);
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
          showToast(`Your booking is moved to ${slotWords(moved.booking_date, moved.slot)}.`, 4000);
          onClose();
        },
        // A slot taken meanwhile: choose again from the refreshed grid.
        onError: () => setSlot(null),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title="Reschedule booking">
      <div className="space-y-4 p-4">
        <p className="text-sm text-slate-700">
          Now: <span className="font-semibold text-slate-900">{slotWords(booking.booking_date, booking.slot)}</span> at {booking.garage.name}. Rescheduling is
          free.
        </p>
        <section aria-labelledby="reschedule-date-heading" className="space-y-2">
          <h3 id="reschedule-date-heading" className="font-semibold">
            New date
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
            New time slot
          </h3>
          {slots.isPending ? (
            <Spinner label="Loading time slots" />
          ) : slots.isError ? (
            <p className="text-sm text-slate-700">No time slots could be loaded for this day.</p>
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
        {unchanged ? <p className="text-sm text-slate-700">This is your booking’s current slot. Choose another one.</p> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Keep current slot
          </Button>
          <Button bold disabled={!slot || unchanged || reschedule.isPending} onClick={confirm}>
            {reschedule.isPending ? 'Moving…' : slot ? `Move to ${formatSlotTime(slot.start_time)}, ${formatBookingDate(date)}` : 'Choose a slot'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
