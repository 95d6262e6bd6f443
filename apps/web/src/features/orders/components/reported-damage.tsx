import { type Booking, type DamageReport, formatRupees } from '@carseva/shared';
import { PhotoStrip } from '../../../components/photo-strip';
import { formatIstTimestamp } from '../../../lib/booking-format';
import { type Translate, useT } from '../../../lib/i18n';
import { useDamage } from '../api/get-damage';

/** A car picked up and brought back has condition reports on the order; damage reported after it is shown beside them. */
export const damageBesideConditionReports = (booking: Pick<Booking, 'legs'>) => (booking.legs ?? []).some((leg) => leg.report !== null);

/** What CarSeva decided on a damage report, as the customer reads it (also under the report form, OrderDamage). */
export function damageOutcomeWords(report: DamageReport, t: Translate): string {
  const o = report.outcome;
  if (!o) return t('trust.damage.outcome.open');
  if (o.decision === 'reject') return t('trust.damage.outcome.rejected', { note: o.note });
  const amount = formatRupees(o.amount ?? 0);
  return o.pay_to === 'wallet' ? t('trust.damage.outcome.wallet', { amount, note: o.note }) : t('trust.damage.outcome.original', { amount, note: o.note });
}

/**
 * The damage the customer reported after the car came back, under the pickup and handback condition
 * reports, so the three can be compared at a glance; with what CarSeva decided.
 */
export function ReportedDamage({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status'> }) {
  const { t, language } = useT();
  const damage = useDamage(booking.tracking_id, booking.service_status === 'completed');
  const reports = damage.data?.reports ?? [];
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby="reported-damage-heading" className="space-y-3">
      <h3 id="reported-damage-heading" className="font-bold text-slate-900">
        {t('trust.damage.heading')}
      </h3>
      {reports.map((r) => (
        <article key={r.id} className="space-y-2 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200" data-testid="reported-damage">
          <p className="text-xs text-slate-700">{t('trust.damage.reportedAt', { at: formatIstTimestamp(r.created_at, language) })}</p>
          <p className="text-sm whitespace-pre-line text-slate-900">{r.description}</p>
          <PhotoStrip photos={r.photos} label={t('trust.damage.photo')} />
          <p className="text-sm font-semibold text-slate-900">{damageOutcomeWords(r, t)}</p>
        </article>
      ))}
    </section>
  );
}
