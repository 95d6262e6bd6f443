import { describe, expect, it } from 'vitest';
import { beforeBookedDay, bookedDayWords } from './booked-day';

describe('beforeBookedDay', () => {
  // 23:59 IST on Thu 27 Nov 2025 is 18:29 UTC; midnight IST on Fri 28 Nov is 18:30 UTC the day before.
  const lastMinuteBefore = new Date('2025-11-27T18:29:00Z');
  const bookedDayBegins = new Date('2025-11-27T18:30:00Z');

  it('names the day and the move until the booked day begins in IST', () => {
    expect(beforeBookedDay('2025-11-28', 'start', lastMinuteBefore)).toBe('This booking is for Fri, 28 Nov. You can start it on that day.');
    expect(beforeBookedDay('2025-11-28', 'complete', lastMinuteBefore)).toBe('This booking is for Fri, 28 Nov. You can complete it on that day.');
    expect(beforeBookedDay('2025-11-28', 'cash', lastMinuteBefore)).toBe('This booking is for Fri, 28 Nov. You can collect its cash on that day.');
  });

  it('allows the move on the booked day and after it', () => {
    expect(beforeBookedDay('2025-11-28', 'start', bookedDayBegins)).toBeNull();
    expect(beforeBookedDay('2025-11-28', 'cash', new Date('2025-12-03T10:00:00Z'))).toBeNull();
  });

  it('writes a day as the console does', () => {
    expect(bookedDayWords('2026-03-03')).toBe('Tue, 3 Mar');
  });
});
