import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, inRupees, language } from '@carseva/shared';
import { z } from 'zod';
import { acceptedLanguage, requestedLanguage, say, sayDate, translate } from './i18n';
import { validationMessage } from './validation-messages';

/** Each issue a schema reports for a value, said in Hindi as the error handler says it. */
function inHindi(schema: z.ZodType, value: unknown): { english: string; hindi: string }[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to fail');
  return result.error.issues.map(({ message, ...issue }) => ({ english: message, hindi: validationMessage(issue, message, 'hi') }));
}

describe('validation sentences in Hindi and Tamil', () => {
  // Every sentence zod-config writes (packages/shared), so a change of its English words cannot leave the catalogue behind.
  it.each([
    ['a missing value', z.object({ name: z.string() }), {}],
    ['a word for a number', z.number(), 'abc'],
    ['a fraction for a whole number', z.number().int(), 1.5],
    ['a number for a word', z.string(), 5],
    ['a word for yes or no', z.boolean(), 'x'],
    ['a word for a list', z.array(z.string()), 'x'],
    ['too long', z.string().max(80), 'x'.repeat(81)],
    ['not exactly as long', z.string().length(6), 'x'],
    ['too short', z.string().min(3), 'x'],
    ['an empty text', z.string().min(1), ''],
    ['too many', z.array(z.number()).max(2), [1, 2, 3]],
    ['none chosen', z.array(z.number()).min(1), []],
    ['too few', z.array(z.number()).min(3), [1]],
    ['too big', z.number().max(1000), 5000],
    ['not below', z.number().lt(10), 10],
    ['too small', z.number().min(-180), -500],
    ['not above', z.number().gt(0), 0],
    ['not a multiple', z.number().multipleOf(5), 7],
    ['not an email', z.email(), 'x'],
    ['not a web address', z.url(), 'x'],
    ['not a date', z.iso.date(), 'x'],
    ['not a time', z.iso.time(), 'x'],
    ['not a date and time', z.iso.datetime(), 'x'],
    ['not an option', z.enum(['a', 'b']), 'c'],
    ['an unknown key', z.strictObject({}), { x: 1 }],
    ['rupees too many', z.number({ error: inRupees }).int().max(500_000), 600_000],
    ['rupees too few', z.number({ error: inRupees }).int().min(1), 0],
    ['paise', z.number({ error: inRupees }).int(), 10.5],
    ['a language', language, 'fr'],
    ['a phone number', z.string().regex(/^\d{10}$/, AUTH_MESSAGES.invalidPhone), '12'],
  ] as const)('%s', (_, schema, value) => {
    for (const { english, hindi } of inHindi(schema, value)) {
      expect(hindi, english).not.toBe(english);
      expect(hindi).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('keeps the bound as written, in Indian grouping, and a schema sentence it does not know in English', () => {
    expect(inHindi(z.number().max(100_000), 200_000)).toEqual([{ english: 'Please enter 1,00,000 or less', hindi: 'कृपया 1,00,000 या उससे कम डालें' }]);
    expect(validationMessage({ code: 'custom' }, 'Keep the comment under 1000 characters', 'ta')).toBe('Keep the comment under 1000 characters');
    expect(validationMessage({ code: 'too_big', origin: 'string', maximum: 80 }, 'Please keep this to 80 characters or fewer', 'en')).toBe(
      'Please keep this to 80 characters or fewer',
    );
  });
});

describe('the language a request asks for', () => {
  it.each([
    [undefined, 'en'],
    ['hi', 'hi'],
    ['ta-IN,ta;q=0.9,en;q=0.8', 'ta'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['fr-FR, hi;q=0.5', 'hi'],
    ['de, fr', 'en'],
    ['hi;q=0.2, ta;q=0.7', 'ta'],
  ] as const)('%s → %s', (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected);
  });

  it('tells a header that names none of ours (the account then decides) from one that asks for English', () => {
    expect(requestedLanguage(undefined)).toBeNull();
    expect(requestedLanguage('de, fr')).toBeNull();
    expect(requestedLanguage('en-IN')).toBe('en');
  });

  it('formats ICU plurals and nested messages in the language', () => {
    expect(translate(say('errors.wait.seconds', { count: 1 }), 'en')).toBe('1 second');
    expect(translate(say('errors.auth.otpWait', { wait: say('errors.wait.minutes', { count: 3 }) }), 'hi')).toBe('नया OTP मँगवाने से पहले कृपया 3 मिनट रुकें।');
  });

  it('writes dates as the language writes them: a booked day, a day with its year, an instant in IST', () => {
    const bookedDay = say('errors.bookedDay', { day: sayDate('2025-11-28', 'day'), move: 'start' });
    expect(translate(bookedDay, 'en')).toBe('This booking is for Fri, 28 Nov. You can start it on that day.');
    expect(translate(bookedDay, 'hi')).toContain('शुक्र, 28 नव॰');
    const ended = say('errors.warranty.over', { service: 'AC Service', until: sayDate('2026-03-31', 'date'), helpline: '1', email: 'e' });
    expect(translate(ended, 'en')).toContain('ended on 31 Mar 2026.');
    expect(translate(ended, 'ta')).toMatch(/31 மார்\.?,? 2026/);
    // 18:45 UTC is 00:15 the next day in India.
    const answerBy = say('errors.warranty.tooEarly', { when: sayDate(new Date('2026-11-22T18:45:00Z'), 'time') });
    expect(translate(answerBy, 'en')).toMatch(/until 23 Nov,? 12:15\s?am to answer/i);
  });
});
