/** Indian mobile numbers: 10 digits starting 6–9, stored as +91XXXXXXXXXX. */

export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** Accepts "9876543210", "+919876543210" or "919876543210"; returns "+919876543210" or null. */
export function normalizeIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const local = compact.replace(/^(\+91|91)(?=\d{10}$)/, '');
  return INDIAN_MOBILE.test(local) ? `+91${local}` : null;
}

export function isIndianMobile(input: string): boolean {
  return INDIAN_MOBILE.test(input);
}
