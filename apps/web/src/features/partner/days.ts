import { addDays, BOOKING_WINDOW_DAYS, istDate } from '@carseva/shared';

export interface BoardDay {
  date: string;
  /** 'Today', 'Tomorrow', then 'Fri'. */
  name: string;
  /** 'Fri', whichever day it is. */
  weekday: string;
  /** '28 Nov' */
  short: string;
}

const weekdayOf = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
const dayMonthOf = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Today in India and the seven days after it: the days a garage has bookings for. */
export function boardDays(now: Date): BoardDay[] {
  const today = istDate(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, offset) => {
    const date = addDays(today, offset);
    const instant = new Date(`${date}T06:00:00Z`);
    const weekday = weekdayOf.format(instant);
    return { date, name: offset === 0 ? 'Today' : offset === 1 ? 'Tomorrow' : weekday, weekday, short: dayMonthOf.format(instant) };
  });
}
