import { describe, expect, it } from 'vitest';
import { isBeforeBookedDay } from './booked-day';

describe('isBeforeBookedDay', () => {
  // 23:59 IST on Thu 27 Nov 2025 is 18:29 UTC; midnight IST on Fri 28 Nov is 18:30 UTC the day before.
  const lastMinuteBefore = new Date('2025-11-27T18:29:00Z');
  const bookedDayBegins = new Date('2025-11-27T18:30:00Z');

  it('holds until the booked day begins in IST', () => {
    expect(isBeforeBookedDay('2025-11-28', lastMinuteBefore)).toBe(true);
  });

  it('ends on the booked day and after it', () => {
    expect(isBeforeBookedDay('2025-11-28', bookedDayBegins)).toBe(false);
    expect(isBeforeBookedDay('2025-11-28', new Date('2025-12-03T10:00:00Z'))).toBe(false);
  });
});
