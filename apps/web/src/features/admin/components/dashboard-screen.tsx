import { type Dashboard, formatRupees, groupDigitsIndian } from '@carseva/shared';
import { type ReactNode, useMemo } from 'react';
import { Spinner } from '../../../components/spinner';
import { useDashboard } from '../api/get-dashboard';
import { AdminScreen, LoadFailed } from './admin-screen';
import { Chart } from './chart';
import { TrustFiguresTable } from './trust-figures';
import { useTrustFigures } from '../api/get-trust-figures';

const STATUS_COLOURS = {
  pending: '#f59e0b',
  accepted: '#3b82f6',
  processing: '#8b5cf6',
  completed: '#16a34a',
  cancelled: '#64748b',
  rejected: '#dc2626',
} as const;
const STATUSES = Object.keys(STATUS_COLOURS) as (keyof typeof STATUS_COLOURS)[];
const shortDay = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/** The business over the last 30 days: figures, and charts each with its numbers in a table. */
export function DashboardScreen() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Spinner label="Loading the dashboard" />;
  if (dashboard.isError) return <LoadFailed heading="Could not load the dashboard." error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return <DashboardView data={dashboard.data} />;
}

function DashboardView({ data }: { data: Dashboard }) {
  const days = useMemo(() => data.bookings_per_day.map((d) => shortDay(d.date)), [data]);
  const bookingSeries = useMemo(() => STATUSES.map((s) => ({ label: s, data: data.bookings_per_day.map((d) => d[s]), colour: STATUS_COLOURS[s] })), [data]);
  const leadSeries = useMemo(() => [{ label: 'Leads', data: data.leads_per_day.map((d) => d.leads), colour: '#0ea5e9' }], [data]);
  const garageNames = useMemo(() => data.top_garages.map((g) => g.name), [data]);
  const garageSeries = useMemo(() => [{ label: 'Completed bookings', data: data.top_garages.map((g) => g.bookings), colour: '#16a34a' }], [data]);
  return (
    <AdminScreen
      title={
        <>
          Last 30 days{' '}
          <span className="text-base font-normal text-slate-600">
            ({shortDay(data.from)} – {shortDay(data.to)})
          </span>
        </>
      }
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Figure term="Bookings" value={groupDigitsIndian(data.bookings)} />
        <Figure term="Revenue (completed)" value={formatRupees(data.revenue)} />
        <Figure term="GST in it" value={formatRupees(data.gst)} />
        <Figure term="Cancelled" value={`${data.cancellation_rate}%`} />
        <Figure term="Declined by garages" value={`${data.rejection_rate}%`} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Bookings per day, by status now">
          <Chart kind="bar" stacked label="Bookings per day by status; the numbers are in the table below" labels={days} series={bookingSeries} />
          <NumbersTable
            caption="Bookings per day by status"
            head={['Day', ...STATUSES]}
            rows={data.bookings_per_day.map((d) => [shortDay(d.date), ...STATUSES.map((s) => d[s])])}
          />
        </Panel>
        <Panel title="Leads per day">
          <Chart kind="line" label="Price requests per day; the numbers are in the table below" labels={days} series={leadSeries} />
          <NumbersTable caption="Leads per day" head={['Day', 'Leads']} rows={data.leads_per_day.map((d) => [shortDay(d.date), d.leads])} />
        </Panel>
        <Panel title="Top garages (completed bookings)">
          {data.top_garages.length === 0 ? (
            <p className="text-slate-700">No completed bookings in these 30 days yet.</p>
          ) : (
            <>
              <Chart
                kind="bar"
                horizontal
                label="Top garages by completed bookings; the numbers are in the table below"
                labels={garageNames}
                series={garageSeries}
              />
              <NumbersTable
                caption="Top garages"
                head={['Garage', 'Completed', 'Revenue']}
                rows={data.top_garages.map((g) => [g.name, g.bookings, formatRupees(g.revenue)])}
              />
            </>
          )}
        </Panel>
      </div>
      <Panel title="After the work, by garage (claims per 100 jobs, late deliveries, disputes upheld)">
        <GaragesAfterTheWork />
      </Panel>
    </AdminScreen>
  );
}

/** Each garage's warranty claims, late deliveries and upheld damage reports over the same 30 days, most claims first. */
function GaragesAfterTheWork() {
  const figures = useTrustFigures();
  if (figures.isPending) return <Spinner label="Loading the garages' figures" />;
  if (figures.isError) return <LoadFailed heading="Could not load the garages' figures." error={figures.error} onRetry={() => void figures.refetch()} />;
  return <TrustFiguresTable figures={figures.data} caption="Garages after the work over the last 30 days" />;
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200" aria-label={title}>
      <h2 className="font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The chart's numbers, for screen readers and for anyone who wants them exactly. */
function NumbersTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <details>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">Show the numbers</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" className="px-2 py-1 capitalize">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])} className="border-t border-slate-100">
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-1 font-normal">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-1">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
