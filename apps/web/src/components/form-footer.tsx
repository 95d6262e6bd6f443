import { Button } from './button';

interface FormFooterProps {
  /** Why the last submit failed, if it did: announced. */
  failure: string | null;
  busy: boolean;
  onCancel(): void;
  submitLabel: string;
}

/** A dialog form's last lines: the failure, then Cancel and the submit button (stacked on phones). */
export function FormFooter({ failure, busy, onCancel, submitLabel }: FormFooterProps) {
  return (
    <>
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" bold disabled={busy}>
          {busy ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </>
  );
}
