import { addDays, BOOKING_WINDOW_DAYS, istDate, istInstant } from '@carseva/shared';

/** A garage's recurring daily slot: wall-clock times in IST. */
export interface SlotTemplate {
  id: number;
  startTime: string;
  endTime: string;
  capacity: number;
}

export interface DaySlot {
  id: number;
  start_time: string;
  end_time: string;
  available: boolean;
  remaining: number;
}

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

/**
 * A garage's slots on an IST date, with what is left of each. Pure: the clock and the booked counts
 * come in, so the function behaves the same whatever the server's time zone.
 */
export function slotsForDate(templates: readonly SlotTemplate[], date: string, now: Date, booked: ReadonlyMap<number, number>): DaySlot[] {
  return [...templates]
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .map((t) => {
      const remaining = Math.max(0, t.capacity - (booked.get(t.id) ?? 0));
      return {
        id: t.id,
        start_time: t.startTime,
        end_time: t.endTime,
        remaining,
        available: remaining > 0 && !slotHasStarted(date, t.startTime, now),
      };
    });
}
