import { describe, expect, it } from 'vitest';
import { bookableDates, isBookableDate } from '@carseva/shared';
import { slotsForDate, type SlotTemplate, type SlotUsage } from './generate';

const templates: SlotTemplate[] = [
  { id: 3, startTime: '11:00:00', endTime: '12:00:00', capacity: 2 },
  { id: 1, startTime: '09:00:00', endTime: '10:00:00', capacity: 3 },
  { id: 2, startTime: '10:00:00', endTime: '11:00:00', capacity: 3 },
];
const none = new Map<number, SlotUsage>();
const taken = (booked: number, closed = false): SlotUsage => ({ booked, closed });

describe('bookable dates', () => {
  it('offers eight IST days starting today', () => {
    // 10:00 UTC on 22 Nov is 15:30 IST the same day.
    expect(bookableDates(new Date('2026-11-22T10:00:00Z'))).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('turns over at midnight IST, not midnight UTC', () => {
    // 18:29:59 UTC is 23:59:59 IST; one second later it is the next day in India.
    expect(bookableDates(new Date('2026-11-22T18:29:59Z'))[0]).toBe('2026-11-22');
    expect(bookableDates(new Date('2026-11-22T18:30:00Z'))[0]).toBe('2026-11-23');
    expect(isBookableDate('2026-11-22', new Date('2026-11-22T18:30:00Z'))).toBe(false);
    expect(isBookableDate('2026-11-30', new Date('2026-11-22T18:30:00Z'))).toBe(true);
    expect(isBookableDate('2026-11-30', new Date('2026-11-22T18:29:59Z'))).toBe(false);
  });
});

describe('slots of a day', () => {
  it('sorts by start time and reports what is left', () => {
    const slots = slotsForDate(
      templates,
      '2026-11-25',
      new Date('2026-11-22T10:00:00Z'),
      new Map([
        [1, taken(1)],
        [3, taken(2)],
      ]),
    );
    expect(slots).toEqual([
      { id: 1, start_time: '09:00:00', end_time: '10:00:00', remaining: 2, available: true },
      { id: 2, start_time: '10:00:00', end_time: '11:00:00', remaining: 3, available: true },
      { id: 3, start_time: '11:00:00', end_time: '12:00:00', remaining: 0, available: false },
    ]);
  });

  it('shows a slot the garage closed as unavailable, whatever is left', () => {
    const slots = slotsForDate(templates, '2026-11-25', new Date('2026-11-22T10:00:00Z'), new Map([[2, taken(0, true)]]));
    expect(slots[1]).toEqual({ id: 2, start_time: '10:00:00', end_time: '11:00:00', remaining: 0, available: false });
    expect(slots[0]!.available).toBe(true);
  });

  it("disables today's slots whose start has passed, in IST", () => {
    // 04:45 UTC = 10:15 IST: the 09:00 and 10:00 slots have started, 11:00 has not.
    const slots = slotsForDate(templates, '2026-11-22', new Date('2026-11-22T04:45:00Z'), none);
    expect(slots.map((s) => s.available)).toEqual([false, false, true]);
    // Exactly at the start the slot is gone.
    const atEleven = slotsForDate(templates, '2026-11-22', new Date('2026-11-22T05:30:00Z'), none);
    expect(atEleven.map((s) => s.available)).toEqual([false, false, false]);
  });

  it('keeps every slot of tomorrow open just after midnight IST, and closes all of yesterday', () => {
    const justAfterMidnight = new Date('2026-11-22T18:31:00Z'); // 00:01 IST on the 23rd
    expect(slotsForDate(templates, '2026-11-23', justAfterMidnight, none).every((s) => s.available)).toBe(true);
    expect(slotsForDate(templates, '2026-11-22', justAfterMidnight, none).some((s) => s.available)).toBe(false);
  });
});
