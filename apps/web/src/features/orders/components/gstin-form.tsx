import { gstinBody } from '@carseva/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Field } from '../../../components/form-fields';
import { fieldErrorsOf, serverFieldErrors } from '../../../lib/form-errors';
import { useSaveGstin } from '../api/save-gstin';

/**
 * Adds a GSTIN to the order's invoice. The shared schema checks the format and check character before
 * sending, as the server does; what was typed stays as typed (an over-long entry is refused with the
 * message, never cut), and the message stays at the field until it is edited.
 */
export function GstinForm({ trackingId, saved }: { trackingId: string; saved: string | null }) {
  const [value, setValue] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const save = useSaveGstin(trackingId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = gstinBody.safeParse({ gstin: value });
    if (!parsed.success) return setProblem(fieldErrorsOf(parsed.error).gstin);
    setProblem(undefined);
    save.mutate(parsed.data.gstin, { onError: (error) => setProblem(serverFieldErrors(error).gstin ?? error.message) });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <Field label="GSTIN for your invoice (optional)" error={problem}>
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
              placeholder="15-character GSTIN"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${className} min-w-0 flex-1 font-mono uppercase`}
            />
            <Button type="submit" size="sm" disabled={save.isPending}>
              Submit
            </Button>
          </div>
        )}
      </Field>
      <p role="status" className="min-h-5 text-sm">
        {save.isSuccess ? <span className="text-emerald-800">GSTIN saved.</span> : null}
      </p>
    </form>
  );
}
