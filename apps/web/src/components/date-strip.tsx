import type { StripDay } from '../lib/date-strip-days';
import { useT } from '../lib/i18n';

/** The eight bookable days as a row of toggle buttons (scrolls sideways on phones). */
export function DateStrip({ days, selected, onSelect }: { days: StripDay[]; selected: string; onSelect(date: string): void }) {
  const { t } = useT();
  return (
    <div role="group" aria-label={t('booking.dates.group')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
      {days.map((d) => {
        const active = d.date === selected;
        return (
          <button
            key={d.date}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(d.date)}
            className={`flex min-w-[4.5rem] shrink-0 flex-col items-center rounded-xl border px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
            }`}
          >
            <span className="text-xs font-semibold">
              {d.offset === 0 ? t('booking.dates.today') : d.offset === 1 ? t('booking.dates.tomorrow') : d.weekday}
            </span>
            <span className="text-xl leading-tight font-bold">{d.day}</span>
            <span className="text-xs">{d.month}</span>
          </button>
        );
      })}
    </div>
  );
}
