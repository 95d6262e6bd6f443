import { gstinBody } from '@carseva/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/form-fields';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useSaveGstin } from '../api/save-gstin';

/**
 * Adds a GSTIN to the order's invoice. The shared schema checks the format and check character before
 * sending, as the server does; what was typed stays as typed (an over-long entry is refused with the
 * message, never cut), and the message stays at the field until it is edited.
 */
export function GstinForm({ trackingId, saved }: { trackingId: string; saved: string | null }) {
  const { t } = useT();
  const [value, setValue] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSaveGstin(trackingId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = gstinBody.safeParse({ gstin: value });
    // The schema's one check on the browser's side is the format, said in the page's language.
    if (!parsed.success) return setProblem(t('orders.gstin.invalid'));
    setProblem(undefined);
    save.mutate(parsed.data.gstin, { onError: (error) => setProblem(serverFieldErrors(error).gstin ?? error.message) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Field label={t('orders.gstin.label')} error={problem}>
        {({ className, ...control }) => (
          <div className="flex gap-2">
            <input
              {...control}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setProblem(undefined);
                save.reset();
              }}
              placeholder={t('orders.gstin.placeholder')}
              autoCapitalize="characters"
              spellCheck={false}
              className={`${className} min-w-0 flex-1 font-mono uppercase`}
            />
            <Button type="submit" size="sm" disabled={save.isPending}>
              {t('orders.gstin.submit')}
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="min-h-5 text-sm">
        {save.isSuccess ? <span className="text-emerald-800">{t('orders.gstin.saved')}</span> : null}
      </p>
    </form>
  );
}
