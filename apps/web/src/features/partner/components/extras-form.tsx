import { extrasBody, formatRupees, type ExtrasBody } from '@carseva/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/form-fields';
import { PhotoPicker } from '../../../components/photo-picker';
import { fieldErrorsByPath, typedNumber, withoutField, type FieldErrors } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { button, input, label } from './ui';

interface Row {
  key: number;
  name: string;
  price: string;
  note: string;
  photos: string[];
}

/** The extras body as typed, checked: messages by field ("items.0.name", "items.1.price"); "items" for the list as a whole. */
function problemsOf(rows: Row[]): { body: ExtrasBody | null; problems: FieldErrors } {
  const parsed = extrasBody.safeParse({ items: rows.map((r) => ({ name: r.name, price: typedNumber(r.price), note: r.note, photos: r.photos })) });
  return parsed.success ? { body: parsed.data, problems: {} } : { body: null, problems: fieldErrorsByPath(parsed.error) };
}

/**
 * Extra work found during the service: rows of what and how much (whole rupees, before GST), sent to
 * the customer to approve. Checked with the API's own schema before sending.
 */
export function ExtrasForm({
  onSubmit,
  pending,
  error,
  trackingId,
}: {
  onSubmit(body: ExtrasBody): void;
  pending: boolean;
  error: string | null;
  trackingId?: string;
}) {
  const { t } = useT();
  const id = useId();
  const nextKey = useRef(1);
  const [rows, setRows] = useState<Row[]>([{ key: 0, name: '', price: '', note: '', photos: [] }]);
  const [problems, setProblems] = useState<FieldErrors>({});
  const firstInput = useRef<HTMLInputElement>(null);
  const focusRow = useRef<number | null>(null);

  // The dialog focuses its first control (Close) on opening; the work's name is where the hand goes.
  useEffect(() => firstInput.current?.focus(), []);
  useEffect(() => {
    if (focusRow.current === null) return;
    document.getElementById(`${id}-${focusRow.current}-name`)?.focus();
    focusRow.current = null;
  }, [rows, id]);

  const change = (key: number, field: 'name' | 'price' | 'note', value: string) => {
    setRows((all) => all.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    setProblems((all) => withoutField(all, `items.${rows.findIndex((r) => r.key === key)}.${field}`));
  };
  const add = () => {
    const key = nextKey.current++;
    focusRow.current = key;
    setRows((all) => [...all, { key, name: '', price: '', note: '', photos: [] }]);
  };
  const remove = (key: number) => {
    setRows((all) => all.filter((r) => r.key !== key));
    // Messages are by position, and the rows below move up: check again on the next send.
    setProblems({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, problems: found } = problemsOf(rows);
    setProblems(found);
    if (body) onSubmit(body);
  };
  // The running total counts the prices that can be sent; one that cannot has its own message.
  const total = rows.map((r) => typedNumber(r.price)).reduce<number>((sum, price) => sum + (price !== undefined && price > 0 ? price : 0), 0);

  return (
    <form onSubmit={submit} noValidate className="space-y-4 p-4">
      <p className="text-sm text-slate-600">{t('partner.extras.hint')}</p>
      <ol className="space-y-4">
        {rows.map((row, i) => {
          const nameProblem = problems[`items.${i}.name`];
          const priceProblem = problems[`items.${i}.price`];
          return (
            <li key={row.key} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <fieldset className="space-y-3">
                <legend className="sr-only">{t('partner.extras.item', { number: i + 1 })}</legend>
                <div>
                  <label htmlFor={`${id}-${row.key}-name`} className={label}>
                    {rows.length > 1 ? t('partner.extras.workNumbered', { number: i + 1 }) : t('partner.extras.work')}
                  </label>
                  <input
                    id={`${id}-${row.key}-name`}
                    ref={i === 0 ? firstInput : undefined}
                    value={row.name}
                    onChange={(e) => change(row.key, 'name', e.target.value)}
                    placeholder={t('partner.extras.workPlaceholder')}
                    aria-invalid={nameProblem ? true : undefined}
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
                    {t('partner.extras.price')}
                  </label>
                  <div className="flex gap-2">
                    <input
                      id={`${id}-${row.key}-price`}
                      inputMode="numeric"
                      value={row.price}
                      onChange={(e) => change(row.key, 'price', e.target.value)}
                      placeholder="0"
                      aria-invalid={priceProblem ? true : undefined}
                      aria-describedby={priceProblem ? `${id}-${row.key}-price-problem` : undefined}
                      className={`${input} max-w-40`}
                    />
                    {rows.length > 1 ? (
                      <button
                        type="button"
                        onClick={() => remove(row.key)}
                        aria-label={t('partner.extras.removeLabel', { number: i + 1 })}
                        className={`${button.quiet} ml-auto text-red-700`}
                      >
                        {t('partner.staff.remove')}
                      </button>
                    ) : null}
                  </div>
                  {priceProblem ? (
                    <p id={`${id}-${row.key}-price-problem`} className="mt-1 text-sm text-red-700">
                      {priceProblem}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={`${id}-${row.key}-note`} className={label}>
                    {t('partner.extras.found')}
                  </label>
                  <input
                    id={`${id}-${row.key}-note`}
                    value={row.note}
                    onChange={(e) => change(row.key, 'note', e.target.value)}
                    placeholder={t('partner.extras.foundPlaceholder')}
                    className={input}
                  />
                </div>
                {trackingId ? (
                  <PhotoPicker
                    booking={trackingId}
                    purpose="extra"
                    label={t('partner.extras.photos')}
                    onChange={(photos) => setRows((all) => all.map((r) => (r.key === row.key ? { ...r, photos } : r)))}
                  />
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length < 10 ? (
        <button type="button" onClick={add} className={`${button.secondary} w-full`}>
          {t('partner.extras.add')}
        </button>
      ) : null}
      {problems.items || error ? <Banner tone="error">{problems.items ?? error}</Banner> : null}
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          {t('partner.extras.total')} <span className="font-bold text-slate-900">{formatRupees(total)}</span> {t('partner.extras.plusGst')}
        </p>
        <button type="submit" disabled={pending} className={button.primary}>
          {pending ? t('partner.extras.sending') : t('partner.extras.send')}
        </button>
      </div>
    </form>
  );
}
