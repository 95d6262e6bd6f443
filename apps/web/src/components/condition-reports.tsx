import type { ConditionReport } from '@carseva/shared';
import { formatIstTimestamp } from '../lib/booking-format';
import { DRIVEN_KM_NOTICE, drivenKm, formatKm, FUEL_WORDS, PHOTO_SLOT_WORDS } from '../lib/legs';

/**
 * The car's condition when it left the customer and when it came back, side by side (one under the
 * other on a phone), with the kilometres driven in between.
 */
export function ConditionReports({
  pickup,
  handback,
  whose = 'your car',
}: {
  pickup: ConditionReport | null;
  handback: ConditionReport | null;
  whose?: string;
}) {
  if (!pickup && !handback) return null;
  const driven = drivenKm(pickup, handback);
  return (
    <section aria-labelledby="condition-heading" className="space-y-3">
      <h3 id="condition-heading" className="font-bold text-slate-900">
        Condition of {whose}
      </h3>
      {driven !== null ? (
        <p
          data-testid="driven-km"
          className={`rounded-lg px-3 py-2 text-sm font-semibold ${driven > DRIVEN_KM_NOTICE ? 'bg-amber-100 text-amber-950 ring-1 ring-amber-300' : 'bg-slate-100 text-slate-800'}`}
        >
          Driven {formatKm(driven)} while with the garage
          {driven > DRIVEN_KM_NOTICE ? '. That is more than a test drive usually needs; ask the garage if it was not agreed.' : ''}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <ReportColumn title="At pickup" report={pickup} />
        <ReportColumn title="At handback" report={handback} />
      </div>
    </section>
  );
}

function ReportColumn({ title, report }: { title: string; report: ConditionReport | null }) {
  return (
    <article aria-label={title} className="space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      {report ? (
        <>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">Odometer</dt>
              <dd className="font-semibold text-slate-900">{formatKm(report.odometer_km)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Fuel</dt>
              <dd className="font-semibold text-slate-900">{report.fuel_level ? FUEL_WORDS[report.fuel_level] : 'Not noted'}</dd>
            </div>
            {report.notes ? (
              <div className="col-span-2">
                <dt className="text-slate-600">Notes</dt>
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
                      alt={`${PHOTO_SLOT_WORDS[slot]}, ${title.toLowerCase()}`}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      className="aspect-[4/3] w-full rounded-md bg-slate-200 object-cover"
                    />
                  </a>
                  <figcaption className="mt-0.5 text-xs font-medium text-slate-700">{PHOTO_SLOT_WORDS[slot]}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="text-xs text-slate-600">
            Recorded by {report.recorded_by}, <time dateTime={report.recorded_at}>{formatIstTimestamp(report.recorded_at)}</time>
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-600">Recorded when the car is handed back.</p>
      )}
    </article>
  );
}
