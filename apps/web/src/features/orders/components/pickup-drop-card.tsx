import { CLOSED_LEG_STATUSES, MOVING_STATUSES, type Booking, type CustomerLeg } from '@carseva/shared';
import { Card } from '../../../components/card';
import { ConditionReports } from '../../../components/condition-reports';
import { ReportedDamage } from './reported-damage';
import { LegSteps } from '../../../components/leg-steps';
import { useT } from '../../../lib/i18n';
import { formatDistance } from '../../../lib/legs';
import { useOrderFormat } from '../order-format';
import { BuddyMap } from './buddy-map';
import { WalkInChoice } from './walk-in-choice';

/** Whether any pickup or drop is still under way (the order page then listens for live changes). */
export const hasOpenLeg = (legs: readonly CustomerLeg[] | undefined) => (legs ?? []).some((leg) => !CLOSED_LEG_STATUSES.includes(leg.status));

/** The buddy of the leg under way (else the last one assigned), for the order's header. */
export function currentBuddy(legs: readonly CustomerLeg[] | undefined): CustomerLeg['buddy'] {
  const list = legs ?? [];
  const open = list.find((leg) => !CLOSED_LEG_STATUSES.includes(leg.status) && leg.buddy);
  return open?.buddy ?? [...list].reverse().find((leg) => leg.buddy)?.buddy ?? null;
}

/** The buddy's face and first name, in place of the illustration once one is assigned. */
export function BuddyBadge({ buddy }: { buddy: NonNullable<CustomerLeg['buddy']> }) {
  const { t } = useT();
  return (
    <div className="flex items-center gap-3" data-testid="buddy-badge">
      {buddy.photo ? (
        <img src={buddy.photo.url} alt="" width={64} height={64} className="size-16 rounded-full object-cover ring-2 ring-brand-100" />
      ) : (
        <span aria-hidden="true" className="grid size-16 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
          {buddy.first_name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <p className="text-sm text-slate-700">
        {t('orders.legs.yourBuddy')}
        <span className="block text-lg font-bold text-slate-900">{buddy.first_name}</span>
      </p>
    </div>
  );
}

/**
 * Pickup and drop on the order page: each leg's steps, who is coming, the handover code to read out,
 * where the buddy is while moving, and the car's condition at pickup and at handback side by side.
 */
export function PickupDropCard({ booking: b }: { booking: Booking }) {
  const { t } = useT();
  if (b.handover === 'walk_in') {
    return (
      <Card as="section" padding="lg" aria-labelledby="legs-heading" className="space-y-1">
        <h2 id="legs-heading" className="text-lg font-bold">
          {t('orders.legs.walkIn.heading')}
        </h2>
        <p className="text-slate-800">
          {/* A car the pickup brought in and the customer chose to collect (ADR 46). */}
          {t(b.legs?.some((leg) => leg.kind === 'pickup' && leg.status === 'at_garage') ? 'orders.legs.collect.text' : 'orders.legs.walkIn.text', {
            garage: b.garage.name,
            address: b.garage.full_address,
          })}
        </p>
      </Card>
    );
  }
  const legs = b.legs ?? [];
  if (legs.length === 0) {
    if (b.handover !== 'pickup' || ['cancelled', 'rejected'].includes(b.service_status)) return null;
    return (
      <Card as="section" padding="lg" aria-labelledby="legs-heading" className="space-y-1">
        <h2 id="legs-heading" className="text-lg font-bold">
          {t('orders.legs.heading')}
        </h2>
        <p className="text-slate-700">{t('orders.legs.notAssigned')}</p>
        <WalkInChoice booking={b} />
      </Card>
    );
  }
  const pickup = legs.find((leg) => leg.kind === 'pickup') ?? null;
  const drop = legs.find((leg) => leg.kind === 'drop') ?? null;
  return (
    <Card as="section" padding="lg" aria-labelledby="legs-heading" className="space-y-5">
      <h2 id="legs-heading" className="text-lg font-bold">
        {t('orders.legs.heading')}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        {pickup ? <LegPanel leg={pickup} /> : null}
        {drop ? (
          <LegPanel leg={drop} />
        ) : ['cancelled', 'rejected'].includes(b.service_status) ? null : (
          <section aria-label={t('orders.legs.drop')} className="space-y-1">
            <h3 className="font-bold text-slate-900">{t('orders.legs.dropHeading')}</h3>
            <p className="text-sm text-slate-700">{t('orders.legs.dropLater')}</p>
          </section>
        )}
      </div>
      <WalkInChoice booking={b} />
      <ConditionReports pickup={pickup?.report ?? null} handback={drop?.report ?? null} />
      <ReportedDamage booking={b} />
    </Card>
  );
}

function LegPanel({ leg }: { leg: CustomerLeg }) {
  const { t } = useT();
  const name = leg.buddy?.first_name ?? t('orders.legs.buddyUnnamed');
  return (
    <section aria-label={t(leg.kind === 'pickup' ? 'orders.legs.pickup' : 'orders.legs.drop')} className="space-y-3" data-testid={`leg-${leg.kind}`}>
      <h3 className="font-bold text-slate-900">{t(leg.kind === 'pickup' ? 'orders.legs.pickupHeading' : 'orders.legs.dropHeading')}</h3>
      {leg.buddy ? (
        <p className="text-sm text-slate-700">
          {t('orders.legs.buddy')} <span className="font-semibold text-slate-900">{leg.buddy.first_name}</span>
        </p>
      ) : null}
      <LegSteps leg={leg} />
      {leg.code_locked ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {t('orders.legs.codeLocked')}
        </p>
      ) : leg.code ? (
        <div className="rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
          <p className="text-sm text-slate-800">{t(leg.kind === 'pickup' ? 'orders.legs.codePickup' : 'orders.legs.codeDrop', { name })}</p>
          <p
            className="mt-1 font-mono text-4xl font-bold tracking-[0.3em] text-slate-900"
            data-testid={`handover-code-${leg.kind}`}
            aria-label={t('orders.legs.codeLabel', { code: leg.code.split('').join(' ') })}
          >
            {leg.code}
          </p>
        </div>
      ) : null}
      {MOVING_STATUSES.includes(leg.status) && leg.position ? <LivePosition leg={leg} name={name} /> : null}
    </section>
  );
}

/** Where the buddy is, in words (distance, arrival estimate, when last heard) beside a small map saying the same. */
function LivePosition({ leg, name }: { leg: CustomerLeg; name: string }) {
  const { t, timestamp } = useOrderFormat();
  const position = leg.position!;
  const minutes = position.eta_minutes;
  return (
    <div className="space-y-2">
      <p aria-live="polite" className="text-sm text-slate-800" data-testid={`live-${leg.kind}`}>
        <span className="font-semibold">{t('orders.live.away', { name, distance: formatDistance(position.distance_km) })}</span>
        {t(leg.kind === 'pickup' ? 'orders.live.comingPickup' : 'orders.live.comingDrop', {
          eta:
            minutes < 60
              ? t('orders.live.minutes', { count: Math.max(1, minutes) })
              : t('orders.live.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }),
        })}{' '}
        <span className="text-slate-600">
          {t('orders.live.lastSeen')} <time dateTime={position.at}>{timestamp(position.at)}</time>.
        </span>
      </p>
      <BuddyMap latitude={position.latitude} longitude={position.longitude} label={t('orders.live.position', { name })} />
    </div>
  );
}
