import { groupDigitsIndian, type Service } from '@carseva/shared';
import { useState } from 'react';
import { Card } from '../../../components/card';
import { CategoryIllustration } from '../../../components/category-illustration';
import { GarageRating } from '../../../components/garage-rating';
import { Icon, type IconName } from '../../../components/icons';
import { useT } from '../../../lib/i18n';
import { serviceBadges } from '../service-badges';
import { AllInPrice } from './all-in-price';

const SHOWN_INCLUDED = 4;

const WARRANTY_WORDS = { days: 'services.card.warranty.days', months: 'services.card.warranty.months', years: 'services.card.warranty.years' } as const;

function Badge({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
      <Icon name={icon} className="size-3.5" />
      {children}
    </li>
  );
}

interface ServiceCardProps {
  service: Service;
  /** The slug of the service's category: its drawing and what warranty it carries. */
  categorySlug: string;
  inCart: boolean;
  onAdd(service: Service): void;
}

export function ServiceCard({ service, categorySlug, inCart, onAdd }: ServiceCardProps) {
  const { t } = useT();
  const [expanded, setExpanded] = useState(false);
  const included = service.included_services;
  const hidden = included.length - SHOWN_INCLUDED;
  const shown = expanded ? included : included.slice(0, SHOWN_INCLUDED);
  const titleId = `service-${service.id}-title`;
  const badges = serviceBadges(service, categorySlug);
  return (
    <Card as="article" aria-labelledby={titleId} className="md:p-5">
      <div className="flex gap-3">
        <CategoryIllustration slug={categorySlug} className="size-14 md:size-16" />
        <div className="min-w-0">
          {service.recommended ? (
            <p className="mb-1 inline-block rounded bg-emerald-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white">{t('services.card.recommended')}</p>
          ) : null}
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {service.service_name}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{service.description}</p>
          {/* A duration is shown as its badge, in the same words. */}
          {badges.time ? null : <p className="text-sm text-slate-700">{service.description2}</p>}
        </div>
      </div>
      {badges.time || badges.warranty ? (
        <ul aria-label={t('services.card.glance')} className="mt-3 flex flex-wrap gap-2">
          {badges.time ? <Badge icon="clock">{badges.time}</Badge> : null}
          {badges.warranty ? <Badge icon="shield">{t(WARRANTY_WORDS[badges.warranty.unit], { count: badges.warranty.count })}</Badge> : null}
        </ul>
      ) : null}
      <p className="mt-1 text-sm font-medium text-brand-700 md:hidden">{t('services.card.interval', { km: groupDigitsIndian(service.interval_km) })}</p>
      {included.length > 0 ? (
        <ul aria-label={t('services.card.included')} className="mt-3 grid gap-x-4 gap-y-1 text-sm text-slate-800 sm:grid-cols-2">
          {shown.map((item) => (
            // The tick is drawn by CSS: a list of them as SVG elements would cost every card a few more nodes to build.
            <li
              key={item.id}
              className="flex items-start gap-2 before:mt-1 before:ml-1 before:h-2.5 before:w-1.5 before:shrink-0 before:rotate-45 before:border-r-2 before:border-b-2 before:border-emerald-700"
            >
              {item.service_included_master.name}
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          className="mt-2 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {expanded ? t('services.card.viewLess') : t('services.card.viewAll', { count: hidden })}
        </button>
      ) : null}
      <p className="mt-3 flex flex-wrap items-baseline gap-x-2 text-xs text-slate-600">
        <span>{t('services.card.byGarage', { garage: service.garage.name, km: service.distance_km.toFixed(1) })}</span>
        <GarageRating rating={service.garage.rating} />
      </p>
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <AllInPrice service={service} large />
        <button
          type="button"
          onClick={() => onAdd(service)}
          disabled={inCart}
          className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-bold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:bg-emerald-700"
        >
          {inCart ? t('services.card.added') : t('services.card.add')}
          <span className="sr-only">: {service.service_name}</span>
        </button>
      </div>
    </Card>
  );
}
