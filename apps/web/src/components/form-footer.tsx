import { Button } from './button';
import { useT } from '../lib/i18n';

interface FormFooterProps {
  /** Why the last submit failed, if it did: announced. */
  failure: string | null;
  busy: boolean;
  onCancel(): void;
  submitLabel: string;
}

/** A dialog form's last lines: the failure, then Cancel and the submit button (stacked on phones). */
export function FormFooter({ failure, busy, onCancel, submitLabel }: FormFooterProps) {
  const { t } = useT();
  return (
    <>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('account.form.cancel')}
        </Button>
        <Button type="submit" bold disabled={busy}>
          {busy ? t('account.form.saving') : submitLabel}
        </Button>
      </div>
    </>
  );
}
