/**
 * Zod, configured once for the server and the web app, before any schema is built:
 *
 * - No `Function` probe and no compiled parsers. Zod's fast path tests whether it may `eval` by
 *   constructing a Function; under our strict CSP (no 'unsafe-eval') the browser reports that probe as
 *   a violation on every page, even though zod catches the error. Zod reads the setting when each
 *   object schema is created, so this module is imported first (index.ts) and listed in
 *   package.json's sideEffects.
 * - Every issue in words for people ("Please keep this to 80 characters or fewer"), never zod's own
 *   ("Too big: expected string to have <=80 characters"). A schema's own message still wins: zod asks
 *   this map only for issues whose schema or check gave none.
 */
import { z } from 'zod';
import { formatRupees, groupDigitsIndian } from './money';

type Issue = z.core.$ZodRawIssue;
type Bound = number | bigint | Date;

const isMissing = (input: unknown) => input === undefined || input === null;
const amount = (bound: Bound) => (bound instanceof Date ? bound.toISOString().slice(0, 10) : groupDigitsIndian(Number(bound)));

function wrongType(issue: Issue & { code: 'invalid_type' }): string {
  if (isMissing(issue.input)) return 'This is required';
  switch (issue.expected) {
    case 'int':
      return typeof issue.input === 'number' && Number.isFinite(issue.input) ? 'Please enter a whole number' : 'Please enter a number';
    case 'number':
    case 'bigint':
    case 'nan':
      return 'Please enter a number';
    case 'string':
      return 'Please enter this as text';
    case 'boolean':
      return 'Please choose yes or no';
    case 'date':
      return 'Please enter a date';
    case 'array':
    case 'set':
      return 'Please choose from the list';
    default:
      return 'Please check this';
  }
}

function tooBig(issue: Issue & { code: 'too_big' }): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return issue.exact ? `Please use exactly ${amount(max)} characters` : `Please keep this to ${amount(max)} characters or fewer`;
    case 'array':
    case 'set':
    case 'map':
      return `Please choose at most ${amount(max)}`;
    case 'date':
      return `Please choose a date no later than ${amount(max)}`;
    default:
      return issue.inclusive ? `Please enter ${amount(max)} or less` : `Please enter less than ${amount(max)}`;
  }
}

function tooSmall(issue: Issue & { code: 'too_small' }): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      if (Number(min) <= 1) return 'This is required';
      return issue.exact ? `Please use exactly ${amount(min)} characters` : `Please enter at least ${amount(min)} characters`;
    case 'array':
    case 'set':
    case 'map':
      return Number(min) <= 1 ? 'Please choose at least one' : `Please choose at least ${amount(min)}`;
    case 'date':
      return `Please choose a date no earlier than ${amount(min)}`;
    default:
      return issue.inclusive ? `Please enter ${amount(min)} or more` : `Please enter more than ${amount(min)}`;
  }
}

const FORMATS: Partial<Record<string, string>> = {
  email: 'Please enter a valid email address',
  url: 'Please enter a web address starting with https://',
  datetime: 'Please enter a valid date and time',
  date: 'Please enter a valid date',
  time: 'Please enter a valid time',
};

/** The sentence for an issue its schema left without a message. */
export function humanMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Please check the format of this';
    case 'not_multiple_of':
      return `Please enter a multiple of ${amount(issue.divisor as number)}`;
    case 'invalid_value':
      return isMissing(issue.input) ? 'This is required' : 'Please choose one of the options';
    case 'unrecognized_keys':
      return 'This form sent something we do not accept. Please reload the page and try again';
    default:
      return isMissing(issue.input) ? 'This is required' : 'Please check this';
  }
}

/**
 * For a schema whose numbers are whole rupees: its bounds said as amounts ("Please enter an amount of
 * ₹5,00,000 or less"). Pass as the schema's error: `z.number({ error: inRupees }).int().min(1).max(…)`;
 * checks with their own message keep it.
 */
export function inRupees(issue: Issue): string | undefined {
  if (issue.code === 'too_big' && issue.origin === 'number') return `Please enter an amount of ${formatRupees(Number(issue.maximum))} or less`;
  if (issue.code === 'too_small' && issue.origin === 'number') return `Please enter an amount of ${formatRupees(Number(issue.minimum))} or more`;
  if (issue.code === 'invalid_type' && issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input)) {
    return 'Please enter whole rupees, without paise';
  }
  return undefined;
}

z.config({ jitless: true, customError: humanMessage });
