import { newStaffBody, type StaffMember } from '@carseva/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { EmptyState, LoadError } from './states';
import { button, card, input, label } from './ui';
import { ROLE_WORDS } from '../words';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { phoneDigits } from '../../../lib/phone-input';
import { useSession } from '../../../lib/session';
import { useToast } from '../../../lib/toast';
import { useAddStaff } from '../api/add-staff';
import { useStaff } from '../api/get-staff';
import { useRemoveStaff } from '../api/remove-staff';

/** Who an owner may add: staff run jobs, drivers (service buddies) pick cars up and drop them back. */
const ADDABLE_ROLES = ['staff', 'driver'] as const;
type AddableRole = (typeof ADDABLE_ROLES)[number];

/** +919812345678 → "+91 98123 45678". */
const phoneText = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/** Who works at the garage: its owner adds staff by mobile number and removes them (owners and admins only). */
export function StaffScreen({ garageId }: { garageId: number }) {
  const { t } = useT();
  const staff = useStaff(garageId);
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <div>
        <h1 className="text-xl font-bold text-slate-900">{t('partner.staff.title')}</h1>
        <p className="text-slate-700">{t('partner.staff.intro')}</p>
      </div>
      <AddStaffForm garageId={garageId} />
      {staff.isPending ? (
        <Spinner label={t('partner.staff.loading')} />
      ) : staff.isError ? (
        <LoadError error={staff.error} onRetry={() => void staff.refetch()} what={t('partner.staff.what')} />
      ) : staff.data.length === 0 ? (
        <EmptyState title={t('partner.staff.none')} />
      ) : (
        <MemberList garageId={garageId} members={staff.data} />
      )}
    </div>
  );
}

function AddStaffForm({ garageId }: { garageId: number }) {
  const { t } = useT();
  const id = useId();
  const add = useAddStaff(garageId);
  const toast = useToast((s) => s.show);
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<AddableRole>('staff');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = newStaffBody.safeParse({ mobile_no: phone, role });
    if (!parsed.success) {
      setError(t('partner.staff.phoneProblem'));
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: (member) => {
        setPhone('');
        toast(t(member.role === 'driver' ? 'partner.staff.addedBuddy' : 'partner.staff.addedStaff', { name: member.name }), 3000);
      },
      onError: (failure) => setError(failure instanceof ApiError ? (failure.errors?.mobile_no?.[0] ?? failure.message) : failure.message),
    });
  }

  return (
    <form onSubmit={submit} noValidate className={`${card} space-y-3`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-bold text-slate-900">
        {t('partner.staff.addTitle')}
      </h2>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('partner.staff.addHint')}
      </p>
      <fieldset>
        <legend className={label}>{t('partner.staff.role')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ADDABLE_ROLES.map((option) => (
            <label
              key={option}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-role`}
                value={option}
                checked={role === option}
                onChange={() => setRole(option)}
                className="size-4 accent-brand-600"
              />
              <span className="font-semibold text-slate-900">{t(ROLE_WORDS[option])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-phone`} className={label}>
          {t('partner.staff.mobile')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <span aria-hidden="true" className="font-semibold text-slate-700">
              +91
            </span>
            <input
              id={`${id}-phone`}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              value={phone}
              onChange={(event) => setPhone(phoneDigits(event.target.value))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : `${id}-hint`}
              className={input}
            />
          </div>
          <button type="submit" disabled={add.isPending} className={`${button.primary} shrink-0`}>
            {add.isPending ? t('partner.staff.adding') : role === 'driver' ? t('partner.staff.addBuddy') : t('partner.staff.addStaff')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function MemberList({ garageId, members }: { garageId: number; members: StaffMember[] }) {
  const { t } = useT();
  const me = useSession((s) => s.user?.id);
  const owners = members.filter((m) => m.role === 'owner').length;
  return (
    <section aria-label={t('partner.staff.people')} className={card}>
      <ul className="divide-y divide-slate-200">
        {members.map((member) => (
          <MemberRow key={member.user_id} garageId={garageId} member={member} removable={member.user_id !== me && !(member.role === 'owner' && owners === 1)} />
        ))}
      </ul>
    </section>
  );
}

/** A member, and removing them after a second, explicit tap (the confirmation takes the focus). */
function MemberRow({ garageId, member, removable }: { garageId: number; member: StaffMember; removable: boolean }) {
  const { t } = useT();
  const remove = useRemoveStaff(garageId);
  const toast = useToast((s) => s.show);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  function keep() {
    setConfirming(false);
    remove.reset();
    // The "Remove" button comes back: the focus returns to it.
    requestAnimationFrame(() => removeRef.current?.focus());
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">
          {member.name} <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm font-semibold text-slate-700">{t(ROLE_WORDS[member.role])}</span>
        </p>
        <p className="text-sm text-slate-600">{phoneText(member.mobile_no)}</p>
      </div>
      {removable && !confirming ? (
        <button
          ref={removeRef}
          type="button"
          onClick={() => setConfirming(true)}
          className={button.danger}
          aria-label={t('partner.staff.removeLabel', { name: member.name })}
        >
          {t('partner.staff.remove')}
        </button>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label={t('partner.staff.removeConfirm', { name: member.name })}
          className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:items-center"
        >
          <p className="text-sm text-slate-800">{t('partner.staff.removeHint')}</p>
          <button
            ref={confirmRef}
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate(member.user_id, { onSuccess: () => toast(t('partner.staff.removed', { name: member.name }), 3000) })}
            className={button.dangerSolid}
          >
            {remove.isPending ? t('partner.staff.removing') : t('partner.staff.yesRemove', { name: member.name })}
          </button>
          <button type="button" onClick={keep} className={button.quiet}>
            {t('partner.staff.keep')}
          </button>
          {remove.isError ? (
            <p role="alert" className="w-full text-sm font-semibold text-red-700">
              {remove.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
