import { HANDOVER_CODE_TRIES, HANDOVER_STEP, handoverCode, MOVING_STATUSES, nextLegStatus, type BuddyLeg, type LegStatus } from '@carseva/shared';
import { useId, useState, type FormEvent } from 'react';
import { PortraitCard } from './portrait-card';
import { ReportForm } from './report-form';
import { EmptyState, LoadError } from './states';
import { button, card, input, label } from './ui';
import { usePositionSharing } from './use-position-sharing';
import { Icon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatBookingDate, formatSlotTime } from '../../../lib/booking-format';
import { type MessageId, useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useBuddyLegs } from '../api/get-buddy-legs';
import { useStepLeg } from '../api/step-leg';
import { boardDays } from '../days';
import { LEG_WORDS, legStepWords } from '../../../lib/legs';
import { formatPhone } from '../words';

/** The button that takes a leg to each next step, as the buddy says it. */
export const NEXT_STEP_WORDS: Partial<Record<LegStatus, MessageId>> = {
  on_the_way: 'partner.trips.next.onTheWay',
  out_for_delivery: 'partner.trips.next.outForDelivery',
  arrived: 'partner.trips.next.arrived',
  handed_over: 'partner.trips.next.handedOver',
  at_garage: 'partner.trips.next.atGarage',
  handed_back: 'partner.trips.next.handedBack',
};

/** Trips in time order: legs still open from earlier days first, then by slot, the pickup before the drop of the same slot. */
export const byTime = (a: BuddyLeg, b: BuddyLeg) =>
  a.booking_date.localeCompare(b.booking_date) || a.slot.start_time.localeCompare(b.slot.start_time) || (a.kind === b.kind ? 0 : a.kind === 'pickup' ? -1 : 1);

/** Where the buddy is headed now: the customer's door, or the garage once the car is in their hands at pickup. */
export function destination(leg: BuddyLeg): { lat: number | null; lng: number | null; text: string } {
  if (leg.kind === 'pickup' && leg.status === 'handed_over')
    return { lat: leg.garage.lat, lng: leg.garage.lng, text: `${leg.garage.name}, ${leg.garage.full_address}` };
  return { lat: leg.latitude, lng: leg.longitude, text: `${leg.address}, ${leg.pincode}` };
}

/** Google Maps directions to the pin when there is one, else to the address. */
export function directionsLink(leg: BuddyLeg): string {
  const to = destination(leg);
  const target = to.lat !== null && to.lng !== null ? `${to.lat},${to.lng}` : to.text;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(target)}&travelmode=driving`;
}

/** A service buddy's day: their pickups and drops by time, with what to do next on each (mobile-first). */
export function TripsScreen({ garageId, buddy = false }: { garageId: number; buddy?: boolean }) {
  const { t } = useT();
  const today = boardDays(new Date())[0]!.date;
  const legs = useBuddyLegs(garageId, today);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-xl font-bold text-slate-900">{buddy ? t('partner.trips.mine') : t('partner.trips.all')}</h1>
      {legs.isPending ? (
        <Spinner label={t('partner.trips.loading')} />
      ) : legs.isError ? (
        <LoadError error={legs.error} onRetry={() => void legs.refetch()} what={t('partner.trips.what')} />
      ) : legs.data.length === 0 ? (
        <EmptyState title={t('partner.trips.none')} />
      ) : (
        <ol className="space-y-4">
          {[...legs.data].sort(byTime).map((leg) => (
            <li key={`${leg.tracking_id}-${leg.kind}`}>
              <TripCard leg={leg} />
            </li>
          ))}
        </ol>
      )}
      {buddy ? <PortraitCard garageId={garageId} /> : null}
    </div>
  );
}

export function TripCard({ leg, newPhotoId }: { leg: BuddyLeg; newPhotoId?: () => string }) {
  const { t, language } = useT();
  const headingId = useId();
  const next = nextLegStatus(leg.kind, leg.status);
  const handover = next === HANDOVER_STEP[leg.kind];
  const done = next === null || leg.status === 'cancelled';
  return (
    <article aria-labelledby={headingId} className={`${card} space-y-3`} data-testid={`trip-${leg.tracking_id}-${leg.kind}`}>
      <header className="flex items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {t(LEG_WORDS[leg.kind])} · {formatSlotTime(leg.slot.start_time)}–{formatSlotTime(leg.slot.end_time)}
          </h2>
          {leg.booking_date !== boardDays(new Date())[0]!.date ? (
            <p className="text-sm font-semibold text-amber-900">{t('partner.trips.earlier', { date: formatBookingDate(leg.booking_date, language) })}</p>
          ) : null}
          <p className="text-slate-700">
            {leg.customer.first_name}
            {leg.car.model ? ` · ${leg.car.model}` : ''}
          </p>
        </div>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-800 ring-1 ring-brand-100">
          {legStepWords(leg.kind, leg.status, t)}
        </span>
      </header>
      <dl className="space-y-1 text-sm">
        <div>
          <dt className="sr-only">{t('partner.trips.address')}</dt>
          <dd className="font-medium text-slate-900">
            {leg.address}, {leg.pincode}
          </dd>
        </div>
        {leg.landmark ? (
          <div>
            <dt className="inline font-semibold text-slate-700">{t('partner.trips.landmark')} </dt>
            <dd className="inline text-slate-900">{leg.landmark}</dd>
          </div>
        ) : null}
        {leg.parking_note ? (
          <div>
            <dt className="inline font-semibold text-slate-700">{t('partner.trips.parking')} </dt>
            <dd className="inline text-slate-900">{leg.parking_note}</dd>
          </div>
        ) : null}
      </dl>
      {!done ? (
        <div className="grid grid-cols-2 gap-2">
          <a
            href={`tel:${leg.customer.mobile_no}`}
            className={button.secondary}
            aria-label={t('partner.trips.callLabel', { name: leg.customer.first_name, phone: formatPhone(leg.customer.mobile_no) })}
          >
            <Icon name="phone" />
            {t('partner.trips.call')}
          </a>
          <a
            href={directionsLink(leg)}
            target="_blank"
            rel="noreferrer"
            className={button.secondary}
            aria-label={t('partner.trips.navigateLabel', { place: destination(leg).text })}
          >
            <Icon name="pin" />
            {t('partner.trips.navigate')}
          </a>
        </div>
      ) : null}
      {MOVING_STATUSES.includes(leg.status) ? <PositionSharing leg={leg} /> : null}
      {handover && !leg.report_recorded ? <ReportForm leg={leg} newPhotoId={newPhotoId} /> : null}
      {handover && leg.report_recorded ? <CodeEntry leg={leg} /> : null}
      {next && !handover && leg.status !== 'cancelled' ? <StepButton leg={leg} to={next} /> : null}
      {done ? <p className="text-sm font-semibold text-emerald-800">{t('partner.trips.done')}</p> : null}
    </article>
  );
}

function StepButton({ leg, to }: { leg: BuddyLeg; to: LegStatus }) {
  const { t } = useT();
  const step = useStepLeg(leg.tracking_id, leg.kind);
  const toast = useToast((s) => s.show);
  const nextWords = NEXT_STEP_WORDS[to];
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={`${button.primary} w-full text-lg`}
        disabled={step.isPending}
        onClick={() => step.mutate({ from: leg.status, to }, { onSuccess: () => toast(`${legStepWords(leg.kind, to, t)}.`, 2500) })}
      >
        {step.isPending ? t('partner.saving') : nextWords ? t(nextWords) : null}
      </button>
      {step.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {step.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** Locked codes: the server says so with this code (or a 423), and no more tries are taken. */
const isLocked = (error: unknown) => error instanceof ApiError && (error.status === 423 || /LOCKED/.test(error.code));

/** The customer reads out the 4-digit code from their order page; the buddy types it to hand the car over (or back). */
export function CodeEntry({ leg }: { leg: BuddyLeg }) {
  const { t } = useT();
  const id = useId();
  const to = HANDOVER_STEP[leg.kind];
  const nextWords = NEXT_STEP_WORDS[to];
  const step = useStepLeg(leg.tracking_id, leg.kind);
  const toast = useToast((s) => s.show);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const locked = isLocked(step.error);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = handoverCode.safeParse(code);
    if (!parsed.success) {
      setProblem(t('partner.code.problem'));
      return;
    }
    setProblem(null);
    step.mutate(
      { from: leg.status, to, code: parsed.data },
      {
        onSuccess: () => toast(leg.kind === 'pickup' ? t('partner.code.handedOver') : t('partner.code.handedBack'), 3000),
        onError: () => setCode(''),
      },
    );
  }

  const said = problem ?? (step.isError ? (locked ? t('partner.code.locked', { tries: HANDOVER_CODE_TRIES }) : step.error.message) : null);
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={`${id}-code`} className={label}>
        {t('partner.code.label', { name: leg.customer.first_name })}
      </label>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('partner.code.hint', { name: leg.customer.first_name })}
      </p>
      <input
        id={`${id}-code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={4}
        value={code}
        disabled={locked}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 4))}
        aria-invalid={said ? true : undefined}
        aria-describedby={said ? `${id}-error` : `${id}-hint`}
        className={`${input} text-center font-mono text-3xl tracking-[0.5em]`}
      />
      {said ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-red-700">
          {said}
        </p>
      ) : null}
      <button type="submit" className={`${button.success} w-full text-lg`} disabled={step.isPending || locked}>
        {step.isPending ? t('partner.code.checking') : nextWords ? t(nextWords) : null}
      </button>
    </form>
  );
}

function PositionSharing({ leg }: { leg: BuddyLeg }) {
  const { t } = useT();
  const sharing = usePositionSharing(leg.tracking_id, leg.kind, true);
  return (
    <div
      role="status"
      className={`flex flex-wrap items-center justify-between gap-2 rounded-xl px-3 py-2 text-sm ${sharing.state === 'sharing' ? 'bg-emerald-50 text-emerald-950 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-800'}`}
    >
      {sharing.state === 'sharing' ? (
        <>
          <span className="flex items-center gap-2 font-semibold">
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-emerald-600" />
            {t('partner.sharing.on')}
          </span>
          <button type="button" className={`${button.quiet} min-h-10 text-sm`} onClick={sharing.stop}>
            {t('partner.sharing.stop')}
          </button>
        </>
      ) : sharing.state === 'stopped' ? (
        <>
          <span>{t('partner.sharing.off')}</span>
          <button type="button" className={`${button.secondary} min-h-10 text-sm`} onClick={sharing.resume}>
            {t('partner.sharing.again')}
          </button>
        </>
      ) : sharing.state === 'refused' ? (
        <span>{t('partner.sharing.refused')}</span>
      ) : (
        <span>{t('partner.sharing.unavailable')}</span>
      )}
    </div>
  );
}
