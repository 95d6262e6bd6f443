import { type AdminCoupon, adminCouponBody, formatRupees } from '@carseva/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { Banner, Field } from '../../../components/form-fields';
import { fieldErrorsOf, serverFieldErrors, typedNumber, withoutField, type FieldErrors } from '../../../lib/form-errors';
import { useCoupons } from '../api/get-coupons';
import { useCreateCoupon } from '../api/create-coupon';
import { useExpireCoupon } from '../api/expire-coupon';
import { useUrlQuery } from '../use-url-query';
import { AdminScreen } from './admin-screen';
import { type Column, DataTable, listTable } from './data-table';
import { FilterBar, FilterSelect } from './filters';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }) : '—');

/** Coupons: what they take off, their dates and limits, how often they were used; create and expire. */
export function CouponsScreen() {
  const { query, set } = useUrlQuery();
  const coupons = useCoupons(query);
  const expire = useExpireCoupon();
  const columns: Column<AdminCoupon>[] = [
    { header: 'Code', cell: (c) => <span className="font-mono font-semibold">{c.code}</span> },
    {
      header: 'Takes off',
      cell: (c) => (c.kind === 'percent' ? `${c.value}%${c.max_discount ? ` (up to ${formatRupees(c.max_discount)})` : ''}` : formatRupees(c.value)),
    },
    { header: 'Minimum order', cell: (c) => formatRupees(c.min_order) },
    { header: 'Valid', cell: (c) => `${day(c.valid_from)} – ${day(c.valid_until)}` },
    {
      header: 'Used',
      cell: (c) =>
        `${c.used}${c.max_uses ? ` of ${c.max_uses}` : ''}${c.max_uses_per_customer ? ` (${c.max_uses_per_customer} per customer)` : ''} · ${formatRupees(c.discount_given)} given`,
    },
    {
      header: 'Actions',
      cell: (c) =>
        c.active ? (
          <Button size="xs" variant="outline" disabled={expire.isPending} onClick={() => expire.mutate(c.code)}>
            Expire now<span className="sr-only"> {c.code}</span>
          </Button>
        ) : (
          'Ended'
        ),
    },
  ];
  return (
    <AdminScreen title="Coupons">
      <CouponForm />
      {expire.error ? <Banner tone="error">{expire.error.message}</Banner> : null}
      <FilterBar>
        <FilterSelect
          label="State"
          value={query.state}
          onChange={(state) => set({ state })}
          options={[
            { value: 'live', label: 'Live' },
            { value: 'ended', label: 'Ended' },
          ]}
        />
      </FilterBar>
      <DataTable {...listTable(coupons, set)} caption="Coupons" columns={columns} rowKey={(c) => c.code} empty="No coupon here yet." />
    </AdminScreen>
  );
}

const EMPTY = {
  code: '',
  kind: 'percent',
  value: '',
  max_discount: '',
  min_order: '',
  valid_from: '',
  valid_until: '',
  max_uses: '',
  max_uses_per_customer: '',
};
/** An optional number as typed: empty is none; anything else goes to the schema as typed. */
const numberOrNull = (v: string) => typedNumber(v) ?? null;
/** A date field's day, from IST midnight. */
const istStart = (date: string) => (date ? `${date}T00:00:00+05:30` : null);

function CouponForm() {
  const create = useCreateCoupon();
  const [form, setForm] = useState(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  // Each field's message stays until that field is edited; the server's land on the same fields.
  const [errors, setErrors] = useState<FieldErrors>({});
  const bind = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      setForm({ ...form, [name]: e.target.value });
      setErrors((all) => withoutField(all, name));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = adminCouponBody.safeParse({
      code: form.code,
      kind: form.kind,
      value: typedNumber(form.value),
      max_discount: numberOrNull(form.max_discount),
      min_order: typedNumber(form.min_order) ?? 0,
      valid_from: istStart(form.valid_from),
      valid_until: istStart(form.valid_until),
      max_uses: numberOrNull(form.max_uses),
      max_uses_per_customer: numberOrNull(form.max_uses_per_customer),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: ({ data }) => (setDone(`${data.code} created`), setForm(EMPTY)),
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };
  const errorCount = Object.values(errors).filter(Boolean).length;
  // Numbers are typed as text: a number input would hide "abc" or "-" as an empty value.
  const text = (name: keyof typeof EMPTY, label: string, type: 'text' | 'number' | 'date' = 'number') => (
    <Field label={label} error={errors[name]}>
      {(control) => <input {...control} type={type === 'number' ? 'text' : type} inputMode={type === 'number' ? 'numeric' : undefined} {...bind(name)} />}
    </Field>
  );
  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-labelledby="new-coupon-title" noValidate>
      <h2 id="new-coupon-title" className="text-lg font-bold text-slate-900">
        New coupon
      </h2>
      {done ? <Banner tone="success">{done}</Banner> : null}
      {errorCount > 0 ? (
        <Banner tone="error">Please correct the fields marked below.</Banner>
      ) : create.error ? (
        <Banner tone="error">{create.error.message}</Banner>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {text('code', 'Code', 'text')}
        <Field label="Kind">
          {(control) => (
            <select {...control} {...bind('kind')}>
              <option value="percent">Percent off</option>
              <option value="flat">Rupees off</option>
            </select>
          )}
        </Field>
        {text('value', form.kind === 'percent' ? 'Percent' : 'Rupees')}
        {text('max_discount', 'Cap in rupees (optional)')}
        {text('min_order', 'Minimum order in rupees')}
        {text('max_uses', 'Uses in all (optional)')}
        {text('max_uses_per_customer', 'Uses per customer (optional)')}
        {text('valid_from', 'Valid from (optional)', 'date')}
        {text('valid_until', 'Valid until (optional)', 'date')}
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create coupon'}
      </Button>
    </form>
  );
}
