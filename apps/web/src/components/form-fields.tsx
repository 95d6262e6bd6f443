import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** Something fixed before the input, such as the +91 country code. */
  prefix?: string;
}

/** A labelled input; a prefix sits inside the same box, before what the customer types. */
export function TextField({ label, prefix, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {prefix ? (
        <div className="flex">
          <span
            className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 font-medium text-slate-700"
            aria-hidden="true"
          >
            {prefix}
          </span>
          <input id={id} className={`${inputClass} rounded-l-none`} {...input} />
        </div>
      ) : (
        <input id={id} className={inputClass} {...input} />
      )}
    </div>
  );
}

/** Only the digits of what was typed or pasted, at most `max` of them. */
export const digitsOnly = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/**
 * A pincode as typed, without the spaces people put in it ('400 001'): anything else stays, so the
 * form's check refuses a letter or a seventh digit with its message instead of the field dropping it.
 */
export const withoutSpaces = (value: string) => value.replace(/\s/g, '');

/** A message above a form: announced to screen readers as soon as it appears. */
export function Banner({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-green-200 bg-green-50 text-green-800',
    info: 'border-brand-100 bg-brand-50 text-brand-900',
  }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </p>
  );
}

/** What a Field hands its control: the id its label names, and the error wiring for screen readers. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled control of any kind (input, select, textarea) with an optional hint and its error below it. */
export function Field({ label, error, hint, children }: { label: string; error?: string; hint?: ReactNode; children(control: FieldControlProps): ReactNode }) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      {children({
        id,
        className: `${inputClass} aria-invalid:border-red-600`,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
