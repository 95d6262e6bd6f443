import { useMemo } from 'react';
import { formatBookedSlot, formatBookingDate, formatIstTimestamp, formatSlotTime } from '../../lib/booking-format';
import { type Language, useT } from '../../lib/i18n';

/** lib/booking-format's dates and times, bound to the page's language. */
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
  return {
    date: (value) => formatBookingDate(value, language),
    slotTime: formatSlotTime,
    timestamp: (iso) => formatIstTimestamp(iso, language),
    slot: (value, slot) => formatBookedSlot(value, slot, language),
  };
}

/** The page's language's order formats, with its translator. */
export function useOrderFormat(): OrderFormat & ReturnType<typeof useT> {
  const translator = useT();
  const format = useMemo(() => orderFormat(translator.language), [translator.language]);
  return { ...format, ...translator };
}
