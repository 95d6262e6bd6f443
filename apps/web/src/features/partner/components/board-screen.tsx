import { type ClaimStatus, formatRupees, type GarageOpenItem, isCalendarDate, serviceStatus, type PartnerBooking, type ServiceStatus } from '@carseva/shared';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CLAIM_STATUS_WORDS } from './after-service';
import { EmptyState, LoadError } from './states';
import { button } from './ui';
import { StatusBadge } from '../../../components/status-badge';
import { ToggleRow } from '../../../components/toggle-row';
import { Spinner } from '../../../components/spinner';
import { formatSlotTime, intlLocale } from '../../../lib/booking-format';
import { type Translate, useT } from '../../../lib/i18n';
import { useToast } from '../../../lib/toast';
import { useDayBookings } from '../api/get-day-bookings';
import { useOpenProblems } from '../api/get-open-problems';
import { useWeekCounts } from '../api/get-week-counts';
import { boardDays, type BoardDay, dayName } from '../days';
import { carLine, paymentLine, STATUS_ORDER, STATUS_WORDS } from '../words';

/** The day's jobs by slot: a date strip, the counts per status as filters, and a card per booking. */
export function BoardScreen({ garageId }: { garageId: number }) {
  const { t, language } = useT();
  const [params, setParams] = useSearchParams();
  const days = useMemo(() => boardDays(new Date(), language), [language]);
  const updatedAt = new Intl.DateTimeFormat(intlLocale(language), { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Kolkata' });
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : days[0]!.date;
  const statusParam = serviceStatus.safeParse(params.get('status'));
  const status = statusParam.success ? statusParam.data : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const board = useDayBookings({ garageId, date, status, page });
  const openJobs = useWeekCounts(garageId, days);
  const openProblems = useOpenProblems(garageId);
  const nextDay = days.find((d) => d.date > date && (openJobs.get(d.date) ?? 0) > 0);

  const show = (next: { date?: string; status?: ServiceStatus | null; page?: number }) => {
    const merged = { date, status, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.date !== days[0]!.date) search.set('date', merged.date);
    if (merged.status) search.set('status', merged.status);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };

  useNewBookingNotice(date, board.data?.counts.pending);

  return (
    <div className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-xl font-bold text-slate-900">{t('partner.board.title')}</h1>
        {board.data ? <p className="text-xs text-slate-600">{t('partner.board.updated', { time: updatedAt.format(board.dataUpdatedAt) })}</p> : null}
      </div>
      {openProblems.data && openProblems.data.length > 0 ? <OpenProblems items={openProblems.data} garageId={garageId} /> : null}
      <DayStrip days={days} openJobs={openJobs} selected={date} onSelect={(d) => show({ date: d })} />
      {board.isPending ? (
        <Spinner label={t('partner.board.loading')} />
      ) : board.isError ? (
        <LoadError error={board.error} onRetry={() => void board.refetch()} what={t('partner.board.what')} />
      ) : (
        <>
          <StatusChips counts={board.data.counts} selected={status} onSelect={(s) => show({ status: s })} />
          {board.data.data.length === 0 ? (
            <EmptyState title={status ? t('partner.board.noneWithStatus', { status: t(STATUS_WORDS[status]).toLowerCase() }) : t('partner.board.none')}>
              {status ? (
                <button type="button" className={button.secondary} onClick={() => show({ status: null })}>
                  {t('partner.board.showAll')}
                </button>
              ) : nextDay ? (
                <button type="button" className={button.secondary} onClick={() => show({ date: nextDay.date })}>
                  {t('partner.board.nextDay', { day: `${nextDay.weekday} ${nextDay.short}`, count: openJobs.get(nextDay.date) })}
                </button>
              ) : (
                <p className="text-sm text-slate-600">{t('partner.board.appearHere')}</p>
              )}
            </EmptyState>
          ) : (
            <SlotGroups bookings={board.data.data} garageId={garageId} />
          )}
          {board.data.meta.total_pages > 1 ? (
            <nav aria-label={t('partner.pages.label')} className="flex items-center justify-center gap-4">
              <button type="button" className={button.secondary} disabled={page <= 1} onClick={() => show({ page: page - 1 })}>
                {t('partner.pages.previous')}
              </button>
              <span>{t('partner.pages.of', { page: board.data.meta.current_page, pages: board.data.meta.total_pages })}</span>
              <button type="button" className={button.secondary} disabled={page >= board.data.meta.total_pages} onClick={() => show({ page: page + 1 })}>
                {t('partner.pages.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Warranty claims in progress and open damage reports on the garage's orders, whatever the day: each links to its job. */
function OpenProblems({ items, garageId }: { items: GarageOpenItem[]; garageId: number }) {
  const { t } = useT();
  return (
    <section aria-labelledby="board-open-problems" className="rounded-xl border border-amber-300 bg-amber-50 p-3">
      <h2 id="board-open-problems" className="font-bold text-amber-950">
        {t('partner.board.openTitle', { count: items.length })}
      </h2>
      <ul className="mt-1">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link
              to={`/partner/${garageId}/jobs/${item.order}`}
              className="inline-flex min-h-12 items-center font-semibold text-amber-950 underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {item.kind === 'claim'
                ? t('partner.board.openClaim', { order: item.order, status: t(CLAIM_STATUS_WORDS[item.status as ClaimStatus]) })
                : t('partner.board.openDamage', { order: item.order })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Says so when the day's new bookings grow while the board is open. */
function useNewBookingNotice(date: string, pending: number | undefined) {
  const seen = useRef<{ date: string; pending: number } | null>(null);
  const toast = useToast((s) => s.show);
  const { t } = useT();
  useEffect(() => {
    if (pending === undefined) return;
    const before = seen.current;
    if (before && before.date === date && pending > before.pending) {
      toast(t('partner.board.arrived', { count: pending - before.pending }), 4000);
    }
    seen.current = { date, pending };
  }, [date, pending, toast, t]);
}

/** A row that scrolls sideways on a phone (a thumb swipes it) and sits still on a desktop. */
const SIDEWAYS = '-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 md:mx-0 md:px-0';
// relative: the counts' screen-reader words (sr-only, absolutely placed) stay inside the scrolling row instead of widening the page.
const pressable = 'relative shrink-0 ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Today and the next seven days, each with its count of open jobs so the week's work shows at a glance. */
function DayStrip({
  days,
  openJobs,
  selected,
  onSelect,
}: {
  days: BoardDay[];
  openJobs: ReadonlyMap<string, number>;
  selected: string;
  onSelect(date: string): void;
}) {
  const { t } = useT();
  return (
    <ToggleRow
      label={t('partner.board.day')}
      className={SIDEWAYS}
      selected={selected}
      onSelect={onSelect}
      options={days.map((d) => ({
        value: d.date,
        key: d.date,
        content: (
          <>
            <span className="block text-sm font-bold">{dayName(d, t)}</span>
            <span className="block text-xs opacity-80">{d.short}</span>
            <OpenJobs count={openJobs.get(d.date)} />
          </>
        ),
      }))}
      buttonClass={(pressed) =>
        `${pressable} min-h-14 min-w-[5.25rem] rounded-xl px-3 py-1.5 ${pressed ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-800 ring-slate-300 hover:ring-brand-600'}`
      }
    />
  );
}

/** A day's open jobs under its date: a count, or a quiet dash for none (blank until known). */
function OpenJobs({ count }: { count: number | undefined }) {
  const { t } = useT();
  if (count === undefined) return <span className="block h-4" />;
  if (count === 0)
    return (
      <span className="block h-4 text-xs opacity-60">
        –<span className="sr-only">{t('partner.board.noOpenJobs')}</span>
      </span>
    );
  return (
    <span className="mx-auto mt-0.5 block h-4 w-fit min-w-5 rounded-full bg-amber-200 px-1.5 text-xs leading-4 font-bold text-amber-950">
      {count}
      <span className="sr-only"> {t('partner.board.openJobs', { count })}</span>
    </span>
  );
}

/** The day's count per status, each a filter; "All" shows every job. */
function StatusChips({
  counts,
  selected,
  onSelect,
}: {
  counts: Record<ServiceStatus, number>;
  selected: ServiceStatus | null;
  onSelect(status: ServiceStatus | null): void;
}) {
  const { t } = useT();
  const total = STATUS_ORDER.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  const chips: { status: ServiceStatus | null; label: string; count: number }[] = [
    { status: null, label: t('partner.board.all'), count: total },
    ...STATUS_ORDER.map((s) => ({ status: s, label: t(STATUS_WORDS[s]), count: counts[s] ?? 0 })),
  ];
  return (
    <ToggleRow
      label={t('partner.board.show')}
      className={`${SIDEWAYS} md:flex-wrap`}
      selected={selected}
      onSelect={onSelect}
      options={chips.map((chip) => ({
        value: chip.status,
        key: chip.label,
        content: (
          <>
            {chip.label}{' '}
            <span
              className={`min-w-6 rounded-full px-1.5 text-center text-sm ${chip.status === selected ? 'bg-white/20' : chip.count > 0 && chip.status === 'pending' ? 'bg-amber-200 text-amber-950' : 'bg-slate-100'}`}
            >
              {chip.count}
            </span>
          </>
        ),
      }))}
      buttonClass={(pressed) =>
        `${pressable} flex min-h-12 items-center gap-2 rounded-full px-4 font-semibold ${pressed ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-800 ring-slate-300 hover:ring-slate-500'}`
      }
    />
  );
}

/** The jobs under their slot's time, in the server's slot order. */
function SlotGroups({ bookings, garageId }: { bookings: PartnerBooking[]; garageId: number }) {
  const { t } = useT();
  const groups: { slot: PartnerBooking['slot']; jobs: PartnerBooking[] }[] = [];
  for (const b of bookings) {
    const group = groups.find((g) => g.slot.id === b.slot.id);
    if (group) group.jobs.push(b);
    else groups.push({ slot: b.slot, jobs: [b] });
  }
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      {groups.map(({ slot, jobs }) => {
        const headingId = `slot-${slot.id}`;
        return (
          <section key={slot.id} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-2 flex items-center gap-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
              {formatSlotTime(slot.start_time)} – {formatSlotTime(slot.end_time)}
              <span className="font-normal normal-case">· {t('partner.board.cars', { count: jobs.length })}</span>
            </h2>
            <ul className="grid gap-3">
              {jobs.map((b) => (
                <li key={b.id}>
                  <JobCard booking={b} garageId={garageId} t={t} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function JobCard({ booking: b, garageId, t }: { booking: PartnerBooking; garageId: number; t: Translate }) {
  return (
    <Link
      to={`/partner/${garageId}/jobs/${b.tracking_id}`}
      className="block rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex items-start justify-between gap-3">
        <span className="min-w-0">
          <span className="block truncate text-lg font-bold text-slate-900">{b.customer.name || t('partner.job.customer')}</span>
          <span className="block truncate text-sm text-slate-600">{carLine(b.car) ?? t('partner.board.carNotNamed')}</span>
        </span>
        <StatusBadge status={b.service_status} label={t(STATUS_WORDS[b.service_status])} />
      </span>
      <span className="mt-2 block truncate font-medium text-slate-800">{b.items.map((i) => i.service_name).join(', ')}</span>
      <span className="mt-2 flex items-center justify-between gap-3 text-sm">
        <span className="font-bold text-slate-900">{formatRupees(b.amount)}</span>
        <span className="text-slate-700">{paymentLine(b, t)}</span>
      </span>
      {b.extras.some((e) => e.status === 'proposed') ? (
        <span className="mt-2 block text-sm font-semibold text-amber-900">{t('partner.board.extrasWaiting')}</span>
      ) : null}
    </Link>
  );
}
