import { formatRupees, type BookingExtra, type PartnerBooking } from '@carseva/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { AfterService } from './after-service';
import { JobActions } from './job-actions';
import { LegsPanel } from './legs-panel';
import { LoadError } from './states';
import { card } from './ui';
import { BookingTimeline } from '../../../components/booking-timeline';
import { Icon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { StatusBadge } from '../../../components/status-badge';
import { formatBookingDate, formatSlotTime } from '../../../lib/booking-format';
import { translatedEvents } from '../../../lib/booking-events';
import { type MessageId, type Translate, useT } from '../../../lib/i18n';
import { usePartnerBooking } from '../api/get-partner-booking';
import { boardDays } from '../days';
import { carLine, formatPhone, garageActorWords, isMasked, mapsLink, paymentLine, STATUS_WORDS } from '../words';

/** One job: who, what car, where, what work and money, what happened so far, and the next step's buttons. */
export function JobScreen({ garageId, admin }: { garageId: number; admin: boolean }) {
  const { t, language } = useT();
  const trackingId = useParams().trackingId ?? '';
  const job = usePartnerBooking(trackingId);
  if (job.isPending) return <Spinner label={t('partner.job.loading')} />;
  if (job.isError) return <LoadError error={job.error} onRetry={() => void job.refetch()} what={t('partner.job.what')} />;
  const b = job.data;
  const today = boardDays(new Date())[0]!.date;
  const back = `/partner/${garageId}${b.booking_date === today ? '' : `?date=${b.booking_date}`}`;
  return (
    <div className="space-y-4 pb-44 md:pb-28">
      <Link
        to={back}
        className="-ml-2 inline-flex min-h-12 items-center gap-1 rounded-lg px-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Icon name="back" />
        {t('partner.board.title')}
      </Link>
      <header className={card}>
        <div className="flex items-start justify-between gap-3">
          <h1 className="text-xl font-bold text-slate-900">{b.customer.name || t('partner.job.customer')}</h1>
          <StatusBadge status={b.service_status} label={t(STATUS_WORDS[b.service_status])} />
        </div>
        <p className="mt-1 text-slate-700">
          {formatBookingDate(b.booking_date, language)}, {formatSlotTime(b.slot.start_time)} – {formatSlotTime(b.slot.end_time)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {t('partner.job.booking')} <span className="font-mono">{b.tracking_id}</span>
        </p>
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Section id="job-customer-and-car" title={t('partner.job.customerAndCar')}>
          <dl className="space-y-3">
            <Item term={t('partner.job.phone')}>
              {isMasked(b.customer.mobile_no) ? (
                <>
                  <span className="font-mono">{b.customer.mobile_no}</span>
                  <span className="block text-sm text-slate-600">{t('partner.job.maskedHint')}</span>
                </>
              ) : (
                <a
                  href={`tel:${b.customer.mobile_no}`}
                  className="inline-flex min-h-12 items-center font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t('partner.job.call', { phone: formatPhone(b.customer.mobile_no) })}
                </a>
              )}
            </Item>
            <Item term={t('partner.job.car')}>{carLine(b.car) ?? t('partner.job.carNotNamed')}</Item>
            {b.handover === 'walk_in' ? <Item term={t('partner.job.howComes')}>{t('partner.job.walkIn')}</Item> : null}
            <Item term={t('partner.job.pickupAddress')}>
              {b.address}, {b.pincode}
              {b.landmark ? <span className="block text-sm text-slate-700">{t('partner.job.landmark', { landmark: b.landmark })}</span> : null}
              {b.parking_note ? <span className="block text-sm text-slate-700">{t('partner.job.parking', { note: b.parking_note })}</span> : null}
              <a
                href={mapsLink(b.address, b.pincode)}
                target="_blank"
                rel="noreferrer"
                className="mt-1 flex min-h-12 items-center gap-1 font-semibold text-brand-700 underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Icon name="pin" />
                {t('partner.job.maps')}
              </a>
            </Item>
          </dl>
        </Section>

        <Section id="job-work-and-payment" title={t('partner.job.workAndPayment')}>
          <ul className="divide-y divide-slate-100">
            {b.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-2">
                <span>{item.service_name}</span>
                <span className="font-semibold">{formatRupees(item.price)}</span>
              </li>
            ))}
            {b.extras.map((extra) => (
              <li key={`extra-${extra.id}`} className="flex justify-between gap-3 py-2">
                <span>
                  {extra.name} <ExtraBadge status={extra.status} />
                </span>
                <span className={`font-semibold ${extra.status === 'declined' ? 'text-slate-400 line-through' : ''}`}>{formatRupees(extra.price)}</span>
              </li>
            ))}
          </ul>
          <Money booking={b} t={t} />
        </Section>
      </div>

      <LegsPanel booking={b} garageId={garageId} admin={admin} />

      <AfterService booking={b} />

      <Section id="job-timeline" title={t('partner.job.timeline')}>
        <BookingTimeline events={translatedEvents(b.events, t, language)} actorWords={garageActorWords(t)} />
      </Section>

      <JobActions booking={b} />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

const EXTRA_BADGES: Record<BookingExtra['status'], { label: MessageId; style: string }> = {
  proposed: { label: 'partner.extra.proposed', style: 'bg-amber-100 text-amber-900' },
  approved: { label: 'partner.extra.approved', style: 'bg-emerald-100 text-emerald-900' },
  declined: { label: 'partner.extra.declined', style: 'bg-slate-200 text-slate-700' },
  expired: { label: 'partner.extra.expired', style: 'bg-slate-200 text-slate-700' },
};

function ExtraBadge({ status }: { status: BookingExtra['status'] }) {
  const { t } = useT();
  const badge = EXTRA_BADGES[status];
  return <span className={`ml-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge.style}`}>{t(badge.label)}</span>;
}

interface MoneyRow {
  term: string;
  value: string;
  style?: string;
  testId?: string;
}

function Money({ booking: b, t }: { booking: PartnerBooking; t: Translate }) {
  const rows: MoneyRow[] = [
    { term: t('partner.money.subtotal'), value: formatRupees(b.subtotal) },
    ...(b.discount > 0 ? [{ term: t('partner.money.discount'), value: `− ${formatRupees(b.discount)}` }] : []),
    { term: t('partner.money.gst'), value: formatRupees(b.gst) },
    { term: t('partner.money.total'), value: formatRupees(b.amount), style: 'text-base font-bold text-slate-900', testId: 'job-total' },
    { term: t('partner.money.paid'), value: formatRupees(b.amount_paid) },
    { term: t('partner.money.due'), value: formatRupees(b.amount_pending), style: 'font-semibold text-slate-900', testId: 'job-due' },
    {
      term: b.payment_mode === 'cod' ? t('partner.money.cod') : t('partner.money.online'),
      value: paymentLine(b, t),
      style: 'pt-1 [&>dd]:font-medium',
    },
  ];
  return (
    <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm text-slate-600">
      {rows.map((row) => (
        <div key={row.term} className={`flex justify-between gap-3 ${row.style ?? ''}`}>
          <dt>{row.term}</dt>
          <dd className="text-right text-slate-900" data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
