/**
 * Validation sentences in the request's language (ADR 0040). Zod writes every issue in English as it
 * parses (packages/shared/src/zod-config.ts, shared with the web app); when a request is answered in
 * Hindi or Tamil, each English sentence is said again from the validation catalogue: sentences without
 * values by their English words, those with a bound (a length, an amount) from the issue's own facts.
 * A sentence the catalogue does not know (a schema's own words not listed here) stays in English.
 */
import { formatRupees, groupDigitsIndian, type Language } from '@carseva/shared';
import { type MessageId, say, type Text, translate } from './i18n';

/**
 * The sentences zod-config writes, and the schemas' own sentences in packages/shared, that a customer
 * or the garage's staff meet: each is recognised by its English words (the handover code's is the
 * legs module's refusal, said the same way).
 */
const FIXED_SENTENCES: readonly MessageId[] = [
  'validation.required',
  'validation.wholeNumber',
  'validation.number',
  'validation.text',
  'validation.yesNo',
  'validation.date',
  'validation.fromList',
  'validation.check',
  'validation.minOne',
  'validation.email',
  'validation.url',
  'validation.datetime',
  'validation.dateFormat',
  'validation.time',
  'validation.format',
  'validation.option',
  'validation.unrecognized',
  'validation.wholeRupees',
  'validation.phone',
  'validation.name',
  'validation.emailAddress',
  'validation.otp',
  'validation.language',
  'validation.addressLabel',
  'validation.carModel',
  'validation.fuelType',
  'validation.registration',
  'validation.gstin',
  'validation.pincode',
  'validation.orderNumber',
  'validation.service',
  'validation.validDate',
  'validation.fullAddress',
  'validation.stars',
  'validation.photoType',
  'validation.photo',
  'validation.photoEmpty',
  'validation.photoTooLarge',
  'validation.photoOrder',
  'validation.odometer',
  'validation.photos',
  'validation.photosMax',
  'validation.buddy',
  'validation.notes',
  'errors.leg.codeRequired',
];

/** English sentence → its message, built once at start-up. */
const BY_ENGLISH = new Map(FIXED_SENTENCES.map((id) => [translate(say(id), 'en'), id]));

/** An issue as fastify-type-provider-zod reports it: zod's code and the issue's facts (its `params`). */
export interface ReportedIssue {
  code: string;
  origin?: unknown;
  maximum?: unknown;
  minimum?: unknown;
  exact?: unknown;
  inclusive?: unknown;
  divisor?: unknown;
}

const bound = (value: unknown) => (value instanceof Date || typeof value === 'string' ? dateBound(value) : groupDigitsIndian(Number(value)));
/** A date bound as zod-config writes it: 2026-12-31. */
const dateBound = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** The sentences zod-config writes from an issue's bound, and the rupee bounds of `inRupees`: each possible reading. */
function boundedReadings(issue: ReportedIssue): Text[] {
  const { origin, maximum, minimum, exact, inclusive } = issue;
  const texts: Text[] = [];
  if (issue.code === 'too_big') {
    if (origin === 'string')
      texts.push(exact ? say('validation.exactLength', { count: bound(maximum) }) : say('validation.maxLength', { max: bound(maximum) }));
    else if (origin === 'array' || origin === 'set' || origin === 'map') texts.push(say('validation.maxItems', { max: bound(maximum) }));
    else if (origin === 'date') texts.push(say('validation.maxDate', { max: bound(maximum) }));
    else if (origin === 'number' || origin === 'int' || origin === 'bigint') {
      texts.push(inclusive ? say('validation.maxNumber', { max: bound(maximum) }) : say('validation.belowNumber', { max: bound(maximum) }));
      texts.push(say('validation.maxRupees', { max: formatRupees(Number(maximum)) }));
    }
  } else if (issue.code === 'too_small') {
    if (origin === 'string')
      texts.push(exact ? say('validation.exactLength', { count: bound(minimum) }) : say('validation.minLength', { min: bound(minimum) }));
    else if (origin === 'array' || origin === 'set' || origin === 'map') texts.push(say('validation.minItems', { min: bound(minimum) }));
    else if (origin === 'date') texts.push(say('validation.minDate', { min: bound(minimum) }));
    else if (origin === 'number' || origin === 'int' || origin === 'bigint') {
      texts.push(inclusive ? say('validation.minNumber', { min: bound(minimum) }) : say('validation.aboveNumber', { min: bound(minimum) }));
      texts.push(say('validation.minRupees', { min: formatRupees(Number(minimum)) }));
    }
  } else if (issue.code === 'not_multiple_of') {
    texts.push(say('validation.multipleOf', { divisor: bound(issue.divisor) }));
  }
  return texts;
}

/** An issue's sentence in a language: `english` as zod wrote it, said again when the catalogue knows it. */
export function validationMessage(issue: ReportedIssue, english: string, language: Language): string {
  if (language === 'en') return english;
  const fixed = BY_ENGLISH.get(english);
  if (fixed) return translate(say(fixed), language);
  const reading = boundedReadings(issue).find((text) => translate(text, 'en') === english);
  return reading ? translate(reading, language) : english;
}
