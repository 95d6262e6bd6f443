import { paiseToRupees, type Brand, type CarModel, type Category, type City, type Service } from '@carseva/shared';
import { notFound } from '../../lib/errors';
import type { CatalogRepository, NearbyOfferingRow } from './repository';

/** The seed catalog changes only with a deployment; a short memo spares the database the same reads. */
const STATIC_TTL_MS = 5 * 60_000;

function memo<K, V>(load: (key: K) => Promise<V>, ttlMs: number, now: () => number) {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const value = load(key);
    entries.set(key, { value, expires: now() + ttlMs });
    // A failed load is not remembered.
    value.catch(() => entries.delete(key));
    return value;
  };
}

const brandIcon = (slug: string) => `/icons/brands/${slug}.svg`;
const categoryIcon = (slug: string) => `/icons/categories/${slug}.svg`;

export interface CatalogServiceOptions {
  radiusKm: number;
  now?: () => number;
}

export function catalogService(repo: CatalogRepository, options: CatalogServiceOptions) {
  const now = options.now ?? Date.now;

  const cities = memo(async (): Promise<City[]> => repo.listCities(), STATIC_TTL_MS, now);
  const brands = memo(
    async (): Promise<Brand[]> =>
      (await repo.listBrands()).map((b) => ({ id: b.id, name: b.name, icon: brandIcon(b.slug), luxury: b.luxury })),
    STATIC_TTL_MS,
    now,
  );
  const models = memo(
    async (brandId: number): Promise<CarModel[] | null> => {
      const rows = await repo.listModels(brandId);
      if (rows.length === 0 && !(await repo.brandExists(brandId))) return null;
      return rows.map((m) => ({ id: m.id, name: m.name, segment: m.segment, fuel_types: m.fuelTypes }));
    },
    STATIC_TTL_MS,
    now,
  );
  const categories = memo(
    async (): Promise<Category[]> =>
      (await repo.listCategories()).map((c) => ({ id: c.id, name: c.name, icon: categoryIcon(c.slug) })),
    STATIC_TTL_MS,
    now,
  );

  async function toServices(rows: NearbyOfferingRow[]): Promise<Service[]> {
    if (rows.length === 0) return [];
    const items = await repo.includedItemsOf([...new Set(rows.map((r) => r.service_id))]);
    const byService = Map.groupBy(items, (i) => i.serviceId);
    return rows.map((r) => ({
      id: r.offering_id,
      category_id: r.category_id,
      service_name: r.service_name,
      description: r.description,
      description2: r.description2,
      price: paiseToRupees(r.price_paise),
      strikePrice: paiseToRupees(r.strike_price_paise),
      interval_km: r.interval_km,
      recommended: r.recommended,
      included_services: (byService.get(r.service_id) ?? []).map((i) => ({ id: i.id, service_included_master: { name: i.name } })),
      garage: {
        id: r.garage_id,
        name: r.garage_name,
        address_latitude: r.latitude,
        address_logitude: r.longitude,
        full_address: r.full_address,
      },
      distance_km: Math.round(r.distance_km * 100) / 100,
    }));
  }

  return {
    listCities: () => cities(undefined),
    listBrands: () => brands(undefined),
    listCategories: () => categories(undefined),

    async listModels(brandId: number): Promise<CarModel[]> {
      const result = await models(brandId);
      if (!result) throw notFound(`No car brand with id ${brandId}`, 'BRAND_NOT_FOUND');
      return result;
    },

    async servicesNear(point: { latitude: number; longitude: number }, categoryId?: number): Promise<Service[]> {
      if (categoryId !== undefined && !(await repo.categoryExists(categoryId))) {
        throw notFound(`No service category with id ${categoryId}`, 'CATEGORY_NOT_FOUND');
      }
      return toServices(await repo.nearbyOfferings({ ...point, radiusKm: options.radiusKm, categoryId }));
    },

    /** Seeded localities with their city, for the offline geocoder. */
    listLocalities: () => repo.listLocalities(),
    cityExists: (id: number) => repo.cityExists(id),
    carModelExists: (id: number) => repo.carModelExists(id),
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
