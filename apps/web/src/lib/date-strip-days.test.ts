import { describe, expect, it } from 'vitest';
import { stripDays } from './date-strip-days';

describe('checkout date strip', () => {
  it('offers eight days from today, with their weekday and month', () => {
    const days = stripDays(new Date('2026-11-22T10:00:00Z'));
    expect(days).toHaveLength(8);
    expect(days.slice(0, 3)).toEqual([
      { date: '2026-11-22', offset: 0, weekday: 'Sun', day: 22, month: 'Nov' },
      { date: '2026-11-23', offset: 1, weekday: 'Mon', day: 23, month: 'Nov' },
      { date: '2026-11-24', offset: 2, weekday: 'Tue', day: 24, month: 'Nov' },
    ]);
    expect(days[7]).toEqual({ date: '2026-11-29', offset: 7, weekday: 'Sun', day: 29, month: 'Nov' });
  });

  it('starts from the Indian date just after midnight IST', () => {
    expect(stripDays(new Date('2026-11-30T18:45:00Z'))[0]).toMatchObject({ date: '2026-12-01', offset: 0, day: 1, month: 'Dec' });
  });

  it("names weekdays and months in the page's language, digits kept", () => {
    expect(stripDays(new Date('2026-11-22T10:00:00Z'), 'hi')[2]).toEqual({ date: '2026-11-24', offset: 2, weekday: 'मंगल', day: 24, month: 'नव॰' });
    expect(stripDays(new Date('2026-11-22T10:00:00Z'), 'ta')[2]).toMatchObject({ weekday: expect.stringMatching(/^செவ்/), month: expect.stringMatching(/^நவ/) });
  });
});
