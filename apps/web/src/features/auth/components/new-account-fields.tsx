import { AuthField } from './auth-field';
import { useT } from '../../../lib/i18n';
import type { AuthFieldErrors } from './use-field-errors';

export type NewAccountDetails = { name: string; email: string };

/** The login screen's short sign-up for a number with no account: a name and, if the customer likes, an email. */
export function NewAccountFields(props: {
  details: NewAccountDetails;
  errors: AuthFieldErrors;
  onEdit(field: keyof NewAccountDetails, value: string): void;
  disabled: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <AuthField
        label={t('auth.field.name')}
        autoComplete="name"
        value={props.details.name}
        onChange={(e) => props.onEdit('name', e.target.value)}
        error={props.errors.name}
        disabled={props.disabled}
        autoFocus
        required
      />
      <AuthField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        value={props.details.email}
        onChange={(e) => props.onEdit('email', e.target.value)}
        error={props.errors.email}
        disabled={props.disabled}
      />
    </>
  );
}
