import { addDays, BOOKING_WINDOW_DAYS, istDate } from '@carseva/shared';
import { intlLocale } from '../../lib/booking-format';
import type { Language, Translate } from '../../lib/i18n';

export interface BoardDay {
  date: string;
  /** 0 for today, 1 for tomorrow… */
  offset: number;
  /** 'Fri', whichever day it is, in the page's language. */
  weekday: string;
  /** '28 Nov', in the page's language. */
  short: string;
}

/** Today in India and the seven days after it: the days a garage has bookings for. */
export function boardDays(now: Date, language: Language = 'en'): BoardDay[] {
  const locale = intlLocale(language);
  const weekdayOf = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayMonthOf = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const today = istDate(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    const instant = new Date(`${date}T06:00:00Z`);
    return { date, offset, weekday: weekdayOf.format(instant), short: dayMonthOf.format(instant) };
  });
}

/** 'Today', 'Tomorrow', then the weekday. */
export const dayName = (day: BoardDay, t: Translate) =>
  day.offset === 0 ? t('partner.day.today') : day.offset === 1 ? t('partner.day.tomorrow') : day.weekday;
