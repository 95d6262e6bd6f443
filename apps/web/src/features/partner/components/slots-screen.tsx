import { type ClosureResult, firstIssueMessage, type GarageSchedule, slotChanges } from '@carseva/shared';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PickupRadiusCard } from './pickup-radius-card';
import { EmptyState, LoadError } from './states';
import { Banner } from '../../../components/form-fields';
import { button, card, input, label } from './ui';
import { Spinner } from '../../../components/spinner';
import { StatusBadge } from '../../../components/status-badge';
import { formatBookingDate, formatSlotTime } from '../../../lib/booking-format';
import { useT } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/form-errors';
import { useToast } from '../../../lib/toast';
import { useCloseSlots } from '../api/close-slots';
import { useSchedule } from '../api/get-schedule';
import { useReopenSlots } from '../api/reopen-slots';
import { useUpdateSlots } from '../api/update-slots';
import { boardDays, dayName } from '../days';
import { STATUS_WORDS } from '../words';

type Slot = GarageSchedule['slots'][number];
const slotTime = (slot: Pick<Slot, 'start_time' | 'end_time'>) => `${formatSlotTime(slot.start_time)} – ${formatSlotTime(slot.end_time)}`;

/** The garage's slots: how many cars each takes, new slots, and days or slots closed; and how far it picks cars up. */
export function SlotsScreen({ garageId }: { garageId: number }) {
  const { t } = useT();
  const schedule = useSchedule(garageId);
  if (schedule.isPending) return <Spinner label={t('partner.slots.loading')} />;
  if (schedule.isError) return <LoadError error={schedule.error} onRetry={() => void schedule.refetch()} what={t('partner.slots.what')} />;
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold text-slate-900">{t('partner.slots.title')}</h1>
      {/* Keyed by the saved slots, so a save starts the form afresh from the server's answer. */}
      <Capacities key={schedule.data.slots.map((s) => `${s.id}:${s.capacity}`).join()} garageId={garageId} slots={schedule.data.slots} />
      <CloseForm garageId={garageId} slots={schedule.data.slots} />
      <Closures garageId={garageId} schedule={schedule.data} />
      <PickupRadiusCard garageId={garageId} />
    </div>
  );
}

interface NewSlot {
  key: number;
  start: string;
  end: string;
  capacity: string;
}

function Capacities({ garageId, slots }: { garageId: number; slots: Slot[] }) {
  const { t } = useT();
  const id = useId();
  const save = useUpdateSlots(garageId);
  const toast = useToast((s) => s.show);
  const [capacity, setCapacity] = useState<Record<number, string>>(() => Object.fromEntries(slots.map((s) => [s.id, String(s.capacity)])));
  const [added, setAdded] = useState<NewSlot[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const changed = slots.filter((s) => capacity[s.id] !== String(s.capacity));
  const dirty = changed.length > 0 || added.length > 0;
  const setOne = (slotId: number, value: string) => {
    setCapacity((all) => ({ ...all, [slotId]: value }));
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = slotChanges.safeParse({
      slots: [
        ...changed.map((s) => ({ id: s.id, start_time: s.start_time, end_time: s.end_time, capacity: typedNumber(capacity[s.id] ?? '') })),
        ...added.map((n) => ({ start_time: n.start ? `${n.start}:00` : '', end_time: n.end ? `${n.end}:00` : '', capacity: typedNumber(n.capacity) })),
      ],
    });
    if (!parsed.success) {
      setProblem(firstIssueMessage(parsed.error));
      return;
    }
    save.mutate(parsed.data, { onSuccess: () => toast(t('partner.slots.saved'), 3000) });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={`${card} space-y-4`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('partner.slots.capacityTitle')}
        </h2>
        <p className="text-sm text-slate-600">{t('partner.slots.capacityHint')}</p>
      </div>
      {slots.length === 0 ? <EmptyState title={t('partner.slots.none')} /> : null}
      <ul className="divide-y divide-slate-100">
        {slots.map((slot) => (
          <li key={slot.id} className="flex items-center justify-between gap-3 py-2">
            <span className="font-medium whitespace-nowrap text-slate-900">{slotTime(slot)}</span>
            <Stepper label={t('partner.slots.carsIn', { slot: slotTime(slot) })} value={capacity[slot.id] ?? ''} onChange={(v) => setOne(slot.id, v)} />
          </li>
        ))}
      </ul>
      {added.map((slot, i) => (
        <fieldset key={slot.key} className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <legend className="sr-only">{t('partner.slots.newSlot', { number: i + 1 })}</legend>
          {(['start', 'end'] as const).map((edge) => (
            <div key={edge}>
              <label htmlFor={`${id}-${slot.key}-${edge}`} className={label}>
                {edge === 'start' ? t('partner.slots.starts') : t('partner.slots.ends')}
              </label>
              <input
                id={`${id}-${slot.key}-${edge}`}
                type="time"
                step={1800}
                value={slot[edge]}
                onChange={(e) => setAdded((all) => all.map((n) => (n.key === slot.key ? { ...n, [edge]: e.target.value } : n)))}
                className={input}
              />
            </div>
          ))}
          <div className="col-span-2 flex items-center justify-between gap-3">
            <span className="text-sm font-semibold text-slate-700">{t('partner.slots.cars')}</span>
            <Stepper
              label={t('partner.slots.carsInNew', { number: i + 1 })}
              value={slot.capacity}
              onChange={(v) => setAdded((all) => all.map((n) => (n.key === slot.key ? { ...n, capacity: v } : n)))}
            />
          </div>
          <button type="button" onClick={() => setAdded((all) => all.filter((n) => n.key !== slot.key))} className={`${button.quiet} col-span-2 text-red-700`}>
            {t('partner.slots.removeNew', { number: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        onClick={() => setAdded((all) => [...all, { key: Date.now(), start: '', end: '', capacity: '4' }])}
        className={`${button.secondary} w-full`}
      >
        {t('partner.slots.add')}
      </button>
      {problem || save.isError ? <Banner tone="error">{problem ?? save.error?.message}</Banner> : null}
      <button type="submit" disabled={!dirty || save.isPending} className={`${button.primary} w-full`}>
        {save.isPending ? t('partner.saving') : t('partner.slots.save')}
      </button>
    </form>
  );
}

/** A number with big − and + either side, for a thumb. */
function Stepper({ label: name, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const { t } = useT();
  const n = Number(value) || 0;
  const step =
    'grid size-12 place-items-center rounded-xl bg-white text-2xl font-bold text-brand-700 ring-1 ring-slate-300 ring-inset hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40';
  return (
    <div role="group" aria-label={name} className="flex shrink-0 items-center gap-1">
      <button type="button" aria-label={t('partner.slots.fewer')} disabled={n <= 1} onClick={() => onChange(String(n - 1))} className={step}>
        −
      </button>
      <input
        aria-label={name}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-12 w-14 rounded-xl border border-slate-300 bg-white text-center text-base font-bold text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
      />
      <button type="button" aria-label={t('partner.slots.more')} disabled={n >= 50} onClick={() => onChange(String(n + 1))} className={step}>
        +
      </button>
    </div>
  );
}

function CloseForm({ garageId, slots }: { garageId: number; slots: Slot[] }) {
  const { t, language } = useT();
  const id = useId();
  const days = useMemo(() => boardDays(new Date(), language), [language]);
  const close = useCloseSlots(garageId);
  const [date, setDate] = useState(days[0]!.date);
  const [slot, setSlot] = useState('');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<ClosureResult['affected'] | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    close.mutate(
      { date, slot: slot ? Number(slot) : undefined, reason: reason.trim() || undefined },
      {
        onSuccess: ({ affected }) => {
          setResult(affected);
          setReason('');
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={`${card} space-y-4`}>
      <div>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t('partner.close.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('partner.close.hint')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-date`} className={label}>
            {t('partner.board.day')}
          </label>
          <select id={`${id}-date`} value={date} onChange={(e) => setDate(e.target.value)} className={input}>
            {days.map((d) => (
              <option key={d.date} value={d.date}>
                {dayName(d, t)}, {d.short}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-slot`} className={label}>
            {t('partner.claim.slot')}
          </label>
          <select id={`${id}-slot`} value={slot} onChange={(e) => setSlot(e.target.value)} className={input}>
            <option value="">{t('partner.close.wholeDay')}</option>
            {slots.map((s) => (
              <option key={s.id} value={s.id}>
                {slotTime(s)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className={label}>
          {t('partner.close.reason')}
        </label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('partner.close.placeholder')}
          className={input}
        />
      </div>
      {close.isError ? <Banner tone="error">{close.error.message}</Banner> : null}
      <button type="submit" disabled={close.isPending} className={`${button.danger} w-full`}>
        {close.isPending ? t('partner.close.closing') : slot ? t('partner.close.slot') : t('partner.close.day')}
      </button>
      {result ? <Affected garageId={garageId} bookings={result} /> : null}
    </form>
  );
}

/** The bookings already in what was just closed: the garage calls, reschedules or declines each. */
function Affected({ garageId, bookings }: { garageId: number; bookings: ClosureResult['affected'] }) {
  const { t } = useT();
  return (
    <div role="status" className="rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      {bookings.length === 0 ? (
        <p className="font-semibold text-slate-900">{t('partner.close.emptied')}</p>
      ) : (
        <>
          <p className="font-semibold text-slate-900">{t('partner.close.affected', { count: bookings.length })}</p>
          <ul className="mt-2 space-y-2">
            {bookings.map((b) => (
              <li key={b.id}>
                <Link
                  to={`/partner/${garageId}/jobs/${b.tracking_id}`}
                  className="flex min-h-12 items-center justify-between gap-3 rounded-lg bg-white px-3 py-2 ring-1 ring-amber-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold">{b.customer.name || t('partner.job.customer')}</span>
                    <span className="block text-sm text-slate-600">{slotTime(b.slot)}</span>
                  </span>
                  <StatusBadge status={b.service_status} label={t(STATUS_WORDS[b.service_status])} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function Closures({ garageId, schedule }: { garageId: number; schedule: GarageSchedule }) {
  const { t, language } = useT();
  const id = useId();
  const reopen = useReopenSlots(garageId);
  const toast = useToast((s) => s.show);
  const dates = [...new Set(schedule.closures.map((c) => c.date))].sort();
  const open = (date: string, slot?: number) => reopen.mutate({ date, slot }, { onSuccess: () => toast(t('partner.closed.reopened'), 3000) });
  return (
    <section aria-labelledby={`${id}-title`} className={`${card} space-y-4`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('partner.closed.title')}
      </h2>
      {reopen.isError ? <Banner tone="error">{reopen.error.message}</Banner> : null}
      {dates.length === 0 ? (
        <p className="text-slate-600">{t('partner.closed.none')}</p>
      ) : (
        dates.map((date) => {
          const closed = schedule.closures.filter((c) => c.date === date);
          const wholeDay = schedule.slots.length > 0 && schedule.slots.every((s) => closed.some((c) => c.slot_id === s.id));
          return (
            <div key={date} className="space-y-2">
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-bold text-slate-900">
                  {formatBookingDate(date, language)}
                  {wholeDay ? <span className="font-normal text-slate-600"> · {t('partner.closed.wholeDay')}</span> : null}
                </h3>
                {closed.length > 1 ? (
                  <button type="button" disabled={reopen.isPending} onClick={() => open(date)} className={button.secondary}>
                    {t('partner.closed.reopenDay')}
                  </button>
                ) : null}
              </div>
              <ul className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
                {closed.map((c) => {
                  const slot = schedule.slots.find((s) => s.id === c.slot_id);
                  const slotName = slot ? slotTime(slot) : t('partner.closed.slotNumber', { id: c.slot_id });
                  return (
                    <li key={c.slot_id} className="flex items-center justify-between gap-3 px-3 py-2">
                      <span className="min-w-0">
                        <span className="block font-medium">{slotName}</span>
                        <span className="block text-sm text-slate-600">
                          {t('partner.closed.booked', { count: c.booked })}
                          {c.reason ? ` · ${c.reason}` : ''}
                        </span>
                      </span>
                      <button
                        type="button"
                        disabled={reopen.isPending}
                        onClick={() => open(date, c.slot_id)}
                        aria-label={t('partner.closed.reopenLabel', { slot: slotName, date: formatBookingDate(date, language) })}
                        className={`${button.quiet} shrink-0 text-brand-700`}
                      >
                        {t('partner.closed.reopen')}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })
      )}
    </section>
  );
}
