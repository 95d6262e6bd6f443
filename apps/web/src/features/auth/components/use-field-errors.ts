import { AUTH_MESSAGES, otpCode } from '@carseva/shared';
import { type RefObject, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/form-errors';
import { type MessageId, type Translate, useT } from '../../../lib/i18n';

/** The fields of the login and sign-up forms, by the names the API gives them. */
export type AuthFieldName = 'mobile_no' | 'name' | 'email' | 'referral_code' | 'otp';
export type AuthFieldErrors = Partial<Record<AuthFieldName, string>>;

/**
 * Refusals that are about one field, though the server answers them as a conflict rather than as bad
 * input. The forms ask no username (the server makes one), so a username taken is shown as a banner.
 */
const FIELD_OF_CODE: Record<string, AuthFieldName> = { MOBILE_REGISTERED: 'mobile_no' };

/** What the server's refusal says about each field; empty when it is about none (a limit, an outage). */
export function fieldErrorsOfAnswer(error: Error): AuthFieldErrors {
  const found: AuthFieldErrors = serverFieldErrors(error);
  const field = error instanceof ApiError ? FIELD_OF_CODE[error.code] : undefined;
  if (field) found[field] = error.message;
  return found;
}

/** The code field's problem by the API's own rule, if it has one. */
export function otpFieldErrors(code: string): AuthFieldErrors {
  const checked = otpCode.safeParse(code);
  return checked.success ? {} : { otp: checked.error.issues[0]?.message };
}

/** A refusal of the code itself (wrong, expired, used up), as opposed to a limit or an outage. */
export const isAboutTheCode = (error: Error) => error instanceof ApiError && error.code.startsWith('OTP_');

/** The network failed before the server could answer. */
export const isNetworkError = (error: Error) => error instanceof ApiError && error.status === 0;

/** The form rules' messages (the shared schemas', which the server answers with too), in the page's language. */
const RULE_WORDS: Partial<Record<string, MessageId>> = {
  [AUTH_MESSAGES.invalidPhone]: 'auth.rule.phone',
  [AUTH_MESSAGES.invalidName]: 'auth.rule.name',
  [AUTH_MESSAGES.invalidEmail]: 'auth.rule.email',
  [AUTH_MESSAGES.invalidOtp]: 'auth.rule.otp',
};

/** Each problem in the page's language where it is one of the forms' rules; any other (the server's own) as it came. */
export function translatedFieldErrors(found: AuthFieldErrors, t: Translate): AuthFieldErrors {
  return Object.fromEntries(Object.entries(found).map(([field, message]) => [field, message && RULE_WORDS[message] ? t(RULE_WORDS[message]) : message]));
}

/**
 * Every problem of a form at once, each at its field until that field is edited. Showing them moves
 * the focus to the first marked field, so a keyboard or screen-reader user lands on it.
 */
export function useFieldErrors(formRef: RefObject<HTMLFormElement | null>) {
  const { t } = useT();
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [shownTimes, setShownTimes] = useState(0);
  useEffect(() => {
    if (shownTimes > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shownTimes, formRef]);
  return {
    errors,
    /** Shows these problems; false when there were none to show. */
    show(found: AuthFieldErrors): boolean {
      if (Object.keys(found).length === 0) return false;
      setErrors(translatedFieldErrors(found, t));
      setShownTimes((n) => n + 1);
      return true;
    },
    clear(field: AuthFieldName) {
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
    clearAll: () => setErrors({}),
  };
}
