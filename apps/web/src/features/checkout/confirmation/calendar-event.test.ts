import { describe, expect, it } from 'vitest';
import { aBooking } from '../../../testing/bookings';
import { bookingCalendarFile } from './calendar-event';

const ORDER_URL = 'https://carseva.in/order/CSABCDEFGHJKLMNPQR';

/** The file's lines with folded ones joined back (RFC 5545 §3.1). */
const unfolded = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('the booking as a calendar file', () => {
  it('puts the IST slot at the right instants (10:00–11:00 IST is 04:30–05:30 UTC) with what, where and the order link', () => {
    const file = bookingCalendarFile(aBooking(), ORDER_URL, new Date('2026-11-23T09:12:00Z'));
    const lines = unfolded(file);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20261124T043000Z');
    expect(lines).toContain('DTEND:20261124T053000Z');
    expect(lines).toContain('DTSTAMP:20261123T091200Z');
    expect(lines).toContain('UID:CSABCDEFGHJKLMNPQR@carseva.in');
    expect(lines).toContain('SUMMARY:CarSeva: Standard Service at Hari Om Motors');
    expect(lines).toContain('LOCATION:Hari Om Motors\\, Shop 8\\, Sector 15\\, Gurugram');
    expect(lines).toContain(
      `DESCRIPTION:Order CSABCDEFGHJKLMNPQR: Standard Service.\\nPickup address: House 17\\, Sushant Lok 1\\, 122001.\\nTrack your order: ${ORDER_URL}`,
    );
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('crosses midnight UTC correctly for an early-morning slot', () => {
    const lines = unfolded(
      bookingCalendarFile(aBooking({ booking_date: '2026-12-01', slot: { id: 1, start_time: '02:00:00', end_time: '03:30:00' } }), ORDER_URL),
    );
    expect(lines).toContain('DTSTART:20261130T203000Z');
    expect(lines).toContain('DTEND:20261130T220000Z');
  });

  it('folds every line to at most 75 octets, multi-byte letters kept whole', () => {
    const garage = {
      ...aBooking().garage,
      name: 'श्री गणेश मोटर्स — Shree Ganesh Motors and Car Care Centre',
      full_address: 'Plot 14, Udyog Vihar Phase IV; near the metro',
    };
    const file = bookingCalendarFile(aBooking({ garage }), ORDER_URL);
    for (const line of file.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfolded(file)).toContain(`LOCATION:${garage.name}\\, Plot 14\\, Udyog Vihar Phase IV\\; near the metro`);
  });
});
