import { describe, expect, it } from 'vitest';
import { formatBookingDate, formatIstTimestamp, formatSlotTime } from './booking-format';

describe('booking formats', () => {
  it('reads slot times on a 12-hour clock', () => {
    expect(formatSlotTime('09:00:00')).toBe('9:00 AM');
    expect(formatSlotTime('12:00:00')).toBe('12:00 PM');
    expect(formatSlotTime('18:30:00')).toBe('6:30 PM');
    expect(formatSlotTime('00:15:00')).toBe('12:15 AM');
  });

  it('writes dates as day, short month and year, and instants in IST', () => {
    expect(formatBookingDate('2026-11-05')).toBe('5 Nov 2026');
    expect(formatIstTimestamp('2026-11-22T18:45:00Z')).toMatch(/^23 Nov,? 12:15\s?am$/i);
  });
});
