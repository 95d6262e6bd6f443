import {
  type GarageOffering,
  type GarageRating,
  type OfferingChanges,
  paiseToRupees,
  type PriceSegment,
  priceSegmentOf,
  rupeesToPaise,
  type Brand,
  type CarModel,
  type Category,
  type City,
  listingPoint,
  type Service,
  type ServicePrice,
} from '@carseva/shared';
import { batcher } from '../../lib/batcher';
import { notFound } from '../../lib/errors';
import { say } from '../../lib/i18n';
import { etagOf, type PreparedJson } from '../../lib/prepared-json';
import { garageAdmin } from './garage-admin';
import { buildNearbyIndex } from './nearby-index';
import type { Db, Executor } from '../../db/client';
import { catalogRepository, type CatalogRepository } from './repository';

/** The catalog changes only with a deployment; a short memo spares the database the same reads. */
const CATALOG_TTL_MS = 5 * 60_000;
/** The band whose price is an offering's list ("from") price, and so whose history strikes it. */
const LIST_PRICE_BAND: PriceSegment = 'hatchback';

/**
 * Memoises an async load per key. After the TTL the old value is still served while one refresh
 * runs, so no request waits for a reload; a failed load is not remembered.
 */
function memo<K, V>(load: (key: K) => Promise<V>, ttlMs: number, now: () => number, clearers: (() => void)[]) {
  const entries = new Map<K, { value: Promise<V>; expires: number; refreshing: boolean }>();
  clearers.push(() => entries.clear());
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

/**
 * Memoises rows by id: the ids not yet known are loaded in one query, the rest come from memory; an
 * unknown id is not remembered (it may be created), and a failed load is not either.
 */
function memoByIds<R extends { id: number }>(load: (ids: number[]) => Promise<R[]>, ttlMs: number, now: () => number, clearers: (() => void)[]) {
  const rows = new Map<number, { row: R; expires: number }>();
  clearers.push(() => rows.clear());
  return async (ids: readonly number[]): Promise<R[]> => {
    const at = now();
    const wanted = [...new Set(ids)];
    const missing = wanted.filter((id) => !((rows.get(id)?.expires ?? 0) > at));
    if (missing.length > 0) for (const row of await load(missing)) rows.set(row.id, { row, expires: at + ttlMs });
    return wanted.flatMap((id) => rows.get(id)?.row ?? []);
  };
}

/** Looks rows up by distinct id; no ids, no query. */
async function byIds<R>(ids: readonly number[], load: (ids: number[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(ids)];
  return unique.length === 0 ? [] : load(unique);
}

/** Only a GST-registered garage (one with a GSTIN) charges GST; one without issues bills of supply. */
export const chargesGstOf = (garage: { gstin: string | null }): boolean => garage.gstin !== null;

const brandIcon = (slug: string) => `/icons/brands/${slug}.svg`;
const categoryIcon = (slug: string) => `/icons/categories/${slug}.svg`;

type ServicePart = Omit<Service, 'id' | 'price' | 'strikePrice' | 'price_segment' | 'garage' | 'distance_km'>;

export interface CatalogServiceOptions {
  radiusKm: number;
  now?: () => number;
  /**
   * Tells every API instance that the catalog changed (PostgreSQL NOTIFY), and hears it: each then
   * drops its memo, so a garage's new price or offering shows everywhere at once.
   */
  changes?: { notify(): Promise<void>; listen(onChange: () => void): Promise<() => Promise<void>> };
}

/**
 * What the catalog asks of modules built after it because they need the catalog themselves; the
 * composition root plugs them in with connect() once they exist (ADR 10). Until then cards carry no rating.
 */
export interface CatalogConnections {
  /** Each garage's review rating for the service cards (the reviews module keeps them fresh). */
  ratings: () => Promise<ReadonlyMap<number, GarageRating>>;
}

export function catalogService(db: Db, options: CatalogServiceOptions) {
  const repo = catalogRepository(db);
  const now = options.now ?? Date.now;
  let connections: CatalogConnections | null = null;
  type Offering = Awaited<ReturnType<CatalogRepository['offeringsByIds']>>[number];
  /** Offerings priced for a band of car, read together with those other requests ask for at the moment (ADR 25): one query per band. */
  const offeringsOf = batcher(
    async (asks: { ids: readonly number[]; segment: PriceSegment }[]) => {
      const idsOfBand = new Map<PriceSegment, Set<number>>();
      for (const { ids, segment } of asks) for (const id of ids) idsOfBand.set(segment, (idsOfBand.get(segment) ?? new Set()).add(id));
      const found = new Map<string, Offering>();
      await Promise.all(
        [...idsOfBand].map(async ([segment, ids]) => {
          for (const offering of await repo.offeringsByIds([...ids], segment)) found.set(`${segment}:${offering.id}`, offering);
        }),
      );
      return asks.map(({ ids, segment }) => ({ value: [...new Set(ids)].flatMap((id) => found.get(`${segment}:${id}`) ?? []) }));
    },
    { maxBatch: 100, maxInFlight: 4 },
  );
  const clearers: (() => void)[] = [];
  const cached = <K, V>(load: (key: K) => Promise<V>) => memo(load, CATALOG_TTL_MS, now, clearers);
  const forget = () => clearers.forEach((clear) => clear());
  /** After a change: this instance forgets at once, the others when the notification reaches them. */
  async function changed(): Promise<void> {
    forget();
    await options.changes?.notify();
  }

  const cities = cached(async (): Promise<City[]> => repo.listCities());
  const brands = cached(async (): Promise<Brand[]> =>
    (await repo.listBrands()).map((b) => ({ id: b.id, name: b.name, icon: brandIcon(b.slug), luxury: b.luxury })),
  );
  const models = cached(async (brandId: number): Promise<CarModel[] | null> => {
    const rows = await repo.listModels(brandId);
    if (rows.length === 0 && !(await repo.brandExists(brandId))) return null;
    return rows.map((m) => ({ id: m.id, name: m.name, segment: m.segment, fuel_types: m.fuelTypes }));
  });
  const categories = cached(async (): Promise<Category[]> =>
    (await repo.listCategories()).map((c) => ({ id: c.id, name: c.name, icon: categoryIcon(c.slug) })),
  );

  /** Garages, offerings and services in memory: the services listing is computed without a query. */
  const nearbyModel = cached(async () => {
    const [garages, offerings, services, items, bands, earlierLowest] = await Promise.all([
      repo.listGarages(),
      repo.listActiveOfferings(),
      repo.listServices(),
      repo.listIncludedItems(),
      repo.listBandPrices(),
      repo.earlierLowestPrices(),
    ]);
    // Each bookable offering's price for each band ("id:band"), and its list price for no car ("id").
    // An offering of a switched-off garage is not bookable, so it has none.
    const activeGarages = new Map(garages.map((g) => [g.id, g]));
    // Each bookable offering's garage: whether it charges GST goes with the offering's price to a cart.
    const garageOfOffering = new Map(offerings.flatMap((o) => (activeGarages.has(o.garageId) ? [[o.id, activeGarages.get(o.garageId)!] as const] : [])));
    const priceOf = new Map<string, Omit<ServicePrice, 'id' | 'charges_gst'>>();
    // A struck price is a real earlier one: the band's lowest of the last 30 days, and only when above today's.
    const lowestOf = new Map(earlierLowest.map((l) => [`${l.offeringId}:${l.segment}`, l.lowestPaise]));
    const pricePart = (offeringId: number, price: number, segment: PriceSegment | null) => {
      const lowest = lowestOf.get(`${offeringId}:${segment ?? LIST_PRICE_BAND}`);
      return { price: paiseToRupees(price), strikePrice: lowest !== undefined && lowest > price ? paiseToRupees(lowest) : null, price_segment: segment };
    };
    for (const o of offerings) if (garageOfOffering.has(o.id)) priceOf.set(`${o.id}`, pricePart(o.id, o.pricePaise, null));
    for (const b of bands)
      if (garageOfOffering.has(b.offeringId)) priceOf.set(`${b.offeringId}:${b.segment}`, pricePart(b.offeringId, b.pricePaise, b.segment as PriceSegment));
    // The same, written out once as the listing's "price","strikePrice","price_segment".
    const priceJson = new Map([...priceOf].map(([key, part]) => [key, JSON.stringify(part).slice(1, -1)]));
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
        const part: Omit<Service['garage'], 'rating'> = {
          id: g.id,
          name: g.name,
          address_latitude: g.latitude,
          address_logitude: g.longitude,
          full_address: g.fullAddress,
          charges_gst: chargesGstOf(g),
        };
        // Left open: the rating, which changes with every review, is added per answer.
        return [g.id, JSON.stringify(part).slice(0, -1)];
      }),
    );
    return { index: buildNearbyIndex(garages, offerings), serviceJson, garageJson, priceOf, priceJson, garageOfOffering, loadedAt: now() };
  });

  /** Car models by id with their brand: they change only with a deployment (or a catalog change, which forgets them). */
  const carModels = memoByIds(repo.carModelsByIds, CATALOG_TTL_MS, now, clearers);

  /** A car model's price band, or null for an unknown model. */
  const bandOfModel = async (modelId: number): Promise<PriceSegment | null> => {
    const [model] = await carModels([modelId]);
    return model ? priceSegmentOf(model.segment) : null;
  };
  /** The band of the model asked for; none asked, none; an unknown model is a 404. */
  const bandAskedFor = async (modelId: number | undefined): Promise<PriceSegment | null> => {
    if (modelId === undefined) return null;
    const band = await bandOfModel(modelId);
    if (band === null) throw notFound(`No car model with id ${modelId}`, 'MODEL_NOT_FOUND');
    return band;
  };

  /** Where the chosen city's listing is measured from (ADR 50); a city we do not serve is a 404. */
  const cityListingPoint = async (cityId: number, customer: { latitude: number; longitude: number }) => {
    const city = (await cities(undefined)).find((c) => c.id === cityId);
    if (!city) throw notFound(say('errors.city.notFound'), 'CITY_NOT_FOUND');
    return listingPoint(city, customer);
  };

  return {
    /** Plugs in the modules built after this one (reviews' garage ratings). */
    connect(later: CatalogConnections): void {
      connections = later;
    },

    listCities: () => cities(undefined),
    listBrands: () => brands(undefined),
    listCategories: () => categories(undefined),
    /** Days of warranty by category id (a fresh read: an admin's change counts at once). */
    async warrantyDays(): Promise<Map<number, number>> {
      return new Map((await repo.warrantyDays()).map((c) => [c.id, c.days]));
    },
    /** Every category with its warranty period, in display order (the admin sets them). */
    categoryWarranties: () => repo.warrantyDays(),
    setWarrantyDays: (categoryId: number, days: number) => repo.setWarrantyDays(categoryId, days),

    async listModels(brandId: number): Promise<CarModel[]> {
      const result = await models(brandId);
      if (!result) throw notFound(`No car brand with id ${brandId}`, 'BRAND_NOT_FOUND');
      return result;
    },

    /**
     * Each service once, from the nearest garage within the radius that offers it; nearest first.
     * Answered as `{ success, data: Service[] }` JSON, with an ETag naming the read model and the matches.
     */
    async servicesNear(query: { latitude: number; longitude: number; model?: number; city?: number }, categoryId?: number): Promise<PreparedJson> {
      if (categoryId !== undefined && !(await categories(undefined)).some((c) => c.id === categoryId)) {
        throw notFound(`No service category with id ${categoryId}`, 'CATEGORY_NOT_FOUND');
      }
      const band = await bandAskedFor(query.model);
      const point = query.city === undefined ? query : await cityListingPoint(query.city, query);
      const [{ index, serviceJson, garageJson, priceJson, loadedAt }, ratings] = await Promise.all([nearbyModel(undefined), connections?.ratings()]);
      const matches = index.nearest(point, options.radiusKm, categoryId);
      const ratingJson = (garageId: number) => JSON.stringify(ratings?.get(garageId) ?? null);
      const entries = matches.map(
        ({ offering, garageId, distanceKm }) =>
          `{"id":${offering.id},${serviceJson.get(offering.serviceId)},${(band && priceJson.get(`${offering.id}:${band}`)) ?? priceJson.get(`${offering.id}`)},` +
          `"garage":${garageJson.get(garageId)},"rating":${ratingJson(garageId)}},"distance_km":${Math.round(distanceKm * 100) / 100}}`,
      );
      const identity = matches.map((m) => `${m.offering.id}@${Math.round(m.distanceKm * 100)}:${ratingJson(m.garageId)}`).join(',');
      return { body: `{"success":true,"data":[${entries.join(',')}]}`, etag: etagOf(`${loadedAt}:${band}:${identity}`) };
    },

    /**
     * A cart's services priced for a car, by the rule of the listing and the booking (the band's price,
     * else the list price). A service that can no longer be booked is left out: the cart drops it.
     */
    async pricesFor(ids: readonly number[], modelId?: number): Promise<ServicePrice[]> {
      const band = await bandAskedFor(modelId);
      const { priceOf, garageOfOffering } = await nearbyModel(undefined);
      return ids.flatMap((id) => {
        const part = (band && priceOf.get(`${id}:${band}`)) ?? priceOf.get(`${id}`);
        return part ? [{ id, ...part, charges_gst: chargesGstOf(garageOfOffering.get(id)!) }] : [];
      });
    },

    /** Seeded localities with their city, for the offline geocoder. */
    listLocalities: () => repo.listLocalities(),
    /** Cities by id with their state (a tax invoice's place of supply). */
    citiesByIds: (ids: readonly number[]) => byIds(ids, repo.citiesByIds),
    cityExists: (id: number) => repo.cityExists(id),
    carModelExists: (id: number) => repo.carModelExists(id),

    /*
     * Lookups for the other modules. Offerings and garages read the database, not the memo: bookings
     * price from them, and a garage or price changed since the memo was filled must be seen at once.
     * Car models come from the memo (see ADR 19).
     */

    /** Offerings by id, active or not (the caller decides what is bookable), priced for a band of car. */
    offeringsByIds: (ids: readonly number[], segment: PriceSegment) => (ids.length === 0 ? Promise.resolve([]) : offeringsOf({ ids, segment })),
    garagesByIds: (ids: readonly number[]) => byIds(ids, repo.garagesByIds),
    /** Car models by id with their brand's name and the fuel types they come in. */
    carModelsByIds: carModels,
    async garageExists(id: number): Promise<boolean> {
      return (await repo.garagesByIds([id])).length > 0;
    },
    /** Every garage's id, ascending (slots are seeded per garage). */
    garageIds: () => repo.garageIds(),
    /** How many active garages there are, in how many cities (the public pages' figures). */
    activeFootprint: () => repo.activeFootprint(),

    /** Onboarding and editing garages (admin console); call garagesChanged() once the write commits. */
    garages: garageAdmin(db),
    /** Every instance drops its listings memo: a garage added, edited or switched off shows at once. */
    garagesChanged: changed,

    /** Starts hearing other instances' changes; the returned function stops. */
    listenForChanges: () => options.changes?.listen(forget) ?? Promise.resolve(async () => {}),

    /** A garage's offerings as it manages them: each band's price, on or off. */
    async offeringsOf(garageId: number): Promise<GarageOffering[]> {
      const [offerings, bands] = await Promise.all([repo.offeringsOfGarage(garageId), repo.bandPricesOfGarage(garageId)]);
      return offerings.map((o) => ({
        id: o.id,
        service_name: o.serviceName,
        category_id: o.categoryId,
        active: o.active,
        prices: Object.fromEntries(
          bands.filter((b) => b.offeringId === o.id).map((b) => [b.segment, { price: paiseToRupees(b.pricePaise) }]),
        ) as GarageOffering['prices'],
      }));
    },

    /**
     * Changes prices (per band) and switches offerings on or off; bookings already made keep their price.
     * `audit` writes the change's audit entry in its transaction.
     */
    /** Sets how far the garage picks cars up (null: the default), audited in the same transaction; bookings read it fresh. */
    async setPickupRadius(garageId: number, km: number | null, audit?: (tx: Executor) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await catalogRepository(tx).setPickupRadius(garageId, km);
        await audit?.(tx);
      });
    },

    async updateOfferings(garageId: number, changes: OfferingChanges, audit?: (tx: Executor) => Promise<void>): Promise<GarageOffering[]> {
      const own = new Set((await repo.offeringsOfGarage(garageId)).map((o) => o.id));
      const foreign = changes.offerings.find((c) => !own.has(c.id));
      if (foreign) throw notFound(`Offering ${foreign.id} is not one of this garage’s services`, 'OFFERING_NOT_FOUND');
      await db.transaction(async (tx) => {
        const txRepo = catalogRepository(tx);
        for (const change of changes.offerings) {
          const bands = Object.entries(change.prices ?? {}).map(([segment, p]) => ({ segment, pricePaise: rupeesToPaise(p.price) }));
          await txRepo.setOffering(change.id, { active: change.active, bands });
        }
        await audit?.(tx);
      });
      await changed();
      return this.offeringsOf(garageId);
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
