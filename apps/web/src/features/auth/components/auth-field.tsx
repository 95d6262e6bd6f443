import type { InputHTMLAttributes } from 'react';
import { Field } from '../../../components/form-fields';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string;
  /** This field's own problem, shown below it and announced with it. */
  error?: string;
  /** Something fixed before the input, such as the +91 country code. */
  prefix?: string;
}

/** A login or sign-up input marked with its own error; a prefix sits inside the same box. */
export function AuthField({ label, error, prefix, ...input }: AuthFieldProps) {
  return (
    <Field label={label} error={error}>
      {({ className, ...control }) =>
        prefix ? (
          <div className="flex">
            <span
              className="inline-flex items-center rounded-l-lg border border-r-0 border-slate-300 bg-slate-50 px-3 font-medium text-slate-700"
              aria-hidden="true"
            >
              {prefix}
            </span>
            <input {...control} {...input} className={`${className} rounded-l-none`} />
          </div>
        ) : (
          <input {...control} {...input} className={className} />
        )
      }
    </Field>
  );
}
