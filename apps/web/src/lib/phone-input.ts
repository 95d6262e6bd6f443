/**
 * What a +91 phone input keeps of what was typed or pasted: digits only, ten at most, without a
 * pasted +91 country code.
 */
export function phoneDigits(raw: string): string {
  const local = raw.trim().replace(/^\+91/, '');
  return local.replace(/\D/g, '').slice(0, 10);
}
