import type { AdminGarage, StaffRole } from '@carseva/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Banner, Field } from '../../../components/form-fields';
import { Spinner } from '../../../components/spinner';
import { useAddStaff } from '../api/add-staff';
import { useGarageStaff } from '../api/get-staff';
import { useRemoveStaff } from '../api/remove-staff';

/** Who runs a garage's jobs: add a registered user by mobile number as owner or staff, or remove them. */
export function StaffDialog({ garage, onClose }: { garage: AdminGarage; onClose(): void }) {
  const staff = useGarageStaff(garage.id);
  const add = useAddStaff(garage.id);
  const remove = useRemoveStaff(garage.id);
  const [mobile, setMobile] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ mobile_no: mobile, role }, { onSuccess: () => setMobile('') });
  };
  return (
    <Dialog open onClose={onClose} title={`Staff of ${garage.name}`}>
      <div className="space-y-3 p-4">
        {staff.isPending ? <Spinner label="Loading the staff" /> : null}
        {staff.error ? <Banner tone="error">{staff.error.message}</Banner> : null}
        {staff.data?.length === 0 ? <p className="text-slate-700">Nobody works here in CarSeva yet.</p> : null}
        <ul className="divide-y divide-slate-100">
          {staff.data?.map((m) => (
            <li key={m.user_id} className="flex items-center justify-between gap-2 py-2">
              <span>
                <span className="font-semibold">{m.name}</span> · {m.mobile_no} · {m.role}
              </span>
              <Button size="xs" variant="secondary" disabled={remove.isPending} onClick={() => remove.mutate(m.user_id)} aria-label={`Remove ${m.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {remove.error ? <Banner tone="error">{remove.error.message}</Banner> : null}
        <form onSubmit={submit} className="space-y-3 border-t border-slate-200 pt-3">
          {add.error ? <Banner tone="error">{add.error.message}</Banner> : null}
          {add.isSuccess ? <Banner tone="success">{add.data.message ?? 'Added'}</Banner> : null}
          <Field label="Mobile number (10 digits)">
            {(control) => <input {...control} type="tel" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} />}
          </Field>
          <Field label="Role">
            {(control) => (
              <select {...control} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
                <option value="staff">Staff</option>
                <option value="owner">Owner</option>
              </select>
            )}
          </Field>
          <Button type="submit" disabled={add.isPending}>
            Add to the garage
          </Button>
        </form>
      </div>
    </Dialog>
  );
}
