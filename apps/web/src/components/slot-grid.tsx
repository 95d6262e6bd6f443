import type { TimeSlot } from '@carseva/shared';
import { formatSlotRange } from '../lib/booking-format';
import { formatCount, useT } from '../lib/i18n';

/** A garage's slots for the chosen day; full and already-started slots cannot be chosen. */
export function SlotGrid({ slots, selected, onSelect }: { slots: TimeSlot[]; selected: number | null; onSelect(slot: TimeSlot): void }) {
  const { t } = useT();
  if (slots.length === 0) return <p className="text-sm text-slate-700">{t('booking.slots.none')}</p>;
  return (
    <div role="group" aria-label={t('booking.slots.group')} className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
      {slots.map((slot) => {
        const active = slot.id === selected;
        return (
          <button
            key={slot.id}
            type="button"
            disabled={!slot.available}
            aria-pressed={active}
            onClick={() => onSelect(slot)}
            className={`rounded-lg border px-2 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-400 ${
              active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
            }`}
          >
            {formatSlotRange(slot)}
            <span className={`block text-xs font-normal ${active ? 'text-brand-100' : ''}`}>
              {!slot.available
                ? t(slot.remaining === 0 ? 'booking.slots.full' : 'booking.slots.unavailable')
                : t('booking.slots.left', { count: formatCount(slot.remaining) })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
