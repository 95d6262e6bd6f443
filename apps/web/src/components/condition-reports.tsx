import type { ConditionReport } from '@carseva/shared';
import { formatIstTimestamp } from '../lib/booking-format';
import { useT } from '../lib/i18n';
import { DRIVEN_KM_NOTICE, drivenKm, formatKm, FUEL_WORDS, PHOTO_SLOT_WORDS } from '../lib/legs';

/**
 * The car's condition when it left the customer and when it came back, side by side (one under the
 * other on a phone), with the kilometres driven in between.
 */
export function ConditionReports({
  pickup,
  handback,
  reader = 'customer',
}: {
  pickup: ConditionReport | null;
  handback: ConditionReport | null;
  /** The customer reads of 'your car', the garage of 'the car'. */
  reader?: 'customer' | 'garage';
}) {
  const { t } = useT();
  if (!pickup && !handback) return null;
  const driven = drivenKm(pickup, handback);
  return (
    <section aria-labelledby="condition-heading" className="space-y-3">
      <h3 id="condition-heading" className="font-bold text-slate-900">
        {t(reader === 'customer' ? 'booking.condition.headingCustomer' : 'booking.condition.headingGarage')}
      </h3>
      {driven !== null ? (
        <p
          data-testid="driven-km"
          className={`rounded-lg px-3 py-2 text-sm font-semibold ${driven > DRIVEN_KM_NOTICE ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-300' : 'bg-slate-100 text-slate-800'}`}
        >
          {t(driven > DRIVEN_KM_NOTICE ? 'booking.condition.drivenMuch' : 'booking.condition.driven', { km: formatKm(driven) })}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <ReportColumn title={t('booking.condition.atPickup')} report={pickup} />
        <ReportColumn title={t('booking.condition.atHandback')} report={handback} />
      </div>
    </section>
  );
}

function ReportColumn({ title, report }: { title: string; report: ConditionReport | null }) {
  const { t, language } = useT();
  return (
    <article aria-label={title} className="space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {report ? (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">{t('booking.condition.odometer')}</dt>
              <dd className="font-semibold text-slate-900">{formatKm(report.odometer_km)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('booking.condition.fuel')}</dt>
              <dd className="font-semibold text-slate-900">{t(report.fuel_level ? FUEL_WORDS[report.fuel_level] : 'booking.condition.notNoted')}</dd>
            </div>
            {report.notes ? (
              <div className="col-span-2">
                <dt className="text-slate-600">{t('booking.condition.notes')}</dt>
                <dd className="whitespace-pre-line text-slate-900">{report.notes}</dd>
              </div>
            ) : null}
          </dl>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {report.photos.map(({ slot, photo }) => (
              <li key={photo.id}>
                <figure>
                  <a href={photo.url} target="_blank" rel="noreferrer" className="block rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
                    <img
                      src={photo.url}
                      alt={t('booking.condition.photoAlt', { position: t(PHOTO_SLOT_WORDS[slot]), when: title.toLocaleLowerCase(language) })}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-md bg-slate-200 object-cover"
                    />
                  </a>
                  <figcaption className="mt-0.5 text-xs font-medium text-slate-700">{t(PHOTO_SLOT_WORDS[slot])}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600">
            {t('booking.condition.recordedBy', { name: report.recorded_by })}{' '}
            <time dateTime={report.recorded_at}>{formatIstTimestamp(report.recorded_at, language)}</time>
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">{t('booking.condition.handbackLater')}</p>
      )}
    </article>
  );
}
