import type { SiteFigures } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useHydrated } from '../lib/after-hydration';
import { api } from '../lib/api-client';
import { formatCount, type Translate, useT } from '../lib/i18n';

const siteFiguresQuery = () =>
  queryOptions({
    queryKey: ['figures'],
    queryFn: ({ signal }) => api.get<SiteFigures>('/figures', undefined, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

/**
 * The service's figures as the API counts them, once the page has hydrated: a prerendered page carries
 * none (they change after the build), so its HTML never says a figure the data does not.
 */
export function useSiteFigures(): SiteFigures | undefined {
  const figures = useQuery(siteFiguresQuery());
  return useHydrated() ? figures.data : undefined;
}

/** "4.6/5": one decimal, as the stars show it. */
export const ratingOutOfFive = (average: number) => `${average.toFixed(1)}/5`;

const TILES = 4;

/** The figures worth saying, best first: customers, completed orders and rating once the API gives them, then the catalog's own. */
function tilesOf(f: SiteFigures, t: Translate): { id: string; value: string; label: string }[] {
  return [
    f.customers_served === null ? null : { id: 'customers', value: formatCount(f.customers_served), label: t('common.figures.customersServed') },
    f.completed_bookings === null ? null : { id: 'completed', value: formatCount(f.completed_bookings), label: t('common.figures.completedBookings') },
    f.rating === null ? null : { id: 'rating', value: ratingOutOfFive(f.rating.average), label: t('common.figures.rating', { count: f.rating.count }) },
    { id: 'garages', value: formatCount(f.garages), label: t('common.figures.garages') },
    { id: 'cities', value: formatCount(f.cities), label: t('common.figures.cities') },
    { id: 'brands', value: formatCount(f.brands), label: t('common.figures.brands') },
    { id: 'categories', value: formatCount(f.categories), label: t('common.figures.categories') },
  ]
    .filter((tile) => tile !== null)
    .slice(0, TILES);
}

/**
 * Four figure tiles (a `<dl>`). Until the figures arrive the tiles are empty but keep their size, so
 * nothing moves when they fill in; labels are kept to two lines.
 */
export function FigureTiles({ className, tileClassName = '' }: { className: string; tileClassName?: string }) {
  const { t } = useT();
  const figures = useSiteFigures();
  const tiles = figures ? tilesOf(figures, t) : null;
  return (
    <dl className={className} aria-busy={tiles === null} data-figures={tiles ? 'counted' : 'pending'}>
      {(tiles ?? Array.from({ length: TILES }, (_, i) => ({ id: `pending-${i}`, value: '', label: '' }))).map((tile) => (
        <div key={tile.id} className={`flex flex-col ${tileClassName}`} data-figure={tile.id}>
          <dt className="min-h-10 text-sm text-slate-700">{tile.label}</dt>
          <dd className="order-first min-h-8 text-2xl font-extrabold text-brand-700">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
