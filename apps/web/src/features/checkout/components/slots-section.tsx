import type { TimeSlot } from '@carseva/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckoutPanel } from './checkout-panel';
import { DateStrip } from '../../../components/date-strip';
import { SlotGrid } from '../../../components/slot-grid';
import { Spinner } from '../../../components/spinner';
import type { CheckoutForm } from '../use-checkout-form';
import { CHECKOUT_MESSAGES } from '../messages';

/** The pickup day, then one of the garage's slots on it. */
export function SlotsSection({ form, slots }: { form: CheckoutForm; slots: UseQueryResult<TimeSlot[]> }) {
  return (
    <>
      <CheckoutPanel headingId="date-heading" title="Select a date">
        <DateStrip days={form.days} selected={form.date} onSelect={form.chooseDate} />
      </CheckoutPanel>

      <CheckoutPanel headingId="slot-heading" title="Select a time slot">
        {slots.isPending ? (
          <Spinner label="Loading time slots" />
        ) : slots.isError ? (
          <p className="text-sm text-slate-700">No time slots could be loaded for this day.</p>
        ) : (
          <SlotGrid slots={slots.data} selected={form.slot?.id ?? null} onSelect={form.chooseSlot} />
        )}
        <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
          {form.slotMissing ? CHECKOUT_MESSAGES.selectSlot : ''}
        </p>
      </CheckoutPanel>
    </>
  );
}
