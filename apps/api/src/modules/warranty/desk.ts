import { type DeskItem, FIGURES_DAYS, formatRupees, type GarageTrustFigures, paiseToRupees, type TrustDesk } from '@carseva/shared';
import type { BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { PromisesService } from '../promises';
import type { WarrantyService } from './service';

const DAY = 24 * 3600_000;
const LATE_CREDITS_SHOWN = 200;

export interface DeskDeps {
  now: () => number;
  warranty: Pick<WarrantyService, 'queue' | 'damage' | 'figuresSince'>;
  promises: Pick<PromisesService, 'creditsSince' | 'lateByGarage'>;
  bookings: Pick<BookingsService, 'stats' | 'trackingIds'>;
  catalog: Pick<CatalogService, 'garagesByIds'>;
}

/**
 * The admin's desk (ADR 38): claims in progress, open damage reports and the last 30 days' late credits
 * in one queue, oldest first, by garage and city; and each garage's figures over 30 days.
 */
export function trustDeskService(deps: DeskDeps) {
  const since = () => new Date(deps.now() - FIGURES_DAYS * DAY);
  const ageHours = (at: string) => Math.max(0, Math.floor((deps.now() - Date.parse(at)) / 3600_000));

  async function figures(filter: { garage?: number; city?: number }): Promise<GarageTrustFigures[]> {
    const from = since();
    const [jobs, counts, late] = await Promise.all([
      deps.bookings.stats.completedByGarage(from),
      deps.warranty.figuresSince(from),
      deps.promises.lateByGarage(from),
    ]);
    const ids = filter.garage ? [filter.garage] : [...new Set([...jobs.keys(), ...counts.claims.keys(), ...counts.upheld.keys(), ...late.keys()])];
    const garages = await deps.catalog.garagesByIds(ids);
    return garages
      .filter((g) => filter.city === undefined || g.cityId === filter.city)
      .map((g) => {
        const done = jobs.get(g.id) ?? 0;
        const claims = counts.claims.get(g.id) ?? 0;
        return {
          garage: { id: g.id, name: g.name },
          city_id: g.cityId,
          jobs: done,
          claims,
          claims_per_100_jobs: done === 0 ? 0 : Math.round((claims * 1000) / done) / 10,
          late_deliveries: late.get(g.id) ?? 0,
          disputes_upheld: counts.upheld.get(g.id) ?? 0,
        };
      })
      .sort((a, b) => b.claims_per_100_jobs - a.claims_per_100_jobs || a.garage.id - b.garage.id);
  }

  return {
    figures,

    async desk(filter: { garage?: number; city?: number }): Promise<TrustDesk> {
      const [claims, reports, credits] = await Promise.all([
        deps.warranty.queue(filter),
        deps.warranty.damage.queue(filter),
        deps.promises.creditsSince(since(), LATE_CREDITS_SHOWN),
      ]);
      const wanted = credits.filter((c) => filter.garage === undefined || c.garageId === filter.garage);
      const [garages, orders] = await Promise.all([
        deps.catalog.garagesByIds(wanted.map((c) => c.garageId)),
        deps.bookings.trackingIds(wanted.map((c) => c.bookingId)),
      ]);
      const items: DeskItem[] = [
        ...claims.map((c) => ({
          kind: 'claim' as const,
          id: c.id,
          order: c.order,
          garage: c.garage,
          city_id: c.city_id,
          status: c.status,
          summary: c.items.map((i) => i.name).join(', '),
          opened_at: c.created_at,
          age_hours: ageHours(c.created_at),
        })),
        ...reports.map((r) => ({
          kind: 'damage' as const,
          id: r.id,
          order: r.order,
          garage: r.garage,
          city_id: r.city_id,
          status: r.status,
          summary: r.description,
          opened_at: r.created_at,
          age_hours: ageHours(r.created_at),
        })),
        ...wanted.flatMap((c) => {
          const garage = garages.find((g) => g.id === c.garageId);
          if (!garage || (filter.city !== undefined && garage.cityId !== filter.city)) return [];
          const at = c.createdAt.toISOString();
          const late = Math.round((c.deliveredAt.getTime() - c.promisedAt.getTime()) / 60_000);
          return [
            {
              kind: 'late_credit' as const,
              id: c.bookingId,
              order: orders.get(c.bookingId) ?? '',
              garage: { id: garage.id, name: garage.name },
              city_id: garage.cityId,
              status: 'credited',
              summary: `${formatRupees(paiseToRupees(c.amountPaise))} for ${late} minutes late`,
              opened_at: at,
              age_hours: ageHours(at),
            },
          ];
        }),
      ].sort((a, b) => a.opened_at.localeCompare(b.opened_at) || a.kind.localeCompare(b.kind) || a.id - b.id);
      return { items, figures: await figures(filter) };
    },
  };
}

export type TrustDeskService = ReturnType<typeof trustDeskService>;
