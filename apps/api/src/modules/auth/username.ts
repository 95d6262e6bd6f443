import { randomInt } from 'node:crypto';

/** Room left for a "_1234" suffix within the 30 characters a username may have. */
const BASE_MAX = 25;
const SUFFIXED_TRIES = 5;

/**
 * Usernames to try, in order, for someone who signed up without choosing one: their name as
 * "priya_nair", then with a random number after it. A checked name is letters and spaces only.
 */
export function usernameCandidates(name: string): string[] {
  const base = name.trim().toLowerCase().replace(/\s+/g, '_').slice(0, BASE_MAX).replace(/_+$/, '');
  const suffixed = Array.from({ length: SUFFIXED_TRIES }, () => `${base}_${randomInt(1000, 10_000)}`);
  // "Al" alone is too short to be a username (3 characters at least).
  return base.length >= 3 ? [base, ...suffixed] : suffixed;
}
