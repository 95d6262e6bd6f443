import { phoneDigits } from '../../../lib/phone-input';

interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  errorId?: string;
  invalid?: boolean;
  tone?: 'light' | 'dark';
  /** The field's hint in the page's language; the 10-digit hint in English when not given. */
  placeholder?: string;
}

/** A +91 mobile number input that accepts digits only, ten at most. */
export function PhoneField({ id, label, value, onChange, errorId, invalid, tone = 'light', placeholder = '10-digit mobile number' }: PhoneFieldProps) {
  return (
    <div>
      <label htmlFor={id} className={`mb-1 block text-sm font-medium ${tone === 'dark' ? 'text-white' : 'text-slate-700'}`}>
        {label}
      </label>
      <div className="flex rounded-lg border border-slate-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-100">
        <span className="flex items-center border-r border-slate-300 px-3 text-slate-700">+91</span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={value}
          onChange={(event) => onChange(phoneDigits(event.target.value))}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          placeholder={placeholder}
          className="min-w-0 flex-1 rounded-r-lg px-3 py-3 text-slate-900 placeholder:text-slate-500 focus:outline-none"
        />
      </div>
    </div>
  );
}
