/** When a slot may be booked: the rules the server enforces and the checkout shows (all in IST). */
import { BOOKING_WINDOW_DAYS } from './booking';
import { addDays, istDate, istInstant } from './dates';

/** The dates a customer may book (IST): today and the next BOOKING_WINDOW_DAYS - 1 days. */
export function bookableDates(now: Date): string[] {
  const today = istDate(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDays(today, i));
}

/** Whether a date (YYYY-MM-DD) is one of bookableDates(now), without listing them (it runs for every booking). */
export function isBookableDate(date: string, now: Date): boolean {
  const today = istDate(now);
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  return days >= 0 && days < BOOKING_WINDOW_DAYS && addDays(today, days) === date;
}

/** A slot can be booked until it starts; after that it is gone, whatever its capacity. */
export function slotHasStarted(date: string, startTime: string, now: Date): boolean {
  return istInstant(date, startTime).getTime() <= now.getTime();
}
