import { randomInt } from 'node:crypto';

/** Room left for a "_1234" suffix within the 30 characters a username may have. */
const BASE_MAX = 25;
const SUFFIXED_TRIES = 5;
/**
 * For a name with no Latin letters ("राजेश कुमार"): "customer_" and six digits, so many such
 * sign-ups still find a free one within the tries.
 */
const UNNAMED = { base: 'customer', numbers: [100_000, 1_000_000] } as const;
const NAMED_NUMBERS = [1000, 10_000] as const;

/**
 * The name in the letters a username may have: accents dropped ("José" → "jose"), apostrophes and
 * dots left out ("D'Souza" → "dsouza"), words joined by "_"; empty for a name in another script.
 */
function latinBase(name: string): string {
  const words = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\p{M}'’.]/gu, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.join('_').slice(0, BASE_MAX).replace(/_+$/, '');
}

/**
 * Usernames to try, in order, for someone who signed up without choosing one (usernames are Latin
 * letters, digits and "_"): their name as "priya_nair", then with a random number after it.
 */
export function usernameCandidates(name: string): string[] {
  const base = latinBase(name);
  const [prefix, [low, high]] = base ? [base, NAMED_NUMBERS] : [UNNAMED.base, UNNAMED.numbers];
  const suffixed = Array.from({ length: SUFFIXED_TRIES }, () => `${prefix}_${randomInt(low, high)}`);
  // "Al" alone is too short to be a username (3 characters at least).
  return base.length >= 3 ? [base, ...suffixed] : suffixed;
}
