import { paiseToRupees, type Brand, type CarModel, type Category, type City, type Service } from '@carseva/shared';
import { notFound } from '../../lib/errors';
import { etagOf, type PreparedJson } from '../../lib/prepared-json';
import { buildNearbyIndex } from './nearby-index';
import type { CatalogRepository } from './repository';

/** The catalog changes only with a deployment; a short memo spares the database the same reads. */
const CATALOG_TTL_MS = 5 * 60_000;

/**
 * Memoises an async load per key. After the TTL the old value is still served while one refresh
 * runs, so no request waits for a reload; a failed load is not remembered.
 */
function memo<K, V>(load: (key: K) => Promise<V>, ttlMs: number, now: () => number) {
  const entries = new Map<K, { value: Promise<V>; expires: number; refreshing: boolean }>();
  const fetchInto = (key: K) => {
    const value = load(key);
    const entry = { value, expires: now() + ttlMs, refreshing: false };
    value.catch(() => entries.get(key) === entry && entries.delete(key));
    return { value, entry };
  };
  return (key: K): Promise<V> => {
    const hit = entries.get(key);
    if (!hit) {
      const { value, entry } = fetchInto(key);
      entries.set(key, entry);
      return value;
    }
    if (hit.expires <= now() && !hit.refreshing) {
      hit.refreshing = true;
      const { value, entry } = fetchInto(key);
      value.then(
        () => entries.set(key, entry),
        () => (hit.refreshing = false),
      );
    }
    return hit.value;
  };
}

/** Looks rows up by distinct id; no ids, no query. */
async function byIds<R>(ids: readonly number[], load: (ids: number[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : load(unique);
}

const brandIcon = (slug: string) => `/icons/brands/${slug}.svg`;
const categoryIcon = (slug: string) => `/icons/categories/${slug}.svg`;

type ServicePart = Omit<Service, 'id' | 'price' | 'strikePrice' | 'garage' | 'distance_km'>;

export interface CatalogServiceOptions {
  radiusKm: number;
  now?: () => number;
}

export function catalogService(repo: CatalogRepository, options: CatalogServiceOptions) {
  const now = options.now ?? Date.now;
  const cached = <K, V>(load: (key: K) => Promise<V>) => memo(load, CATALOG_TTL_MS, now);

  const cities = cached(async (): Promise<City[]> => repo.listCities());
  const brands = cached(
    async (): Promise<Brand[]> => (await repo.listBrands()).map((b) => ({ id: b.id, name: b.name, icon: brandIcon(b.slug), luxury: b.luxury })),
  );
  const models = cached(async (brandId: number): Promise<CarModel[] | null> => {
    const rows = await repo.listModels(brandId);
    if (rows.length === 0 && !(await repo.brandExists(brandId))) return null;
    return rows.map((m) => ({ id: m.id, name: m.name, segment: m.segment, fuel_types: m.fuelTypes }));
  });
  const categories = cached(
    async (): Promise<Category[]> => (await repo.listCategories()).map((c) => ({ id: c.id, name: c.name, icon: categoryIcon(c.slug) })),
  );

  /** Garages, offerings and services in memory: the services listing is computed without a query. */
  const nearbyModel = cached(async () => {
    const [garages, offerings, services, items] = await Promise.all([
      repo.listGarages(),
      repo.listActiveOfferings(),
      repo.listServices(),
      repo.listIncludedItems(),
    ]);
    const itemsByService = Map.groupBy(items, (i) => i.serviceId);
    // Each service's and garage's part of a listing entry, written out once: an answer only joins them.
    const serviceJson = new Map<number, string>(
      services.map((s) => {
        const part: ServicePart = {
          category_id: s.categoryId,
          service_name: s.name,
          description: s.description,
          description2: s.description2,
          interval_km: s.intervalKm,
          recommended: s.recommended,
          included_services: (itemsByService.get(s.id) ?? []).map((i) => ({ id: i.id, service_included_master: { name: i.name } })),
        };
        return [s.id, JSON.stringify(part).slice(1, -1)];
      }),
    );
    const garageJson = new Map<number, string>(
      garages.map((g) => {
        const part: Service['garage'] = { id: g.id, name: g.name, address_latitude: g.latitude, address_logitude: g.longitude, full_address: g.fullAddress };
        return [g.id, JSON.stringify(part)];
      }),
    );
    return { index: buildNearbyIndex(garages, offerings), serviceJson, garageJson, loadedAt: now() };
  });

  return {
    listCities: () => cities(undefined),
    listBrands: () => brands(undefined),
    listCategories: () => categories(undefined),

    async listModels(brandId: number): Promise<CarModel[]> {
      const result = await models(brandId);
      if (!result) throw notFound(`No car brand with id ${brandId}`, 'BRAND_NOT_FOUND');
      return result;
    },

    /**
     * Each service once, from the nearest garage within the radius that offers it; nearest first.
     * Answered as `{ success, data: Service[] }` JSON, with an ETag naming the read model and the matches.
     */
    async servicesNear(point: { latitude: number; longitude: number }, categoryId?: number): Promise<PreparedJson> {
      if (categoryId !== undefined && !(await categories(undefined)).some((c) => c.id === categoryId)) {
        throw notFound(`No service category with id ${categoryId}`, 'CATEGORY_NOT_FOUND');
      }
      const { index, serviceJson, garageJson, loadedAt } = await nearbyModel(undefined);
      const matches = index.nearest(point, options.radiusKm, categoryId);
      const entries = matches.map(
        ({ offering, garageId, distanceKm }) =>
          `{"id":${offering.id},${serviceJson.get(offering.serviceId)},"price":${paiseToRupees(offering.pricePaise)},` +
          `"strikePrice":${paiseToRupees(offering.strikePricePaise)},"garage":${garageJson.get(garageId)},"distance_km":${Math.round(distanceKm * 100) / 100}}`,
      );
      const identity = matches.map((m) => `${m.offering.id}@${Math.round(m.distanceKm * 100)}`).join(',');
      return { body: `{"success":true,"data":[${entries.join(',')}]}`, etag: etagOf(`${loadedAt}:${identity}`) };
    },

    /** Seeded localities with their city, for the offline geocoder. */
    listLocalities: () => repo.listLocalities(),
    cityExists: (id: number) => repo.cityExists(id),
    carModelExists: (id: number) => repo.carModelExists(id),

    /*
     * Lookups for the other modules. They read the database, not the memo: bookings price from them,
     * and a garage or price changed since the memo was filled must be seen at once.
     */

    /** Offerings by id, active or not (the caller decides what is bookable), with garage city and service. */
    offeringsByIds: (ids: readonly number[]) => byIds(ids, repo.offeringsByIds),
    garagesByIds: (ids: readonly number[]) => byIds(ids, repo.garagesByIds),
    /** Car models by id with their brand's name and the fuel types they come in. */
    carModelsByIds: (ids: readonly number[]) => byIds(ids, repo.carModelsByIds),
    async garageExists(id: number): Promise<boolean> {
      return (await repo.garagesByIds([id])).length > 0;
    },
    /** Every garage's id, ascending (slots are seeded per garage). */
    garageIds: () => repo.garageIds(),
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
