import { describe, expect, it } from 'vitest';
import { stripDays } from './date-strip-days';

describe('checkout date strip', () => {
  it('offers eight days from today, labelled Today, Tomorrow, then weekdays', () => {
    const days = stripDays(new Date('2026-11-22T10:00:00Z'));
    expect(days).toHaveLength(8);
    expect(days.slice(0, 3)).toEqual([
      { date: '2026-11-22', label: 'Today', day: 22, month: 'Nov' },
      { date: '2026-11-23', label: 'Tomorrow', day: 23, month: 'Nov' },
      { date: '2026-11-24', label: 'Tue', day: 24, month: 'Nov' },
    ]);
    expect(days[7]).toEqual({ date: '2026-11-29', label: 'Sun', day: 29, month: 'Nov' });
  });

  it('starts from the Indian date just after midnight IST', () => {
    expect(stripDays(new Date('2026-11-30T18:45:00Z'))[0]).toEqual({ date: '2026-12-01', label: 'Today', day: 1, month: 'Dec' });
  });
});
