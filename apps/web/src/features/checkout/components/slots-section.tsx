import type { TimeSlot } from '@carseva/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckoutPanel } from './checkout-panel';
import { DateStrip } from '../../../components/date-strip';
import { SlotGrid } from '../../../components/slot-grid';
import { Spinner } from '../../../components/spinner';
import type { CheckoutForm } from '../use-checkout-form';
import { checkoutMessage } from '../messages';
import { useT } from '../../../lib/i18n';

/** The pickup day, then one of the garage's slots on it. */
export function SlotsSection({ form, slots }: { form: CheckoutForm; slots: UseQueryResult<TimeSlot[]> }) {
  const { t } = useT();
  return (
    <>
      <CheckoutPanel headingId="date-heading" title={t('checkout.date.title')}>
        <DateStrip days={form.days} selected={form.date} onSelect={form.chooseDate} />
      </CheckoutPanel>

      <CheckoutPanel headingId="slot-heading" title={t('checkout.slot.title')}>
        {slots.isPending ? (
          <Spinner label={t('checkout.slot.loading')} />
        ) : slots.isError ? (
          <p className="text-sm text-slate-700">{t('checkout.slot.loadFailed')}</p>
        ) : (
          <SlotGrid slots={slots.data} selected={form.slot?.id ?? null} onSelect={form.chooseSlot} />
        )}
        <p role="alert" className="min-h-5 text-sm font-medium text-red-700">
          {form.slotMissing ? checkoutMessage('selectSlot') : ''}
        </p>
      </CheckoutPanel>
    </>
  );
}
