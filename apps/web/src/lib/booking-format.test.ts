import { describe, expect, it } from 'vitest';
import { formatBookedSlot, formatBookingDate, formatIstDate, formatIstTimestamp, formatSlotTime } from './booking-format';

describe('booking formats', () => {
  it('reads slot times on a 12-hour clock', () => {
    expect(formatSlotTime('09:00:00')).toBe('9:00 AM');
    expect(formatSlotTime('12:00:00')).toBe('12:00 PM');
    expect(formatSlotTime('18:30:00')).toBe('6:30 PM');
    expect(formatSlotTime('00:15:00')).toBe('12:15 AM');
  });

  it('writes dates as day, short month and year, and instants in IST', () => {
    expect(formatBookingDate('2026-11-05', 'en')).toBe('5 Nov 2026');
    expect(formatIstTimestamp('2026-11-22T18:45:00Z', 'en')).toMatch(/^23 Nov,? 12:15\s?am$/i);
  });

  it("writes dates in the page's language with India's conventions, Latin digits kept", () => {
    expect(formatBookingDate('2026-11-28', 'hi')).toBe('28 नव॰ 2026');
    expect(formatBookingDate('2026-11-28', 'ta')).toMatch(/^28 நவ\.?,? 2026$/);
    // 20:00 UTC on the 27th is already the 28th in India.
    expect(formatIstDate('2026-11-27T20:00:00Z', 'hi')).toBe('28 नव॰ 2026');
    expect(formatIstDate('2026-11-27T20:00:00Z', 'en')).toBe('28 Nov 2026');
    expect(formatIstTimestamp('2026-11-28T03:30:00Z', 'hi')).toMatch(/^28 नव॰,? 9:00\s?am$/i);
    expect(formatBookedSlot('2026-11-28', { start_time: '09:00:00', end_time: '10:00:00' }, 'hi')).toBe('28 नव॰ 2026, 9:00 AM – 10:00 AM');
  });
});
