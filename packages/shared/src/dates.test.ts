import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, istDate, istInstant } from './dates';

describe('IST dates', () => {
  it('changes date at midnight IST, not UTC', () => {
    expect(istDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(istDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });

  it('turns an IST wall-clock time into an instant', () => {
    expect(istInstant('2026-11-23', '09:00:00').toISOString()).toBe('2026-11-23T03:30:00.000Z');
    expect(istInstant('2026-11-23', '00:15').toISOString()).toBe('2026-11-22T18:45:00.000Z');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('22-11-2026')).toBe(false);
  });
});
