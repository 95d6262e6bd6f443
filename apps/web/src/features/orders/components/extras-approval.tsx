import { formatRupees, type Booking, type BookingExtra } from '@carseva/shared';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/button';
import { PhotoStrip } from '../../../components/photo-strip';
import { type MessageId, useT } from '../../../lib/i18n';
import { useDecideExtra, type ExtraDecision } from '../api/decide-extra';

const DECIDED: Record<Exclude<BookingExtra['status'], 'proposed'>, { label: MessageId; style: string }> = {
  approved: { label: 'orders.extras.approved', style: 'bg-emerald-100 text-emerald-900' },
  declined: { label: 'orders.extras.declined', style: 'bg-slate-200 text-slate-700' },
  expired: { label: 'orders.extras.expired', style: 'bg-slate-200 text-slate-700' },
};

const DECISIONS: { decision: ExtraDecision; label: MessageId; named: MessageId; variant: ButtonVariant }[] = [
  { decision: 'decline', label: 'orders.extras.decline', named: 'orders.extras.declineNamed', variant: 'secondary' },
  { decision: 'approve', label: 'orders.extras.approve', named: 'orders.extras.approveNamed', variant: 'primary' },
];

/**
 * Extra work the garage found: approve or decline each item. Approved work joins the order, and the
 * totals shown are the server's, re-priced (with GST where the booking charges it).
 */
export function ExtrasApproval({ booking }: { booking: Booking }) {
  const { t } = useT();
  const decide = useDecideExtra(booking.tracking_id);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (booking.extras.length === 0) return null;
  const waiting = booking.extras.filter((e) => e.status === 'proposed').length;

  const answer = (extra: BookingExtra, decision: ExtraDecision) => {
    setOutcome(null);
    decide.mutate(
      { extraId: extra.id, decision },
      {
        onSuccess: (updated) =>
          setOutcome(
            t(
              decision === 'decline'
                ? 'orders.extras.declinedOutcome'
                : updated.amount_pending > 0 && updated.amount_pending < updated.amount
                  ? 'orders.extras.approvedPartlyPaid'
                  : 'orders.extras.approvedOutcome',
              { name: extra.name, total: formatRupees(updated.amount), pending: formatRupees(updated.amount_pending) },
            ),
          ),
      },
    );
  };

  return (
    <section
      aria-labelledby="extras-heading"
      className={`space-y-3 rounded-xl p-5 shadow-sm ring-1 ${waiting > 0 ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200'}`}
    >
      <div>
        <h2 id="extras-heading" className="text-lg font-bold">
          {t('orders.extras.heading')}
        </h2>
        {waiting > 0 ? (
          <p className="text-sm text-slate-700">
            {t('orders.extras.waiting')} {booking.charges_gst ? t('orders.extras.beforeGst') : t('orders.extras.noGst')}
          </p>
        ) : null}
      </div>
      <ul className="space-y-3">
        {booking.extras.map((extra) => (
          <li key={extra.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{extra.name}</p>
              <p className="text-sm text-slate-700">
                {formatRupees(extra.price)}
                {booking.charges_gst ? t('orders.extras.plusGst') : ''}
              </p>
              {extra.note ? <p className="text-sm text-slate-800">{t('orders.extras.note', { note: extra.note })}</p> : null}
              <div className="mt-2">
                <PhotoStrip photos={extra.photos} label={t('orders.extras.photo', { name: extra.name })} none={t('orders.extras.noPhoto')} />
              </div>
            </div>
            {extra.status === 'proposed' ? (
              <div className="flex gap-2">
                {DECISIONS.map(({ decision, label, named, variant }) => (
                  <Button
                    key={decision}
                    variant={variant}
                    className="min-h-11"
                    disabled={decide.isPending}
                    onClick={() => answer(extra, decision)}
                    aria-label={t(named, { name: extra.name })}
                  >
                    {t(label)}
                  </Button>
                ))}
              </div>
            ) : (
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${DECIDED[extra.status].style}`}>
                {t(DECIDED[extra.status].label)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="text-sm font-medium">
        {decide.isError ? <span className="text-red-800">{decide.error.message}</span> : outcome ? <span className="text-emerald-900">{outcome}</span> : null}
      </p>
    </section>
  );
}
