import { addDays, BOOKING_WINDOW_DAYS, istDate } from '@carseva/shared';
import { intlLocale } from './booking-format';
import type { Language } from './language-path';

export interface StripDay {
  date: string;
  /** 0 for today, 1 for tomorrow… (the strip says 'Today' and 'Tomorrow' in the page's language). */
  offset: number;
  /** The short weekday in the page's language: 'Tue', 'मंगल', 'செவ்.'. */
  weekday: string;
  day: number;
  /** The short month in the page's language: 'Nov', 'नव॰', 'நவ.'. */
  month: string;
}

/** The checkout's eight days, starting today in India whatever the device's time zone. */
export function stripDays(now: Date, language: Language = 'en'): StripDay[] {
  const weekday = new Intl.DateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' });
  const today = istDate(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    const noon = new Date(`${date}T12:00:00Z`);
    return { date, offset, weekday: weekday.format(noon), day: noon.getUTCDate(), month: month.format(noon) };
  });
}
