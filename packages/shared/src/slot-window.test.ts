import { describe, expect, it } from 'vitest';
import { BOOKING_WINDOW_DAYS } from './booking';
import { addDays } from './dates';
import { bookableDates, isBookableDate, slotHasStarted } from './slot-window';

describe('the booking window (IST)', () => {
  // Around IST midnight (18:30 UTC), where the window moves on by a day.
  const instants = ['2026-11-25T18:29:59Z', '2026-11-25T18:30:00Z', '2026-12-31T20:00:00Z', '2028-02-28T19:00:00Z'].map((iso) => new Date(iso));

  it('books exactly the listed dates, and nothing that is not a real date', () => {
    for (const now of instants) {
      const listed = bookableDates(now);
      expect(listed).toHaveLength(BOOKING_WINDOW_DAYS);
      const asked = [
        ...Array.from({ length: BOOKING_WINDOW_DAYS + 4 }, (_, i) => addDays(listed[0]!, i - 2)),
        '2026-02-30',
        '2026-11-6',
        '2026-11-26T00:00',
        '',
        'tomorrow',
      ];
      for (const date of asked) expect(isBookableDate(date, now), `${date} at ${now.toISOString()}`).toBe(listed.includes(date));
    }
  });

  it('moves on a day at IST midnight: eight days from today', () => {
    expect([isBookableDate('2026-11-25', new Date('2026-11-25T18:29:59Z')), isBookableDate('2026-12-03', new Date('2026-11-25T18:29:59Z'))]).toEqual([
      true,
      false,
    ]);
    expect([isBookableDate('2026-11-25', new Date('2026-11-25T18:30:00Z')), isBookableDate('2026-12-03', new Date('2026-11-25T18:30:00Z'))]).toEqual([
      false,
      true,
    ]);
  });

  it('closes a slot when it starts (IST wall clock)', () => {
    expect(slotHasStarted('2026-11-26', '09:00', new Date('2026-11-26T03:29:59Z'))).toBe(false);
    expect(slotHasStarted('2026-11-26', '09:00', new Date('2026-11-26T03:30:00Z'))).toBe(true);
  });
});
