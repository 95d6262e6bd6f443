import { slotHasStarted } from '@carseva/shared';

/** A garage's recurring daily slot: wall-clock times in IST. */
export interface SlotTemplate {
  id: number;
  startTime: string;
  endTime: string;
  capacity: number;
}

/** What a date's slot has: seats taken, and whether the garage closed it. */
export interface SlotUsage {
  booked: number;
  closed: boolean;
}

export interface DaySlot {
  id: number;
  start_time: string;
  end_time: string;
  available: boolean;
  remaining: number;
}

/**
 * A garage's slots on an IST date, with what is left of each. Pure: the clock and the booked counts
 * come in, so the function behaves the same whatever the server's time zone.
 */
export function slotsForDate(templates: readonly SlotTemplate[], date: string, now: Date, usage: ReadonlyMap<number, SlotUsage>): DaySlot[] {
  return [...templates]
    .sort((a, b) => a.startTime.localeCompare(b.startTime))
    .map((t) => {
      const taken = usage.get(t.id);
      const remaining = taken?.closed ? 0 : Math.max(0, t.capacity - (taken?.booked ?? 0));
      return {
        id: t.id,
        start_time: t.startTime,
        end_time: t.endTime,
        remaining,
        available: remaining > 0 && !slotHasStarted(date, t.startTime, now),
      };
    });
}
