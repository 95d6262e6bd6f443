import type { Service } from '@carseva/shared';

export interface ServiceBadges {
  /** How long the job takes, as the catalog words it: 'Takes 45 Minutes'; null when it does not say. */
  time: string | null;
  /** The warranty the job carries: our 30 days, or a part maker's longer one (55 months); the card words it in the page's language. */
  warranty: { count: number; unit: 'days' | 'months' | 'years' } | null;
}

const TAKES = /^Takes \d/;
/** A part maker's warranty named by the service: 'Amaron (55 Months Warranty) Battery', '5 years of manufacturer warranty'. */
const MAKERS_WARRANTY = /(\d+) (months|years)(?: of manufacturer)? warranty/i;

/**
 * The badges of a service card, from what the catalog says of the service. Every job carries our 30 days
 * warranty (the home page's promise); a battery or tyre names its maker's longer one. An insurance claim
 * is the insurer's repair, under the insurer's terms: no warranty of ours is promised for it.
 */
export function serviceBadges(service: Service, categorySlug: string): ServiceBadges {
  const maker = MAKERS_WARRANTY.exec(`${service.service_name} ${service.description}`);
  const warranty: ServiceBadges['warranty'] = maker
    ? { count: Number(maker[1]), unit: maker[2]!.toLowerCase() as 'months' | 'years' }
    : categorySlug === 'insurance-claims'
      ? null
      : { count: 30, unit: 'days' };
  return { time: TAKES.test(service.description2) ? service.description2 : null, warranty };
}
