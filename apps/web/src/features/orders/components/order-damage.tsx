import type { Booking } from '@carseva/shared';
import { useState, type FormEvent } from 'react';
import { Card } from '../../../components/card';
import { PhotoStrip } from '../../../components/photo-strip';
import { useDamage } from '../api/get-damage';
import { useReportDamage } from '../api/report-damage';
import { useOrderFormat } from '../order-format';
import { ProblemReportFields } from './problem-report-fields';
import { damageBesideConditionReports, damageOutcomeWords } from './reported-damage';

/** Damage found after the car came back: a report with photos within 48 hours, and what CarSeva decided. */
export function OrderDamage({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status' | 'legs'> }) {
  const { t, timestamp } = useOrderFormat();
  const back = booking.service_status === 'completed';
  const damage = useDamage(booking.tracking_id, back);
  const report = useReportDamage(booking.tracking_id);
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  // When the page was opened: the form shows while the 48 hours had not run out then (the server checks again).
  const [openedAt] = useState(() => Date.now());
  if (!back || !damage.data) return null;
  // With condition reports on the order, the reports are shown beside them (ReportedDamage); here only the form.
  const all = damage.data.reports ?? [];
  const reports = damageBesideConditionReports(booking) ? [] : all;
  const until = damage.data.report_until;
  const canReport = until !== null && Date.parse(until) > openedAt && !all.some((r) => r.status === 'open');
  if (reports.length === 0 && !canReport) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report.mutate({ description, photos }, { onSuccess: () => setDescription('') });
  };

  return (
    <Card as="section" padding="lg" aria-labelledby="damage-heading" className="space-y-3">
      <h2 id="damage-heading" className="text-lg font-bold">
        {t('orders.damage.heading')}
      </h2>
      {reports.map((r) => (
        <div key={r.id} className="space-y-1 rounded-lg bg-white p-3 ring-1 ring-slate-200" data-testid="damage-report">
          <p className="text-sm text-slate-800">{r.description}</p>
          <PhotoStrip photos={r.photos} label={t('orders.damage.photo')} />
          <p className="text-sm font-medium">{damageOutcomeWords(r, t)}</p>
        </div>
      ))}
      {canReport ? (
        <form onSubmit={submit} className="space-y-3" aria-label={t('orders.damage.form')}>
          <p className="text-sm text-slate-700">{t('orders.damage.tellUs', { until: timestamp(until) })}</p>
          <ProblemReportFields
            trackingId={booking.tracking_id}
            purpose="dispute"
            labels={{ what: t('orders.damage.what'), photos: t('orders.damage.photos'), send: t('orders.damage.send') }}
            description={description}
            onDescription={setDescription}
            onPhotos={setPhotos}
            sendDisabled={report.isPending || photos.length === 0}
            error={report.isError ? report.error.message : null}
          />
        </form>
      ) : null}
    </Card>
  );
}
