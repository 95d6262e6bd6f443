import { isValidGstin } from '@carseva/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { useSaveGstin } from '../api/save-gstin';

export const GSTIN_INVALID = 'Enter a valid 15-character GSTIN';

/** Adds a GSTIN to the order's invoice; the format and check character are verified before sending. */
export function GstinForm({ trackingId, saved }: { trackingId: string; saved: string | null }) {
  const id = useId();
  const [value, setValue] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveGstin(trackingId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const gstin = value.trim().toUpperCase();
    if (!isValidGstin(gstin)) {
      setProblem(GSTIN_INVALID);
      return;
    }
    setProblem(null);
    save.mutate(gstin);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        GSTIN for your invoice (optional)
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={value}
          onChange={(e) => {
            setValue(e.target.value.toUpperCase().slice(0, 15));
            setProblem(null);
            save.reset();
          }}
          placeholder="15-character GSTIN"
          autoCapitalize="characters"
          aria-invalid={problem !== null}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 font-mono uppercase focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
        <Button type="submit" size="sm" disabled={save.isPending}>
          Submit
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm">
        {problem ? <span className="text-red-700">{problem}</span> : null}
        {save.isError ? <span className="text-red-700">{save.error.message}</span> : null}
        {save.isSuccess ? <span className="text-emerald-800">GSTIN saved.</span> : null}
      </p>
    </form>
  );
}
