import { describe, expect, it } from 'vitest';
import './zod-config';
import { AUTH_MESSAGES, contactMessageBody, optionalEmailAddress, personName, profileUpdateBody, registerBody } from './index';

describe('a person name, in any script', () => {
  it.each([
    'राजेश कुमार',
    'ராஜேஷ் குமார்',
    'R. K. Sharma',
    "D'Souza",
    'D’Souza',
    'Anne-Marie',
    'Priya Nair',
    // Devanagari matras and Tamil vowel signs are combining marks, not letters.
    'कृष्णा',
    'கீதா',
    'Al',
    'a'.repeat(60),
  ])('accepts %s', (name) => {
    expect(personName.safeParse(name).success).toBe(true);
  });

  it.each([
    ['digits', 'Rajesh 2'],
    ['an emoji', 'Rajesh 🙂'],
    ['markup', '<script>'],
    ['one character', 'R'],
    ['61 characters', 'a'.repeat(61)],
    ['nothing but spaces', '   '],
    ['a leading mark', '\u093F राजेश'],
    ['a leading dot', '.Rajesh'],
  ])('refuses %s with the spec message', (_, name) => {
    const checked = personName.safeParse(name);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.message)).toEqual([AUTH_MESSAGES.invalidName]);
  });

  it('is the rule of every form that asks for a name', () => {
    const hindi = 'राजेश कुमार';
    expect(registerBody.safeParse({ mobile_no: '9876543210', name: hindi }).success).toBe(true);
    expect(profileUpdateBody.safeParse({ name: hindi }).success).toBe(true);
    expect(contactMessageBody.safeParse({ name: hindi, phone: '9876543210', email: '', message: 'Please call me back.' }).success).toBe(true);
    for (const schema of [registerBody, profileUpdateBody, contactMessageBody]) {
      const issue = schema.safeParse({ name: 'R2D2' }).error?.issues.find((i) => i.path[0] === 'name');
      expect(issue?.message).toBe(AUTH_MESSAGES.invalidName);
    }
  });
});

describe('an optional email address', () => {
  it.each(['', '  ', 'priya@example.in'])('accepts %j', (email) => {
    expect(optionalEmailAddress.safeParse(email).success).toBe(true);
  });

  it.each(['priya', 'priya@', `${'a'.repeat(250)}@example.in`])('refuses %s with the spec message', (email) => {
    expect(optionalEmailAddress.safeParse(email).error?.issues.map((issue) => issue.message)).toEqual([AUTH_MESSAGES.invalidEmail]);
  });

  it('is not asked at sign-up, nor a username', () => {
    expect(registerBody.parse({ mobile_no: '9876543210', name: 'Priya Nair' })).toEqual({ mobile_no: '+919876543210', name: 'Priya Nair' });
    expect(registerBody.safeParse({ mobile_no: '9876543210', name: 'Priya Nair', email: 'priya' }).error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidEmail);
  });
});
