import type { PartnerBooking, WarrantyClaim } from '@carseva/shared';
import { formatRupees } from '@carseva/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { PhotoStrip } from '../../../components/photo-strip';
import { formatBookingDate, formatIstTimestamp, formatSlotTime } from '../../../lib/booking-format';
import { useSlots } from '../../../lib/slots';
import { useAddPartsPhotos, useAnswerClaim, useJobClaims, useJobDamage, useSetPromise } from '../api/after-service';
import { button, card, input, label } from './ui';

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
  const promise = useSetPromise(booking.tracking_id);
  const [readyBy, setReadyBy] = useState('');
  const [backBy, setBackBy] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readyBy) promise.mutate({ ready_by: ist(readyBy), ...(backBy ? { back_by: ist(backBy) } : {}) });
  };
  return (
    <Box title="Promised time">
      <form onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600">The customer sees this. Moving it later tells them, and lateness still counts from the first time you gave.</p>
        <label className={label}>
          Ready by
          <input type="datetime-local" value={readyBy} onChange={(e) => setReadyBy(e.target.value)} className={input} />
        </label>
        <label className={label}>
          Back with the customer by (pickup only)
          <input type="datetime-local" value={backBy} onChange={(e) => setBackBy(e.target.value)} className={input} />
        </label>
        <button type="submit" disabled={promise.isPending || !readyBy} className={button.primary}>
          Save the promised time
        </button>
        <p role="status" className="text-sm">
          {promise.isError ? (
            <span className="text-red-700">{promise.error.message}</span>
          ) : promise.data ? (
            `Promised: ready by ${formatIstTimestamp(promise.data.ready_by)}`
          ) : null}
        </p>
      </form>
    </Box>
  );
}

function PartsPhotos({ booking }: { booking: PartnerBooking }) {
  const add = useAddPartsPhotos(booking.tracking_id);
  const [photos, setPhotos] = useState<string[]>([]);
  return (
    <Box title="Replaced parts">
      <PhotoStrip photos={booking.parts_photos} label="Replaced part" />
      <PhotoPicker booking={booking.tracking_id} purpose="extra" label="Photos of the parts you replaced" onChange={setPhotos} />
      <button type="button" disabled={add.isPending || photos.length === 0} onClick={() => add.mutate(photos)} className={`${button.secondary} mt-2`}>
        Add to the order
      </button>
      {add.isError ? <p className="text-sm text-red-700">{add.error.message}</p> : null}
    </Box>
  );
}

function ClaimAnswer({ claim, booking }: { claim: WarrantyClaim; booking: PartnerBooking }) {
  const answer = useAnswerClaim(booking.tracking_id);
  const [date, setDate] = useState('');
  const [slot, setSlot] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const slots = useSlots(date ? booking.garage.id : null, date);
  return (
    <div className="space-y-3 border-t border-slate-200 pt-3">
      <label className={label}>
        Free rework visit on
        <input type="date" value={date} onChange={(e) => (setDate(e.target.value), setSlot(null))} className={input} />
      </label>
      {date ? (
        <label className={label}>
          Slot
          <select value={slot ?? ''} onChange={(e) => setSlot(Number(e.target.value) || null)} className={input}>
            <option value="">Choose a slot</option>
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
        Book the free visit
      </button>
      <label className={label}>
        Or decline, saying why
        <input value={reason} onChange={(e) => setReason(e.target.value)} className={input} />
      </label>
      <button
        type="button"
        disabled={answer.isPending || reason.trim().length < 5}
        onClick={() => answer.mutate({ claimId: claim.id, kind: 'decline', reason })}
        className={button.secondary}
      >
        Decline the claim
      </button>
      {answer.isError ? <p className="text-sm text-red-700">{answer.error.message}</p> : null}
    </div>
  );
}

function ClaimsBox({ booking }: { booking: PartnerBooking }) {
  const claims = useJobClaims(booking.tracking_id, true);
  const damage = useJobDamage(booking.tracking_id, true);
  if (!claims.data?.length && !damage.data?.length) return null;
  return (
    <Box title="After the work">
      <ul className="space-y-4">
        {(claims.data ?? []).map((claim) => (
          <li key={claim.id} className="space-y-2" data-testid="job-claim">
            <p className="font-semibold">
              Warranty claim: {claim.items.map((i) => i.name).join(', ')} ({claim.status})
            </p>
            <p className="text-sm">{claim.description}</p>
            <PhotoStrip photos={claim.photos} label="Photo of the claim" />
            {claim.status === 'open' ? <p className="text-sm font-medium text-amber-900">Answer by {formatIstTimestamp(claim.answer_by)}</p> : null}
            {claim.rework ? (
              <p className="text-sm">
                Free visit {claim.rework.tracking_id} on {formatBookingDate(claim.rework.booking_date)}
              </p>
            ) : null}
            {claim.decision ? (
              <p className="text-sm">
                CarSeva decided: {claim.decision.kind}. {claim.decision.note}
              </p>
            ) : null}
            {claim.status === 'open' ? <ClaimAnswer claim={claim} booking={booking} /> : null}
          </li>
        ))}
        {(damage.data ?? []).map((report) => (
          <li key={`damage-${report.id}`} className="space-y-2">
            <p className="font-semibold">Damage reported by the customer</p>
            <p className="text-sm">{report.description}</p>
            <PhotoStrip photos={report.photos} label="Photo of the damage" />
            <p className="text-sm">
              {report.outcome
                ? report.outcome.decision === 'reject'
                  ? `CarSeva rejected it: ${report.outcome.note}`
                  : `CarSeva compensated the customer ${formatRupees(report.outcome.amount ?? 0)}: ${report.outcome.note}`
                : 'CarSeva is looking into it.'}
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
