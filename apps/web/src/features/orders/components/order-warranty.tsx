import type { Booking, WarrantyClaim } from '@carseva/shared';
import { formatRupees } from '@carseva/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PhotoStrip } from '../../../components/photo-strip';
import { type MessageId, type Translate } from '../../../lib/i18n';
import { useEscalateClaim } from '../api/escalate-claim';
import { useWarranty } from '../api/get-warranty';
import { useOpenClaim } from '../api/open-claim';
import { useOrderFormat } from '../order-format';
import { ProblemReportFields } from './problem-report-fields';

const STATUS_WORDS: Record<WarrantyClaim['status'], MessageId> = {
  open: 'orders.warranty.status.open',
  rework: 'orders.warranty.status.rework',
  declined: 'orders.warranty.status.declined',
  escalated: 'orders.warranty.status.escalated',
  decided: 'orders.warranty.status.decided',
};

function decisionWords(claim: WarrantyClaim, t: Translate): string | null {
  const d = claim.decision;
  if (!d) return null;
  if (d.kind === 'refund')
    return t(d.refund_to === 'wallet' ? 'orders.warranty.refundedWallet' : 'orders.warranty.refundedOriginal', {
      amount: formatRupees(d.amount ?? 0),
      note: d.note,
    });
  if (d.kind === 'rework') return t('orders.warranty.reworkBooked', { note: d.note });
  return t('orders.warranty.notAccepted', { note: d.note });
}

function ClaimCard({ claim, trackingId }: { claim: WarrantyClaim; trackingId: string }) {
  const { t, date, timestamp } = useOrderFormat();
  const decision = decisionWords(claim, t);
  const escalate = useEscalateClaim(trackingId);
  return (
    <li className="space-y-2 rounded-lg bg-white p-3 ring-1 ring-slate-200" data-testid="warranty-claim">
      <p className="font-semibold">
        {claim.items.map((i) => i.name).join(', ')} · <span className="text-slate-700">{t(STATUS_WORDS[claim.status])}</span>
      </p>
      <p className="text-sm text-slate-800">{claim.description}</p>
      <PhotoStrip photos={claim.photos} label={t('orders.warranty.claimPhoto')} />
      {claim.status === 'open' ? <p className="text-sm text-slate-700">{t('orders.warranty.answerBy', { at: timestamp(claim.answer_by) })}</p> : null}
      {claim.declined_reason ? <p className="text-sm text-slate-800">{t('orders.warranty.declinedReason', { reason: claim.declined_reason })}</p> : null}
      {claim.rework ? (
        <p className="text-sm text-slate-800">
          {t('orders.warranty.reworkVisit', { garage: claim.rework.garage, date: date(claim.rework.booking_date), order: claim.rework.tracking_id })}
        </p>
      ) : null}
      {decision ? <p className="text-sm font-medium text-emerald-900">{decision}</p> : null}
      {claim.can_escalate ? (
        <Button variant="secondary" size="sm" disabled={escalate.isPending} onClick={() => escalate.mutate(claim.id)}>
          {t('orders.warranty.escalate')}
        </Button>
      ) : null}
      {escalate.isError ? <p className="text-sm text-red-800">{escalate.error.message}</p> : null}
    </li>
  );
}

/** The warranty on a completed order: what is covered until when, a claim form, and the claims. */
export function OrderWarranty({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status'> }) {
  const { t, date } = useOrderFormat();
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
        {t('orders.warranty.heading')}
      </h2>
      <ul className="text-sm text-slate-800">
        {(warranty.data.items ?? []).map((i) => (
          <li key={i.id}>{t(i.covered ? 'orders.warranty.coveredUntil' : 'orders.warranty.ended', { name: i.name, date: date(i.covered_until) })}</li>
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
        <form onSubmit={submit} className="space-y-3" aria-label={t('orders.warranty.form')}>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{t('orders.warranty.which')}</legend>
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
          <ProblemReportFields
            trackingId={booking.tracking_id}
            purpose="claim"
            labels={{ what: t('orders.warranty.what'), photos: t('orders.warranty.photos'), send: t('orders.warranty.send') }}
            description={description}
            onDescription={setDescription}
            onPhotos={setPhotos}
            sendDisabled={open.isPending || items.length === 0}
            error={open.isError ? open.error.message : null}
          />
        </form>
      ) : null}
    </Card>
  );
}
