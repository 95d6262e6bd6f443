/** A garage works on a booking on its booked day: not before it (in IST), whatever the console shows. */
import { istDate } from './dates';

/** What a garage does that waits for the booked day. */
export type BookedDayMove = 'start' | 'complete' | 'cash';

const DAY_WORDS = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const DOING: Record<BookedDayMove, string> = { start: 'start it', complete: 'complete it', cash: 'collect its cash' };

/** A booking's day as the partner console names it: 'Fri, 28 Nov'. */
export const bookedDayWords = (bookingDate: string): string => DAY_WORDS.format(new Date(`${bookingDate}T00:00:00Z`));

/**
 * Why a garage cannot make this move yet ('This booking is for Fri, 28 Nov. You can start it on that
 * day.'), or null once the booked day has come in IST.
 */
export function beforeBookedDay(bookingDate: string, move: BookedDayMove, now: Date): string | null {
  if (istDate(now) >= bookingDate) return null;
  return `This booking is for ${bookedDayWords(bookingDate)}. You can ${DOING[move]} on that day.`;
}
