import {
  CLOSED_LEG_STATUSES,
  HANDOVER_CODE_TRIES,
  RESET_REASON_MAX,
  RESET_REASON_MIN,
  type GarageLeg,
  type LegKind,
  type PartnerBooking,
  type StaffMember,
} from '@carseva/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { button, card, input, label } from './ui';
import { ConditionReports } from '../../../components/condition-reports';
import { LegSteps } from '../../../components/leg-steps';
import { type Translate, useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useAssignBuddy } from '../api/assign-buddy';
import { useBuddies } from '../api/get-buddies';
import { useResetCode } from '../api/reset-code';
import { LEG_WORDS } from '../../../lib/legs';
import { formatPhone } from '../words';

/** Minutes without a move after which the garage is warned (the server sets stalled_since then). */
const STALL_MINUTES = 15;

/** "Ravi has not moved for 23 minutes": from when the server last saw the buddy move. */
export function stalledWords(name: string, since: string, now: Date, t: Translate): string {
  const minutes = Math.max(STALL_MINUTES, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  return t('partner.legs.stalled', { name, minutes });
}

/** When the garage may send a buddy on a leg not yet assigned (the server checks the same, and says why not). */
function notYet(kind: GarageLeg['kind'], b: PartnerBooking, t: Translate): string | null {
  if (kind === 'pickup') return b.service_status === 'pending' ? t('partner.legs.acceptFirst') : null;
  return b.service_status === 'completed' ? null : t('partner.legs.dropLater');
}

/** Pickup and drop on the job screen: who drives each, how far it got, the code's tries, and the car's condition. */
export function LegsPanel({ booking: b, garageId, admin }: { booking: PartnerBooking; garageId: number; admin: boolean }) {
  const { t } = useT();
  if (b.handover === 'walk_in') {
    // A pickup booking the customer switched (ADR 46) keeps its legs: a car the pickup brought in goes back at the counter.
    const collected = b.legs.find((leg) => leg.kind === 'pickup' && leg.status === 'at_garage') ?? null;
    return (
      <section aria-labelledby="job-legs" className={`${card} space-y-4`}>
        <h2 id="job-legs" className="text-lg font-bold text-slate-900">
          {t('partner.legs.title')}
        </h2>
        <p className="text-slate-700">
          {t(collected ? 'partner.legs.customerCollects' : b.legs.length > 0 ? 'partner.legs.customerBrings' : 'partner.legs.walkIn')}
        </p>
        {collected?.report ? <ConditionReports pickup={collected.report} handback={null} reader="garage" /> : null}
      </section>
    );
  }
  const ended = ['cancelled', 'rejected'].includes(b.service_status);
  const pickup = b.legs.find((leg) => leg.kind === 'pickup') ?? null;
  const drop = b.legs.find((leg) => leg.kind === 'drop') ?? null;
  if (ended && !pickup && !drop) return null;
  return (
    <section aria-labelledby="job-legs" className={`${card} space-y-4`}>
      <h2 id="job-legs" className="text-lg font-bold text-slate-900">
        {t('partner.legs.title')}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {(['pickup', 'drop'] as const).map((kind) => {
          const leg = kind === 'pickup' ? pickup : drop;
          if (leg) return <LegCard key={kind} leg={leg} trackingId={b.tracking_id} garageId={garageId} admin={admin} />;
          // A pickup whose car the garage already has (the work started) needs no buddy any more.
          if (ended || (kind === 'pickup' && ['processing', 'completed'].includes(b.service_status))) return null;
          const reason = notYet(kind, b, t);
          return (
            <article
              key={kind}
              aria-label={t(LEG_WORDS[kind])}
              className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200"
              data-testid={`job-leg-${kind}`}
            >
              <h3 className="font-bold text-slate-900">{t(LEG_WORDS[kind])}</h3>
              {reason ? (
                <p className="text-sm text-slate-700">{reason}</p>
              ) : (
                <AssignBuddy kind={kind} current={null} trackingId={b.tracking_id} garageId={garageId} />
              )}
            </article>
          );
        })}
      </div>
      <ConditionReports pickup={pickup?.report ?? null} handback={drop?.report ?? null} reader="garage" />
    </section>
  );
}

function LegCard({ leg, trackingId, garageId, admin }: { leg: GarageLeg; trackingId: string; garageId: number; admin: boolean }) {
  const { t } = useT();
  const closed = CLOSED_LEG_STATUSES.includes(leg.status);
  const name = leg.buddy?.first_name ?? t('partner.legs.theBuddy');
  return (
    <article aria-label={t(LEG_WORDS[leg.kind])} className="space-y-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200" data-testid={`job-leg-${leg.kind}`}>
      <h3 className="font-bold text-slate-900">{t(LEG_WORDS[leg.kind])}</h3>
      {leg.stalled_since && !closed ? (
        <p role="alert" className="rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
          {t('partner.legs.stalledCall', { stalled: stalledWords(name, leg.stalled_since, new Date(), t) })}
        </p>
      ) : null}
      <p className="text-sm text-slate-700">
        {t('partner.legs.buddy')} <span className="font-semibold text-slate-900">{leg.buddy ? leg.buddy.first_name : t('partner.legs.notAssigned')}</span>
      </p>
      {/* Another buddy may take the leg until the first sets off; after that the leg is theirs. */}
      {leg.status === 'assigned' ? <AssignBuddy kind={leg.kind} current={leg.driver_id} trackingId={trackingId} garageId={garageId} /> : null}
      <LegSteps leg={leg} />
      {!closed ? <CodeState leg={leg} trackingId={trackingId} admin={admin} /> : null}
    </article>
  );
}

function AssignBuddy({ kind, current, trackingId, garageId }: { kind: LegKind; current: number | null; trackingId: string; garageId: number }) {
  const { t } = useT();
  const id = useId();
  const list = useBuddies(garageId);
  const assign = useAssignBuddy(trackingId, kind);
  const toast = useToast((s) => s.show);
  const [chosen, setChosen] = useState<string>(current ? String(current) : '');
  if (list.isPending) return <p className="text-sm text-slate-600">{t('partner.legs.loadingBuddies')}</p>;
  if (list.isError) return <p className="text-sm text-slate-600">{t('partner.legs.buddiesFailed', { reason: list.error.message })}</p>;
  const buddies: StaffMember[] = list.data;
  if (buddies.length === 0) {
    return (
      <p className="text-sm text-slate-700">
        {t('partner.legs.noBuddies')}{' '}
        <Link to={`/partner/${garageId}/staff`} className="font-semibold text-brand-700 underline">
          {t('partner.legs.addBuddy')}
        </Link>
      </p>
    );
  }
  const submit = () => {
    const driver = Number(chosen);
    if (!driver) return;
    const name = buddies.find((m) => m.user_id === driver)?.name ?? t('partner.legs.theBuddy');
    assign.mutate(driver, { onSuccess: () => toast(t(kind === 'pickup' ? 'partner.legs.willPickup' : 'partner.legs.willDrop', { name }), 3000) });
  };
  return (
    <div className="space-y-2">
      <label htmlFor={`${id}-buddy`} className={label}>
        {current ? t('partner.legs.change') : t('partner.legs.choose')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select id={`${id}-buddy`} value={chosen} onChange={(e) => setChosen(e.target.value)} className={input}>
          <option value="">{t('partner.legs.chooseOption')}</option>
          {buddies.map((m) => (
            <option key={m.user_id} value={m.user_id}>
              {m.name}, {formatPhone(m.mobile_no)}
            </option>
          ))}
        </select>
        <button type="button" className={`${button.primary} shrink-0`} disabled={!chosen || assign.isPending || Number(chosen) === current} onClick={submit}>
          {assign.isPending ? t('partner.legs.assigning') : t('partner.legs.assign')}
        </button>
      </div>
      {assign.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {assign.error.message}
        </p>
      ) : null}
    </div>
  );
}

function CodeState({ leg, trackingId, admin }: { leg: GarageLeg; trackingId: string; admin: boolean }) {
  const { t } = useT();
  const reset = useResetCode(trackingId, leg.kind);
  const toast = useToast((s) => s.show);
  if (leg.code_locked) {
    return (
      <div className="space-y-2">
        <p role="status" className="text-sm font-semibold text-red-800">
          {t('partner.legs.codeLocked', { tries: HANDOVER_CODE_TRIES })}
        </p>
        {/* The garage's resets are limited (ADR 43): with none left, only CarSeva support makes a new code, and an admin always says why. */}
        {admin ? (
          <AdminReset reset={reset} onDone={() => toast(t('partner.legs.codeSent'), 3000)} />
        ) : leg.code_resets_left > 0 ? (
          <>
            <button
              type="button"
              className={button.secondary}
              disabled={reset.isPending}
              onClick={() => reset.mutate(undefined, { onSuccess: () => toast(t('partner.legs.codeSent'), 3000) })}
            >
              {reset.isPending ? t('partner.legs.resetting') : t('partner.legs.reset')}
            </button>
            <p className="text-sm text-slate-700">{t('partner.legs.resetsLeft', { count: leg.code_resets_left })}</p>
          </>
        ) : (
          <p className="text-sm text-slate-700">{t('partner.legs.supportResets')}</p>
        )}
        {reset.isError && !admin ? (
          <p role="alert" className="text-sm font-semibold text-red-700">
            {reset.error.message}
          </p>
        ) : null}
      </div>
    );
  }
  if (leg.code_attempts === 0) return null;
  const left = HANDOVER_CODE_TRIES - leg.code_attempts;
  return <p className="text-sm text-amber-900">{t('partner.legs.wrongTries', { count: leg.code_attempts, left })}</p>;
}

/** A CarSeva admin's reset of a locked code: the reason is required (the server keeps it in the audit log). */
function AdminReset({ reset, onDone }: { reset: ReturnType<typeof useResetCode>; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = reason.trim();
    if (given.length < RESET_REASON_MIN) {
      setProblem(t('partner.legs.reasonRequired', { min: RESET_REASON_MIN }));
      return;
    }
    setProblem(null);
    reset.mutate(given, { onSuccess: onDone });
  };
  const error = problem ?? (reset.isError ? reset.error.message : null);
  return (
    <form noValidate onSubmit={submit} className="space-y-2" aria-label={t('partner.legs.adminResetTitle')}>
      <label htmlFor={`${id}-reason`} className={label}>
        {t('partner.legs.reasonLabel')}
      </label>
      <textarea
        id={`${id}-reason`}
        name="reason"
        required
        minLength={RESET_REASON_MIN}
        maxLength={RESET_REASON_MAX}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-reason-problem` : undefined}
        className={`${input} py-2`}
      />
      {error ? (
        <p id={`${id}-reason-problem`} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={button.secondary} disabled={reset.isPending}>
        {reset.isPending ? t('partner.legs.resetting') : t('partner.legs.reset')}
      </button>
    </form>
  );
}
