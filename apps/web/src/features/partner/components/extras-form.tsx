import { extrasBody, formatRupees, type ExtrasBody } from '@carseva/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/form-fields';
import { button, input, label } from './ui';

interface Row {
  key: number;
  name: string;
  price: string;
}

type Problems = Record<string, string>;

/** The zod issues of the extras body as messages by field ("0.name", "1.price"), plus a general one. */
function problemsOf(rows: Row[]): { body: ExtrasBody | null; problems: Problems } {
  const parsed = extrasBody.safeParse({ items: rows.map((r) => ({ name: r.name, price: r.price === '' ? 0 : Number(r.price) })) });
  if (parsed.success) return { body: parsed.data, problems: {} };
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length >= 3 ? `${String(issue.path[1])}.${String(issue.path[2])}` : 'form';
    problems[key] ??= issue.message;
  }
  return { body: null, problems };
}

/**
 * Extra work found during the service: rows of what and how much (whole rupees, before GST), sent to
 * the customer to approve. Checked with the API's own schema before sending.
 */
export function ExtrasForm({ onSubmit, pending, error }: { onSubmit(body: ExtrasBody): void; pending: boolean; error: string | null }) {
  const id = useId();
  const nextKey = useRef(1);
  const [rows, setRows] = useState<Row[]>([{ key: 0, name: '', price: '' }]);
  const [problems, setProblems] = useState<Problems>({});
  const firstInput = useRef<HTMLInputElement>(null);
  const focusRow = useRef<number | null>(null);

  // The dialog focuses its first control (Close) on opening; the work's name is where the hand goes.
  useEffect(() => firstInput.current?.focus(), []);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`${id}-${focusRow.current}-name`)?.focus();
    focusRow.current = null;
  }, [rows, id]);

  const change = (key: number, field: 'name' | 'price', value: string) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: field === 'price' ? value.replace(/\D/g, '').slice(0, 6) : value } : r)));
    setProblems({});
  };
  const add = () => {
    const key = nextKey.current++;
    focusRow.current = key;
    setRows((all) => [...all, { key, name: '', price: '' }]);
  };
  const remove = (key: number) => {
    setRows((all) => all.filter((r) => r.key !== key));
    setProblems({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, problems: found } = problemsOf(rows);
    setProblems(found);
    if (body) onSubmit(body);
  };
  const total = rows.reduce((sum, r) => sum + (Number(r.price) || 0), 0);

  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-4">
      <p className="text-sm text-slate-600">The customer approves or declines each item on their order page. Prices are in whole rupees, before GST.</p>
      <ol className="space-y-4">
        {rows.map((row, i) => {
          const nameProblem = problems[`${i}.name`];
          const priceProblem = problems[`${i}.price`];
          return (
            <li key={row.key} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <fieldset className="space-y-3">
                <legend className="sr-only">Item {i + 1}</legend>
                <div>
                  <label htmlFor={`${id}-${row.key}-name`} className={label}>
                    Work {rows.length > 1 ? i + 1 : ''}
                  </label>
                  <input
                    id={`${id}-${row.key}-name`}
                    ref={i === 0 ? firstInput : undefined}
                    value={row.name}
                    onChange={(e) => change(row.key, 'name', e.target.value)}
                    placeholder="e.g. Brake pads"
                    maxLength={80}
                    aria-invalid={nameProblem !== undefined}
                    aria-describedby={nameProblem ? `${id}-${row.key}-name-problem` : undefined}
                    className={input}
                  />
                  {nameProblem ? (
                    <p id={`${id}-${row.key}-name-problem`} className="mt-1 text-sm text-red-700">
                      {nameProblem}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={`${id}-${row.key}-price`} className={label}>
                    Price (₹)
                  </label>
                  <div className="flex gap-2">
                    <input
                      id={`${id}-${row.key}-price`}
                      inputMode="numeric"
                      value={row.price}
                      onChange={(e) => change(row.key, 'price', e.target.value)}
                      placeholder="0"
                      aria-invalid={priceProblem !== undefined}
                      aria-describedby={priceProblem ? `${id}-${row.key}-price-problem` : undefined}
                      className={`${input} max-w-40`}
                    />
                    {rows.length > 1 ? (
                      <button type="button" onClick={() => remove(row.key)} aria-label={`Remove item ${i + 1}`} className={`${button.quiet} ml-auto text-red-700`}>
                        Remove
                      </button>
                    ) : null}
                  </div>
                  {priceProblem ? (
                    <p id={`${id}-${row.key}-price-problem`} className="mt-1 text-sm text-red-700">
                      {priceProblem}
                    </p>
                  ) : null}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < 10 ? (
        <button type="button" onClick={add} className={`${button.secondary} w-full`}>
          + Add another item
        </button>
      ) : null}
      {problems.form || error ? <Banner tone="error">{problems.form ?? error}</Banner> : null}
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          Total <span className="font-bold text-slate-900">{formatRupees(total)}</span> + GST
        </p>
        <button type="submit" disabled={pending} className={button.primary}>
          {pending ? 'Sending…' : 'Send to customer'}
        </button>
      </div>
    </form>
  );
}
