import { INDIAN_MOBILE } from '@carseva/shared';
import type { Translate } from '../../lib/i18n';

/** Spec §5: fewer than ten digits is one message; ten digits not starting 6–9 is another (in the page's language). */
export function phoneProblem(phone: string, t: Translate): string | null {
  if (phone.length < 10) return t('home.phone.short');
  if (!INDIAN_MOBILE.test(phone)) return t('home.phone.invalid');
  return null;
}

/** "9876543210" → "+91 98765 43210" */
export const formatIndianMobile = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
