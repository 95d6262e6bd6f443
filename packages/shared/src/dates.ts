/** Business dates and times are India Standard Time (UTC+05:30, no daylight saving). */

export const IST_OFFSET_MINUTES = 330;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** The IST calendar date (YYYY-MM-DD) of an instant. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MINUTES * MS_PER_MINUTE).toISOString().slice(0, 10);
}

/** YYYY-MM-DD plus n calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** The instant at which an IST wall-clock time (HH:MM[:SS]) on an IST date begins. */
export function istInstant(date: string, time: string): Date {
  const [h = '0', m = '0', s = '0'] = time.split(':');
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  return new Date(utcMidnight + ((+h * 60 + +m - IST_OFFSET_MINUTES) * 60 + +s) * 1000);
}

/** A real calendar date in YYYY-MM-DD form. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
