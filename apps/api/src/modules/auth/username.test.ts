import { username } from '@carseva/shared';
import { describe, expect, it } from 'vitest';
import { usernameCandidates } from './username';

describe('usernameCandidates', () => {
  it('tries the name first, then the name with a number, every one a valid username', () => {
    const candidates = usernameCandidates('  Priya   Nair ');
    expect(candidates[0]).toBe('priya_nair');
    expect(candidates.slice(1)).toHaveLength(5);
    for (const candidate of candidates.slice(1)) expect(candidate).toMatch(/^priya_nair_\d{4}$/);
    for (const candidate of candidates) expect(username.safeParse(candidate).success).toBe(true);
  });

  it('adds a number to a name too short to be a username', () => {
    expect(usernameCandidates('Al')[0]).toMatch(/^al_\d{4}$/);
  });

  it('keeps a long name within 30 characters with its number', () => {
    const candidates = usernameCandidates('Venkata Lakshmi Narasimha Subrahmanyam');
    for (const candidate of candidates) expect(username.safeParse(candidate).success).toBe(true);
    expect(candidates[0]).toBe('venkata_lakshmi_narasimha');
  });

  it.each([
    ['R. K. Sharma', 'r_k_sharma'],
    ["D'Souza", 'dsouza'],
    ['Anne-Marie', 'anne_marie'],
    ['José Ñúñez', 'jose_nunez'],
  ])('writes %s in the letters of a username', (name, expected) => {
    expect(usernameCandidates(name)[0]).toBe(expected);
  });

  it.each(['राजेश कुमार', 'ராஜேஷ் குமார்'])('makes a numbered customer_ username for %s, a name with no Latin letters', (name) => {
    const candidates = usernameCandidates(name);
    expect(candidates).toHaveLength(5);
    for (const candidate of candidates) {
      expect(candidate).toMatch(/^customer_\d{6}$/);
      expect(username.safeParse(candidate).success).toBe(true);
    }
  });
});
