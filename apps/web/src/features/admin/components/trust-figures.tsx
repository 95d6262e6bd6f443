import type { AdminGarage, GarageTrustFigures } from '@carseva/shared';
import { groupDigitsIndian } from '@carseva/shared';
import { Dialog } from '../../../components/dialog';
import { Spinner } from '../../../components/spinner';
import { useGarageTrustFigures } from '../api/get-trust-figures';
import { LoadFailed } from './admin-screen';

const cell = 'px-3 py-2 align-top text-sm';

/** Garages over 30 days after the work: jobs, warranty claims per 100 jobs, late deliveries, damage reports upheld. */
export function TrustFiguresTable({ figures, caption }: { figures: GarageTrustFigures[]; caption: string }) {
  if (figures.length === 0) return <p className="text-slate-700">No completed jobs, claims or late deliveries in these 30 days.</p>;
  return (
    // On a phone the table scrolls sideways rather than squeeze its cells over each other; it has no links or
    // buttons of its own, so the scrolling region takes the focus itself and can be scrolled by keyboard.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[36rem] rounded-xl bg-white ring-1 ring-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-600 uppercase">
            <th scope="col" className={cell}>
              Garage
            </th>
            <th scope="col" className={cell}>
              Jobs
            </th>
            <th scope="col" className={cell}>
              Claims per 100 jobs
            </th>
            <th scope="col" className={cell}>
              Late deliveries
            </th>
            <th scope="col" className={cell}>
              Disputes upheld
            </th>
          </tr>
        </thead>
        <tbody>
          {figures.map((f) => (
            <tr key={f.garage.id} className="border-t border-slate-100" data-testid="garage-figures">
              <th scope="row" className={`${cell} text-left font-semibold`}>
                {f.garage.name}
              </th>
              <td className={cell}>{groupDigitsIndian(f.jobs)}</td>
              <td className={cell}>
                {f.claims_per_100_jobs} ({f.claims === 1 ? '1 claim' : `${f.claims} claims`})
              </td>
              <td className={cell}>{f.late_deliveries}</td>
              <td className={cell}>{f.disputes_upheld}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One garage's figures over the last 30 days, opened from its row on the garages screen. */
export function GarageFiguresDialog({ garage, onClose }: { garage: AdminGarage; onClose(): void }) {
  const figures = useGarageTrustFigures(garage.id);
  const f = figures.data;
  return (
    <Dialog open onClose={onClose} title={`${garage.name}: last 30 days`}>
      <div className="space-y-3 p-4">
        {figures.isPending ? <Spinner label="Loading the figures" /> : null}
        {figures.isError ? <LoadFailed heading="Could not load the figures." error={figures.error} onRetry={() => void figures.refetch()} /> : null}
        {figures.isSuccess ? (
          <dl className="grid grid-cols-2 gap-3" aria-label="After the work, last 30 days">
            <Figure term="Jobs completed" value={groupDigitsIndian(f?.jobs ?? 0)} />
            <Figure term="Claims per 100 jobs" value={`${f?.claims_per_100_jobs ?? 0} (${f?.claims ?? 0} claims)`} />
            <Figure term="Late deliveries" value={String(f?.late_deliveries ?? 0)} />
            <Figure term="Disputes upheld" value={String(f?.disputes_upheld ?? 0)} />
          </dl>
        ) : null}
      </div>
    </Dialog>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}
