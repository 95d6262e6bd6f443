import type { Booking, WarrantyClaim } from '@carseva/shared';
import { formatRupees } from '@carseva/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PhotoStrip } from '../../../components/photo-strip';
import { formatBookingDate, formatIstTimestamp } from '../../../lib/booking-format';
import { useEscalateClaim } from '../api/escalate-claim';
import { useWarranty } from '../api/get-warranty';
import { useOpenClaim } from '../api/open-claim';
import { PhotoPicker } from '../../../components/photo-picker';

const STATUS_WORDS: Record<WarrantyClaim['status'], string> = {
  open: 'Waiting for the garage',
  rework: 'Free rework visit booked',
  declined: 'Declined by the garage',
  escalated: 'With CarSeva to decide',
  decided: 'Decided by CarSeva',
};

function decisionWords(claim: WarrantyClaim): string | null {
  const d = claim.decision;
  if (!d) return null;
  if (d.kind === 'refund')
    return `${formatRupees(d.amount ?? 0)} refunded ${d.refund_to === 'wallet' ? 'to your CarSeva Money' : 'to your original payment method'}. ${d.note}`;
  if (d.kind === 'rework') return `A free rework visit is booked. ${d.note}`;
  return `Not accepted: ${d.note}`;
}

function ClaimCard({ claim, trackingId }: { claim: WarrantyClaim; trackingId: string }) {
  const escalate = useEscalateClaim(trackingId);
  return (
    <li className="space-y-2 rounded-lg bg-white p-3 ring-1 ring-slate-200" data-testid="warranty-claim">
      <p className="font-semibold">
        {claim.items.map((i) => i.name).join(', ')} · <span className="text-slate-700">{STATUS_WORDS[claim.status]}</span>
      </p>
      <p className="text-sm text-slate-800">{claim.description}</p>
      <PhotoStrip photos={claim.photos} label="Photo of the claim" />
      {claim.status === 'open' ? <p className="text-sm text-slate-700">The garage answers by {formatIstTimestamp(claim.answer_by)}.</p> : null}
      {claim.declined_reason ? <p className="text-sm text-slate-800">The garage’s reason: {claim.declined_reason}</p> : null}
      {claim.rework ? (
        <p className="text-sm text-slate-800">
          Free visit at {claim.rework.garage} on {formatBookingDate(claim.rework.booking_date)} (order {claim.rework.tracking_id}).
        </p>
      ) : null}
      {decisionWords(claim) ? <p className="text-sm font-medium text-emerald-900">{decisionWords(claim)}</p> : null}
      {claim.can_escalate ? (
        <Button variant="secondary" size="sm" disabled={escalate.isPending} onClick={() => escalate.mutate(claim.id)}>
          Ask CarSeva to decide
        </Button>
      ) : null}
      {escalate.isError ? <p className="text-sm text-red-800">{escalate.error.message}</p> : null}
    </li>
  );
}

/** The warranty on a completed order: what is covered until when, a claim form, and the claims. */
export function OrderWarranty({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status'> }) {
  const completed = booking.service_status === 'completed';
  const warranty = useWarranty(booking.tracking_id, completed);
  const open = useOpenClaim(booking.tracking_id);
  const [items, setItems] = useState<number[]>([]);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  if (!completed || !warranty.data) return null;
  const covered = (warranty.data.items ?? []).filter((i) => i.covered);
  const claims = warranty.data.claims ?? [];
  const inProgress = claims.some((c) => ['open', 'declined', 'escalated'].includes(c.status));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    open.mutate({ items, description, photos }, { onSuccess: () => (setItems([]), setDescription('')) });
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="warranty-heading" className="space-y-3">
      <h2 id="warranty-heading" className="text-lg font-bold">
        Warranty
      </h2>
      <ul className="text-sm text-slate-800">
        {(warranty.data.items ?? []).map((i) => (
          <li key={i.id}>
            {i.name}: {i.covered ? `covered until ${formatBookingDate(i.covered_until)}` : `warranty ended on ${formatBookingDate(i.covered_until)}`}
          </li>
        ))}
      </ul>
      {claims.length > 0 ? (
        <ul className="space-y-2">
          {claims.map((claim) => (
            <ClaimCard key={claim.id} claim={claim} trackingId={booking.tracking_id} />
          ))}
        </ul>
      ) : null}
      {covered.length > 0 && !inProgress ? (
        <form onSubmit={submit} className="space-y-3" aria-label="Claim the warranty">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Which service went wrong?</legend>
            {covered.map((i) => (
              <label key={i.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={items.includes(i.id)}
                  onChange={(e) => setItems(e.target.checked ? [...items, i.id] : items.filter((x) => x !== i.id))}
                />
                {i.name}
              </label>
            ))}
          </fieldset>
          <label className="block text-sm font-medium text-slate-800">
            What is wrong?
            <textarea
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              rows={3}
              className="mt-1 block w-full rounded-lg border border-slate-300 p-2"
            />
          </label>
          <PhotoPicker booking={booking.tracking_id} purpose="claim" label="Photos of the problem (optional)" onChange={setPhotos} />
          <Button type="submit" disabled={open.isPending || items.length === 0}>
            Send the claim to the garage
          </Button>
          {open.isError ? <p className="text-sm text-red-800">{open.error.message}</p> : null}
        </form>
      ) : null}
    </Card>
  );
}
