/** When a slot may be booked: the rules the server enforces and the checkout shows (all in IST). */
import { BOOKING_WINDOW_DAYS } from './booking';
import { addDays, istDate, istInstant } from './dates';

/** The dates a customer may book (IST): today and the next BOOKING_WINDOW_DAYS - 1 days. */
export function bookableDates(now: Date): string[] {
  const today = istDate(now);
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDays(today, i));
}

export function isBookableDate(date: string, now: Date): boolean {
  return bookableDates(now).includes(date);
}

/** A slot can be booked until it starts; after that it is gone, whatever its capacity. */
export function slotHasStarted(date: string, startTime: string, now: Date): boolean {
  return istInstant(date, startTime).getTime() <= now.getTime();
}
