import { INDIAN_MOBILE } from '@carseva/shared';

export const SHORT_PHONE_MESSAGE = 'please provide a valid phone number';
export const INVALID_PHONE_MESSAGE = 'Enter Valid Input';

/** Spec §5: fewer than ten digits is one message; ten digits not starting 6–9 is another. */
export function phoneProblem(phone: string): string | null {
  if (phone.length < 10) return SHORT_PHONE_MESSAGE;
  if (!INDIAN_MOBILE.test(phone)) return INVALID_PHONE_MESSAGE;
  return null;
}

/** "9876543210" → "+91 98765 43210" */
export const formatIndianMobile = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
