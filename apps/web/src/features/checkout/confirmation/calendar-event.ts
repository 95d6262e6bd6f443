import { formatOrderNumber, istInstant, type Booking } from '@carseva/shared';
import { translate } from '../../../lib/i18n';

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** An instant in iCalendar's UTC form: 20261127T043000Z. */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded: continued on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let part = '';
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    // The first line holds 75 octets; each continuation 74 after its leading space.
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(part);
      part = '';
      size = 0;
    }
    part += char;
    size += charSize;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/**
 * The booked slot as an iCalendar file for any calendar app. The slot's times are IST wall-clock
 * times; the file gives them as UTC instants, which every calendar shows in its own time zone.
 */
export function bookingCalendarFile(booking: Booking, orderUrl: string, now = new Date()): string {
  const services = booking.items.map((item) => item.service_name).join(', ') || booking.service.service_name;
  const description = [
    translate('checkout.calendar.order', { order: formatOrderNumber(booking.tracking_id), services }),
    translate('checkout.calendar.pickup', { address: `${booking.address}, ${booking.pincode}` }),
    translate('checkout.calendar.track', { url: orderUrl }),
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CarSeva//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${booking.tracking_id}@carseva.in`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(istInstant(booking.booking_date, booking.slot.start_time))}`,
    `DTEND:${utcStamp(istInstant(booking.booking_date, booking.slot.end_time))}`,
    `SUMMARY:${escapeText(translate('checkout.calendar.summary', { services, garage: booking.garage.name }))}`,
    `LOCATION:${escapeText(`${booking.garage.name}, ${booking.garage.full_address}`)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${orderUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** Hands the file to the browser as a download (built here: nothing is fetched). */
export function downloadCalendarFile(booking: Booking, orderUrl: string): void {
  const url = URL.createObjectURL(new Blob([bookingCalendarFile(booking, orderUrl)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `carseva-${booking.tracking_id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
