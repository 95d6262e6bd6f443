/** A garage works on a booking on its booked day: not before it (in IST), whatever the console shows. */
import { istDate } from './dates';

/** What a garage does that waits for the booked day. */
export type BookedDayMove = 'start' | 'complete' | 'cash';

/** Whether the booked day has yet to come in IST (then starting, completing and collecting cash wait for it). */
export const isBeforeBookedDay = (bookingDate: string, now: Date): boolean => istDate(now) < bookingDate;
