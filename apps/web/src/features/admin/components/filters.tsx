import { type ReactNode, useId } from 'react';

const control =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30';

/** The filters above a table: a row on a desktop, stacked on a phone. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div role="search" className="grid gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4">
      {children}
    </div>
  );
}

/**
 * A text filter applied on Enter or on leaving the field (a date as soon as it is picked), so the
 * address bar is not rewritten per key. It shows the address bar's value again when that changes.
 */
export function FilterText({
  label,
  value,
  onChange,
  placeholder,
  type = 'text',
}: {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  placeholder?: string;
  type?: string;
}) {
  const id = useId();
  const apply = (text: string) => text.trim() !== (value ?? '') && onChange(text.trim() || undefined);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <input
        key={value ?? ''}
        id={id}
        type={type}
        className={control}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        onChange={(e) => type === 'date' && apply(e.target.value)}
        onBlur={(e) => apply(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && apply(e.currentTarget.value)}
      />
    </div>
  );
}

export function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700">
        {label}
      </label>
      <select id={id} className={control} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
