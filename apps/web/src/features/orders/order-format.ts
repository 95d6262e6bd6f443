import { useMemo } from 'react';
import { formatSlotTime } from '../../lib/booking-format';
import { type Language, useT } from '../../lib/i18n';

/** Each language's dates as India writes them (Intl's Indian locales; digits stay Latin). */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

export interface OrderFormat {
  /** '2026-11-25' → '25 Nov 2026' / '25 नव॰ 2026' / '25 நவ., 2026' */
  date(date: string): string;
  /** '14:00:00' → '2:00 PM' in every language, as the slot grid writes it */
  slotTime(time: string): string;
  /** An instant as India sees it (IST): '25 Nov, 2:05 pm' */
  timestamp(iso: string): string;
  /** A booked day and slot: '25 Nov 2026, 10:00 AM – 12:00 PM' */
  slot(date: string, slot: { start_time: string; end_time: string }): string;
}

/** The order pages' dates and times in a language. */
export function orderFormat(language: Language): OrderFormat {
  const locale = LOCALES[language];
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
  const date = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
  return {
    date,
    // Slots read as the slot grid the customer chose them on writes them (AM/PM, as Hindi and Tamil apps show them too).
    slotTime: formatSlotTime,
    timestamp: (iso) => instant.format(new Date(iso)),
    slot: (value, slot) => `${date(value)}, ${formatSlotTime(slot.start_time)} – ${formatSlotTime(slot.end_time)}`,
  };
}

/** The page's language's order formats, with its translator. */
export function useOrderFormat(): OrderFormat & ReturnType<typeof useT> {
  const translator = useT();
  const format = useMemo(() => orderFormat(translator.language), [translator.language]);
  return { ...format, ...translator };
}
