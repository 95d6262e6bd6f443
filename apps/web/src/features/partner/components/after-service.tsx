import type { ClaimDecisionKind, ClaimStatus, PartnerBooking, WarrantyClaim } from '@carseva/shared';
import { formatRupees } from '@carseva/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { PhotoStrip } from '../../../components/photo-strip';
import { formatBookingDate, formatIstTimestamp, formatSlotTime } from '../../../lib/booking-format';
import { type MessageId, useT } from '../../../lib/i18n';
import { useSlots } from '../../../lib/slots';
import { useAddPartsPhotos, useAnswerClaim, useJobClaims, useJobDamage, useSetPromise } from '../api/after-service';
import { button, card, input, label } from './ui';

export const CLAIM_STATUS_WORDS: Record<ClaimStatus, MessageId> = {
  open: 'partner.claim.status.open',
  rework: 'partner.claim.status.rework',
  declined: 'partner.claim.status.declined',
  escalated: 'partner.claim.status.escalated',
  decided: 'partner.claim.status.decided',
};

const DECISION_WORDS: Record<ClaimDecisionKind, MessageId> = {
  rework: 'partner.claim.decision.rework',
  refund: 'partner.claim.decision.refund',
  reject: 'partner.claim.decision.reject',
};

/** A date and time typed in the garage's console (India time) as an instant. */
const ist = (local: string) => new Date(`${local}:00+05:30`).toISOString();

function Box({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={card}>
      <h2 className="mb-3 text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** When the car will be ready (and back, with pickup): stated on accepting, moved when needed. */
function PromiseBox({ booking }: { booking: PartnerBooking }) {
  const { t, language } = useT();
  const promise = useSetPromise(booking.tracking_id);
  const [readyBy, setReadyBy] = useState('');
  const [backBy, setBackBy] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readyBy) promise.mutate({ ready_by: ist(readyBy), ...(backBy ? { back_by: ist(backBy) } : {}) });
  };
  return (
    <Box title={t('partner.promise.title')}>
      <form onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600">{t('partner.promise.hint')}</p>
        <label className={label}>
          {t('partner.promise.readyBy')}
          <input type="datetime-local" value={readyBy} onChange={(e) => setReadyBy(e.target.value)} className={input} />
        </label>
        <label className={label}>
          {t('partner.promise.backBy')}
          <input type="datetime-local" value={backBy} onChange={(e) => setBackBy(e.target.value)} className={input} />
        </label>
        <button type="submit" disabled={promise.isPending || !readyBy} className={button.primary}>
          {t('partner.promise.save')}
        </button>
        <p role="status" className="text-sm">
          {promise.isError ? (
            <span className="text-red-700">{promise.error.message}</span>
          ) : promise.data ? (
            t('partner.promise.saved', { time: formatIstTimestamp(promise.data.ready_by, language) })
          ) : null}
        </p>
      </form>
    </Box>
  );
}

function PartsPhotos({ booking }: { booking: PartnerBooking }) {
  const { t } = useT();
  const add = useAddPartsPhotos(booking.tracking_id);
  const [photos, setPhotos] = useState<string[]>([]);
  return (
    <Box title={t('partner.parts.title')}>
      <PhotoStrip photos={booking.parts_photos} label={t('partner.parts.photo')} />
      <PhotoPicker booking={booking.tracking_id} purpose="extra" label={t('partner.parts.picker')} onChange={setPhotos} />
      <button type="button" disabled={add.isPending || photos.length === 0} onClick={() => add.mutate(photos)} className={`${button.secondary} mt-2`}>
        {t('partner.parts.add')}
      </button>
      {add.isError ? <p className="text-sm text-red-700">{add.error.message}</p> : null}
    </Box>
  );
}

function ClaimAnswer({ claim, booking }: { claim: WarrantyClaim; booking: PartnerBooking }) {
  const { t } = useT();
  const answer = useAnswerClaim(booking.tracking_id);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const slots = useSlots(date ? booking.garage.id : null, date);
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <label className={label}>
        {t('partner.claim.visitOn')}
        <input type="date" value={date} onChange={(e) => (setDate(e.target.value), setSlot(null))} className={input} />
      </label>
      {date ? (
        <label className={label}>
          {t('partner.claim.slot')}
          <select value={slot ?? ''} onChange={(e) => setSlot(Number(e.target.value) || null)} className={input}>
            <option value="">{t('partner.claim.chooseSlot')}</option>
            {(slots.data ?? [])
              .filter((s) => s.available)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {formatSlotTime(s.start_time)} – {formatSlotTime(s.end_time)}
                </option>
              ))}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        disabled={answer.isPending || !slot}
        onClick={() => answer.mutate({ claimId: claim.id, kind: 'rework', booking_date: date, booking_slot: slot! })}
        className={button.primary}
      >
        {t('partner.claim.book')}
      </button>
      <label className={label}>
        {t('partner.claim.declineWhy')}
        <input value={reason} onChange={(e) => setReason(e.target.value)} className={input} />
      </label>
      <button
        type="button"
        disabled={answer.isPending || reason.trim().length < 5}
        onClick={() => answer.mutate({ claimId: claim.id, kind: 'decline', reason })}
        className={button.secondary}
      >
        {t('partner.claim.decline')}
      </button>
      {answer.isError ? <p className="text-sm text-red-700">{answer.error.message}</p> : null}
    </div>
  );
}

function ClaimsBox({ booking }: { booking: PartnerBooking }) {
  const { t, language } = useT();
  const claims = useJobClaims(booking.tracking_id, true);
  const damage = useJobDamage(booking.tracking_id, true);
  if (!claims.data?.length && !damage.data?.length) return null;
  return (
    <Box title={t('partner.claims.title')}>
      <ul className="space-y-4">
        {(claims.data ?? []).map((claim) => (
          <li key={claim.id} className="space-y-2" data-testid="job-claim">
            <p className="font-semibold">
              {t('partner.claim.heading', { items: claim.items.map((i) => i.name).join(', '), status: t(CLAIM_STATUS_WORDS[claim.status]) })}
            </p>
            <p className="text-sm">{claim.description}</p>
            <PhotoStrip photos={claim.photos} label={t('partner.claim.photo')} />
            {claim.status === 'open' ? (
              <p className="text-sm font-medium text-amber-900">{t('partner.claim.answerBy', { time: formatIstTimestamp(claim.answer_by, language) })}</p>
            ) : null}
            {claim.rework ? (
              <p className="text-sm">
                {t('partner.claim.freeVisit', { booking: claim.rework.tracking_id, date: formatBookingDate(claim.rework.booking_date, language) })}
              </p>
            ) : null}
            {claim.decision ? (
              <p className="text-sm">{t('partner.claim.decided', { decision: t(DECISION_WORDS[claim.decision.kind]), note: claim.decision.note })}</p>
            ) : null}
            {claim.status === 'open' ? <ClaimAnswer claim={claim} booking={booking} /> : null}
          </li>
        ))}
        {(damage.data ?? []).map((report) => (
          <li key={`damage-${report.id}`} className="space-y-2">
            <p className="font-semibold">{t('partner.damage.title')}</p>
            <p className="text-sm">{report.description}</p>
            <PhotoStrip photos={report.photos} label={t('partner.damage.photo')} />
            <p className="text-sm">
              {report.outcome
                ? report.outcome.decision === 'reject'
                  ? t('partner.damage.rejected', { note: report.outcome.note })
                  : t('partner.damage.compensated', { amount: formatRupees(report.outcome.amount ?? 0), note: report.outcome.note })
                : t('partner.damage.looking')}
            </p>
          </li>
        ))}
      </ul>
    </Box>
  );
}

/** The promise, the replaced parts, and the claims and damage reports on a job, as the garage handles them. */
export function AfterService({ booking }: { booking: PartnerBooking }) {
  const status = booking.service_status;
  return (
    <>
      {status === 'accepted' || status === 'processing' ? <PromiseBox booking={booking} /> : null}
      {status === 'processing' || status === 'completed' ? <PartsPhotos booking={booking} /> : null}
      {status === 'completed' ? <ClaimsBox booking={booking} /> : null}
    </>
  );
}
