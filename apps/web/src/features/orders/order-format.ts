import { useMemo } from 'react';
import { formatSlotTime } from '../../lib/booking-format';
import { type Language, useT } from '../../lib/i18n';

/** Each language's dates as India writes them (Intl's Indian locales; digits stay Latin). */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

export interface OrderFormat {
  /** '2026-11-25' → '25 Nov 2026' / '25 नव॰ 2026' / '25 நவ., 2026' */
  date(date: string): string;
  /** '14:00:00' → '2:00 PM' / '2:00 pm' */
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
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
  const date = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
  // English keeps the checkout's '2:00 PM', which the customer saw when booking.
  const slotTime = language === 'en' ? formatSlotTime : (value: string) => time.format(new Date(`1970-01-01T${value.slice(0, 8)}Z`));
  return {
    date,
    slotTime,
    timestamp: (iso) => instant.format(new Date(iso)),
    slot: (value, slot) => `${date(value)}, ${slotTime(slot.start_time)} – ${slotTime(slot.end_time)}`,
  };
}

/** The page's language's order formats, with its translator. */
export function useOrderFormat(): OrderFormat & ReturnType<typeof useT> {
  const translator = useT();
  const format = useMemo(() => orderFormat(translator.language), [translator.language]);
  return { ...format, ...translator };
}
