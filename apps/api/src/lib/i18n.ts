/**
 * The server's words in the customer's language (ADR 0040): English, Hindi and Tamil catalogues of ICU
 * messages (apps/api/src/locales/{language}/{namespace}.json, checked by scripts/check-translations.ts),
 * compiled once when the server starts and formatted by Lingui, as the web app's are. Code names a
 * message by its id (`say('errors.booking.notFound')`); nothing is formatted until someone reads it.
 */
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language, SUPPORT } from '@carseva/shared';
import enErrors from '../locales/en/errors.json';
import enInvoice from '../locales/en/invoice.json';
import enNotifications from '../locales/en/notifications.json';
import enValidation from '../locales/en/validation.json';
import hiErrors from '../locales/hi/errors.json';
import hiInvoice from '../locales/hi/invoice.json';
import hiNotifications from '../locales/hi/notifications.json';
import hiValidation from '../locales/hi/validation.json';
import taErrors from '../locales/ta/errors.json';
import taInvoice from '../locales/ta/invoice.json';
import taNotifications from '../locales/ta/notifications.json';
import taValidation from '../locales/ta/validation.json';

const ENGLISH = { ...enErrors, ...enValidation, ...enNotifications, ...enInvoice };
/** Every message's id, typed from the English catalogues: a mistyped id fails `tsc`. */
export type MessageId = keyof typeof ENGLISH;

const CATALOGUES: Record<Language, Record<string, string>> = {
  en: ENGLISH,
  hi: { ...hiErrors, ...hiValidation, ...hiNotifications, ...hiInvoice },
  ta: { ...taErrors, ...taValidation, ...taNotifications, ...taInvoice },
};

/** A value a message fills in: a word or number, another message, or a date (said in the same language). */
export type TextValue = string | number | Text | DateWords;

/**
 * A day or an instant, written as the reader's language writes it: 'day' is a booked day ('2026-11-28' →
 * 'Sat, 28 Nov' / 'शनि, 28 नव॰'), 'date' a day with its year ('28 Nov 2026'), 'time' an instant in IST
 * ('28 Nov, 2:30 pm'). Digits stay Latin, as Indian apps write them.
 */
export interface DateWords {
  readonly at: string;
  readonly style: 'day' | 'date' | 'time';
}
export const sayDate = (at: string | Date, style: DateWords['style']): DateWords => ({ at: typeof at === 'string' ? at : at.toISOString(), style });

const DATE_STYLES: Record<DateWords['style'], Intl.DateTimeFormatOptions> = {
  day: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
  date: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  time: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' },
};
const DATE_FORMATS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(Object.entries(DATE_STYLES).map(([style, options]) => [style, new Intl.DateTimeFormat(`${language}-IN`, options)])),
  ]),
) as Record<Language, Record<DateWords['style'], Intl.DateTimeFormat>>;

const isDateWords = (value: unknown): value is DateWords => typeof value === 'object' && value !== null && 'at' in value && 'style' in value;
const dateIn = ({ at, style }: DateWords, language: Language) =>
  DATE_FORMATS[language][style].format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(at) ? `${at}T00:00:00Z` : at));

/** Words to say, not yet in any language: a message id and its values. */
export interface Text {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, TextValue>>;
}

export const say = (id: MessageId, values?: Readonly<Record<string, TextValue>>): Text => (values ? { id, values } : { id });

/** Several values said as one list ("front, rear, left"), each in the language it is read in. */
export function sayList(items: readonly TextValue[]): TextValue {
  const [first = '', ...rest] = items;
  return rest.length === 0 ? first : say('errors.list', { first, rest: sayList(rest) });
}

/** The values of messages that end "Call us on {helpline} or write to {email} and we will help." */
export const SUPPORT_CONTACT = { helpline: SUPPORT.helpline, email: SUPPORT.email } as const;

export const isText = (value: unknown): value is Text => typeof value === 'object' && value !== null && 'id' in value && typeof value.id === 'string';

/** One translator per language, its catalogue compiled here, once: a broken message stops the server at start-up. */
const TRANSLATORS = Object.fromEntries(
  LANGUAGES.map((language) => {
    const compiled = Object.fromEntries(Object.entries(CATALOGUES[language]).map(([id, message]) => [id, compileMessageOrThrow(message)]));
    return [language, setupI18n({ locale: language, messages: { [language]: compiled } })];
  }),
) as Record<Language, I18n>;

/** A message as its catalogue writes it, before formatting (ICU): for templates registered with providers word for word. */
export const messageSource = (id: MessageId, language: Language): string => CATALOGUES[language][id] ?? ENGLISH[id];

/** The words in a language. */
export function translate(text: Text, language: Language): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.values ?? {})) {
    values[name] = isText(value) ? translate(value, language) : isDateWords(value) ? dateIn(value, language) : value;
  }
  return TRANSLATORS[language]._(text.id, values);
}

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The language an `Accept-Language` header asks for among ours ('hi', 'ta-IN;q=0.8, en;q=0.5'), by its
 * weights; null when it names none of them (or there is no header).
 */
export function requestedLanguage(header: string | undefined): Language | null {
  let best: Language | null = null;
  let bestWeight = 0;
  for (const part of (header ?? '').split(',')) {
    const [range = '', ...parameters] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (isLanguage(primary) && Number.isFinite(weight) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/** The language an `Accept-Language` header asks for among ours; English when it names none of them. */
export const acceptedLanguage = (header: string | undefined): Language => requestedLanguage(header) ?? 'en';
