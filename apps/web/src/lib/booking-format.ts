/**
 * How bookings read on screen: slot times and dates, shared by checkout, the order pages and the partner
 * console, in the page's language. Dates follow Intl's Indian locales (en-IN, hi-IN, ta-IN: '28 Nov 2026',
 * '28 नव॰ 2026', '28 நவ., 2026'), digits Latin as Indian apps write them.
 */
import type { Language } from './language-path';

/** The page's language as Intl knows it (Indian English, Hindi and Tamil as written in India). */
export const intlLocale = (language: Language) => `${language}-IN`;

/**
 * '14:00:00' → '2:00 PM' in every language. Intl has no Hindi or Tamil words for AM/PM (hi-IN writes
 * '9:00 am', ta-IN '9:00 AM'), and Hindi and Tamil apps show slots as '9:00 AM' too, so a slot reads the
 * same in all three, as the garage and the customer both say it.
 */
export function formatSlotTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** A slot as a range: '9:00 AM – 10:00 AM'. */
export const formatSlotRange = (slot: { start_time: string; end_time: string }) => `${formatSlotTime(slot.start_time)} – ${formatSlotTime(slot.end_time)}`;

/** One formatter per language and kind, made once: Intl.DateTimeFormat is slow to build. */
function perLanguage(options: Intl.DateTimeFormatOptions) {
  const made = new Map<Language, Intl.DateTimeFormat>();
  return (language: Language) => {
    let format = made.get(language);
    if (!format) made.set(language, (format = new Intl.DateTimeFormat(intlLocale(language), options)));
    return format;
  };
}

const dateFormat = perLanguage({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const istDateFormat = perLanguage({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const timestampFormat = perLanguage({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** '2026-11-25' → '25 Nov 2026' / '25 नव॰ 2026' / '25 நவ., 2026' (day, short month, year). */
export function formatBookingDate(date: string, language: Language): string {
  return dateFormat(language).format(new Date(`${date}T00:00:00Z`));
}

/** The day of an instant as India sees it (IST): '25 Nov 2026' / '25 नव॰ 2026'. */
export function formatIstDate(iso: string, language: Language): string {
  return istDateFormat(language).format(new Date(iso));
}

/** An instant as India sees it (IST): '25 Nov, 2:05 pm' / '25 नव॰, 2:05 pm' / 'நவ. 25, 2:05 PM'. */
export function formatIstTimestamp(iso: string, language: Language): string {
  return timestampFormat(language).format(new Date(iso));
}

/** A booked day and slot: '25 Nov 2026, 10:00 AM – 12:00 PM'. */
export const formatBookedSlot = (date: string, slot: { start_time: string; end_time: string }, language: Language) =>
  `${formatBookingDate(date, language)}, ${formatSlotRange(slot)}`;
