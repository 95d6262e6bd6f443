/** How bookings read on screen: slot times and dates, shared by checkout and the order pages. */

/** '14:00:00' → '2:00 PM' */
export function formatSlotTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-25' → '25 Nov 2026' (day, short month, year) */
export function formatBookingDate(date: string): string {
  return dateFormat.format(new Date(`${date}T00:00:00Z`));
}

const timestampFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** An instant as India sees it: '25 Nov, 2:05 pm' */
export function formatIstTimestamp(iso: string): string {
  return timestampFormat.format(new Date(iso));
}
