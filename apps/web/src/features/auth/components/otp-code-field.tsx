import { OTP_LENGTH } from '@carseva/shared';
import type { InputHTMLAttributes } from 'react';
import { digitsOnly } from '../../../components/form-fields';
import { useT } from '../../../lib/i18n';
import { AuthField } from './auth-field';
import type { AuthFieldErrors } from './use-field-errors';

interface OtpCodeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'> {
  label: string;
  value: string;
  /** The code as typed, digits only and no longer than a code. */
  onChange(code: string): void;
  /** The form's field errors: the code's shows here, and goes as the code is edited. */
  fields: { errors: AuthFieldErrors; clear(field: 'otp'): void };
}

/** The one-time code's box: digits only, the phone's autofill from the SMS, focused as the step opens. */
export function OtpCodeField({ label, value, onChange, fields, ...input }: OtpCodeFieldProps) {
  const { t } = useT();
  return (
    <AuthField
      label={label}
      {...input}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      placeholder={t('auth.field.codePlaceholder', { digits: OTP_LENGTH })}
      value={value}
      onChange={(e) => {
        onChange(digitsOnly(e.target.value, OTP_LENGTH));
        fields.clear('otp');
      }}
      error={fields.errors.otp}
      autoFocus
      required
    />
  );
}
