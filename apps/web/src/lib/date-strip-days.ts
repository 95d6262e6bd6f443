import { addDays, BOOKING_WINDOW_DAYS, istDate } from '@carseva/shared';

export interface StripDay {
  date: string;
  /** 'Today', 'Tomorrow', then the short weekday. */
  label: string;
  day: number;
  month: string;
}

const weekday = new Intl.DateTimeFormat('en-IN', { weekday: 'short', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });

/** The checkout's eight days, starting today in India whatever the device's time zone. */
export function stripDays(now: Date): StripDay[] {
  const today = istDate(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => {
    const date = addDays(today, i);
    const noon = new Date(`${date}T12:00:00Z`);
    return {
      date,
      label: i === 0 ? 'Today' : i === 1 ? 'Tomorrow' : weekday.format(noon),
      day: noon.getUTCDate(),
      month: month.format(noon),
    };
  });
}
