import { type AdminGarage, adminGarageCreate, adminGarageUpdate, formatRupees } from '@carseva/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Banner, Field } from '../../../components/form-fields';
import { fieldErrorsOf, serverFieldErrors, typedNumber, withoutField, type FieldErrors } from '../../../lib/form-errors';
import { useCities } from '../../../lib/catalog';
import { useGarages } from '../api/get-garages';
import { useCreateGarage } from '../api/create-garage';
import { useServiceChoices } from '../api/get-service-choices';
import { useUpdateGarage } from '../api/update-garage';
import { useUrlQuery } from '../use-url-query';
import { AuditTrail } from './audit-trail';
import { GstStatus } from './gst-status';
import { StaffDialog } from './staff-dialog';
import { GarageFiguresDialog } from './trust-figures';
import { AdminScreen } from './admin-screen';
import { type Column, DataTable, listTable } from './data-table';
import { FilterBar, FilterSelect, FilterText } from './filters';

/** Garages: search and filter, onboard a new one, switch one off or on, see its history. */
export function GaragesScreen() {
  const { query, set } = useUrlQuery();
  const garages = useGarages(query);
  const cities = useCities();
  const [adding, setAdding] = useState(false);
  const [history, setHistory] = useState<AdminGarage | null>(null);
  const [staffOf, setStaffOf] = useState<AdminGarage | null>(null);
  const [figuresOf, setFiguresOf] = useState<AdminGarage | null>(null);
  const [editing, setEditing] = useState<AdminGarage | null>(null);

  const columns: Column<AdminGarage>[] = [
    {
      header: 'Garage',
      sort: 'name',
      // Its GST registration under the name, so a phone (where the table scrolls sideways) shows it too.
      cell: (g) => (
        <div className="space-y-1">
          <span className="block font-semibold text-slate-900">{g.name}</span>
          <GstStatus gstin={g.gstin} />
        </div>
      ),
    },
    { header: 'City', sort: 'city', cell: (g) => `${g.locality ? `${g.locality}, ` : ''}${g.city.name}` },
    { header: 'Phone', cell: (g) => g.phone ?? '—' },
    { header: 'Services', cell: (g) => g.offerings },
    { header: 'Listed', cell: (g) => (g.active ? 'Yes' : 'Switched off') },
    {
      header: 'Actions',
      cell: (g) => (
        <GarageActions
          garage={g}
          onEdit={() => setEditing(g)}
          onHistory={() => setHistory(g)}
          onStaff={() => setStaffOf(g)}
          onFigures={() => setFiguresOf(g)}
        />
      ),
    },
  ];

  return (
    <AdminScreen
      title="Garages"
      actions={
        <Button onClick={() => setAdding((v) => !v)} aria-expanded={adding}>
          {adding ? 'Close the form' : 'Onboard a garage'}
        </Button>
      }
    >
      {adding ? <GarageForm onDone={() => setAdding(false)} /> : null}
      {editing ? <GarageForm key={editing.id} garage={editing} onDone={() => setEditing(null)} /> : null}
      <FilterBar>
        <FilterText label="Search" value={query.q} onChange={(q) => set({ q })} placeholder="Name or locality" />
        <FilterSelect
          label="City"
          value={query.city}
          onChange={(city) => set({ city })}
          options={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <FilterSelect
          label="Listed"
          value={query.active}
          onChange={(active) => set({ active })}
          options={[
            { value: 'true', label: 'Listed' },
            { value: 'false', label: 'Switched off' },
          ]}
        />
      </FilterBar>
      <DataTable
        {...listTable(garages, set)}
        caption="Garages"
        columns={columns}
        rowKey={(g) => g.id}
        empty="No garage matches these filters."
        sort={{ key: query.sort ?? 'name', order: (query.order as 'asc' | 'desc' | undefined) ?? 'asc', onSort: (sort, order) => set({ sort, order }) }}
      />
      {figuresOf ? <GarageFiguresDialog garage={figuresOf} onClose={() => setFiguresOf(null)} /> : null}
      {staffOf ? <StaffDialog garage={staffOf} onClose={() => setStaffOf(null)} /> : null}
      {history ? <AuditTrail of={{ garage: history.id }} title={`History of ${history.name}`} onClose={() => setHistory(null)} /> : null}
    </AdminScreen>
  );
}

function GarageActions({
  garage,
  onEdit,
  onHistory,
  onStaff,
  onFigures,
}: {
  garage: AdminGarage;
  onEdit(): void;
  onHistory(): void;
  onStaff(): void;
  onFigures(): void;
}) {
  const update = useUpdateGarage(garage.id);
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="xs"
        variant="secondary"
        disabled={update.isPending}
        onClick={() => update.mutate({ active: !garage.active })}
        aria-label={`${garage.active ? 'Switch off' : 'List again'} ${garage.name}`}
      >
        {garage.active ? 'Switch off' : 'List again'}
      </Button>
      <Button size="xs" variant="secondary" onClick={onEdit} aria-label={`Edit ${garage.name}`}>
        Edit
      </Button>
      <Button size="xs" variant="secondary" onClick={onStaff} aria-label={`Staff of ${garage.name}`}>
        Staff
      </Button>
      <Button size="xs" variant="secondary" onClick={onHistory} aria-label={`History of ${garage.name}`}>
        History
      </Button>
      <Button size="xs" variant="secondary" onClick={onFigures} aria-label={`Last 30 days of ${garage.name}`}>
        30 days
      </Button>
      {update.error ? (
        <span role="alert" className="text-red-700">
          {update.error.message}
        </span>
      ) : null}
    </div>
  );
}

const EMPTY = { name: '', city_id: '', locality: '', full_address: '', pincode: '', latitude: '', longitude: '', phone: '', gstin: '' };

const valuesOf = (g: AdminGarage) => ({
  name: g.name,
  city_id: String(g.city.id),
  locality: g.locality ?? '',
  full_address: g.full_address,
  pincode: g.pincode,
  latitude: String(g.latitude),
  longitude: String(g.longitude),
  phone: g.phone?.replace(/^\+91/, '') ?? '',
  gstin: g.gstin ?? '',
});

/**
 * Onboarding (the garage's details and the services it starts with, at list prices; the garage edits
 * them later), or editing an existing garage's details.
 */
function GarageForm({ garage, onDone }: { garage?: AdminGarage; onDone(): void }) {
  const cities = useCities();
  const services = useServiceChoices();
  const createGarage = useCreateGarage();
  const updateGarage = useUpdateGarage(garage?.id ?? 0);
  const create = garage ? updateGarage : createGarage;
  const [form, setForm] = useState(garage ? valuesOf(garage) : EMPTY);
  const titleId = useId();
  const [serviceIds, setServiceIds] = useState<number[]>([]);
  const [created, setCreated] = useState<string | null>(null);
  // Each field's message stays until that field is edited; the server's land on the same fields.
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (e: { target: { value: string } }) => {
      setForm({ ...form, [name]: e.target.value });
      setErrors((all) => withoutField(all, name));
    },
  });
  const showServerErrors = (error: Error) => setErrors(serverFieldErrors(error));

  function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    // Numbers go to the schema as typed: "abc" is "Please enter a number", never a missing or zero coordinate.
    const details = {
      name: form.name,
      city_id: typedNumber(form.city_id),
      locality: form.locality,
      full_address: form.full_address,
      pincode: form.pincode,
      latitude: typedNumber(form.latitude),
      longitude: typedNumber(form.longitude),
      phone: form.phone,
      gstin: form.gstin || null,
    };
    if (garage) {
      const parsed = adminGarageUpdate.safeParse(details);
      if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
      updateGarage.mutate(parsed.data, { onSuccess: onDone, onError: showServerErrors });
      return;
    }
    const parsed = adminGarageCreate.safeParse({ ...details, service_ids: serviceIds });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    createGarage.mutate(parsed.data, {
      onSuccess: ({ data, message }) => {
        setCreated(message ?? `${data.name} is now listed`);
        setForm(EMPTY);
        setServiceIds([]);
      },
      onError: showServerErrors,
    });
  }
  const errorCount = Object.values(errors).filter(Boolean).length;

  const text = (name: keyof typeof EMPTY, label: string, props: Record<string, string> = {}) => (
    <Field label={label} error={errors[name]}>
      {(control) => <input {...control} {...field(name)} {...props} />}
    </Field>
  );

  return (
    <form onSubmit={submit} className="space-y-4 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-labelledby={titleId} noValidate>
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {garage ? `Edit ${garage.name}` : 'Onboard a garage'}
      </h2>
      {created ? <Banner tone="success">{created}</Banner> : null}
      {errorCount > 0 ? (
        <Banner tone="error">Please correct the fields marked below.</Banner>
      ) : create.error ? (
        <Banner tone="error">{create.error.message}</Banner>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        {text('name', 'Garage name')}
        <Field label="City" error={errors.city_id}>
          {(control) => (
            <select {...control} {...field('city_id')}>
              <option value="">Choose a city</option>
              {(cities.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('locality', 'Locality')}
        {text('pincode', 'PIN code', { inputMode: 'numeric' })}
        <div className="md:col-span-2">{text('full_address', 'Full address')}</div>
        {text('latitude', 'Latitude', { inputMode: 'decimal', placeholder: '18.5204' })}
        {text('longitude', 'Longitude', { inputMode: 'decimal', placeholder: '73.8567' })}
        {text('phone', 'Phone (10 digits)', { inputMode: 'numeric' })}
        {text('gstin', 'GSTIN (optional)')}
      </div>
      <div className="space-y-1 text-sm text-slate-700">
        {garage ? <GstStatus gstin={garage.gstin} /> : null}
        <p>
          Without a GSTIN the garage charges no GST and its customers get bills of supply; with one, GST and tax invoices. Bookings already made keep theirs.
        </p>
      </div>
      {garage ? null : (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-700">Services it offers (at list prices)</legend>
          {services.isPending ? <p>Loading services…</p> : null}
          <div className="grid max-h-56 gap-1 overflow-y-auto rounded-lg p-2 ring-1 ring-slate-200 md:grid-cols-2">
            {(services.data ?? []).map((s) => (
              <label key={s.id} className="flex min-h-10 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={serviceIds.includes(s.id)}
                  onChange={(e) => setServiceIds(e.target.checked ? [...serviceIds, s.id] : serviceIds.filter((id) => id !== s.id))}
                />
                {s.name}{' '}
                <span className="text-slate-500">
                  · {s.category} · {formatRupees(s.price)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : garage ? 'Save' : 'Onboard garage'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
