import { and, asc, count, countDistinct, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PriceSegment } from '@carseva/shared';
import type { Executor } from '../../db/client';
import { compiledQuery, isAnyOf } from '../../db/compiled-query';
import * as t from './schema';

/** What other modules show of a garage: on an order, an invoice, a message. */
const garageFields = {
  id: t.garages.id,
  cityId: t.garages.cityId,
  name: t.garages.name,
  fullAddress: t.garages.fullAddress,
  latitude: t.garages.latitude,
  longitude: t.garages.longitude,
  phone: t.garages.phone,
  pincode: t.garages.pincode,
  gstin: t.garages.gstin,
  pickupRadiusKm: t.garages.pickupRadiusKm,
};

/**
 * Offerings with their price for one band of car (the list price where the band has none), and their
 * garage (read with them, so a booking needs no second query for the garage its order names).
 */
const offeringsWhere = (which: SQL) =>
  compiledQuery((qb) =>
    qb
      .select({
        id: t.garageServices.id,
        garageId: t.garageServices.garageId,
        cityId: t.garages.cityId,
        garage: garageFields,
        serviceId: t.garageServices.serviceId,
        serviceName: t.services.name,
        categoryId: t.services.categoryId,
        pricePaise: sql<number>`coalesce(${t.garageServicePrices.pricePaise}, ${t.garageServices.pricePaise})`.mapWith(Number),
        // A switched-off garage's services are no longer bookable.
        active: sql<boolean>`${t.garageServices.active} and ${t.garages.active}`,
      })
      .from(t.garageServices)
      .innerJoin(t.garages, eq(t.garages.id, t.garageServices.garageId))
      .innerJoin(t.services, eq(t.services.id, t.garageServices.serviceId))
      .leftJoin(
        t.garageServicePrices,
        and(eq(t.garageServicePrices.garageServiceId, t.garageServices.id), eq(t.garageServicePrices.segment, sql.placeholder('segment'))),
      )
      .where(which),
  );
const offeringsByIdsQuery = offeringsWhere(isAnyOf(t.garageServices.id, 'ids'));
/**
 * The same for one id (most bookings are of one service), written `id = $1`: PostgreSQL plans an
 * `= any($1)` of this join for ten ids, a plan it judges dearer than planning each call anew for the
 * ids given, so it planned it on every call, which cost several times its execution (bench/RESULTS.md).
 * For `id = $1` the cached generic plan is the custom one, and is kept.
 */
const offeringByIdQuery = offeringsWhere(eq(t.garageServices.id, sql.placeholder('id')));

const garagesByIdsQuery = compiledQuery((qb) => qb.select(garageFields).from(t.garages).where(isAnyOf(t.garages.id, 'ids')));

export function catalogRepository(db: Executor) {
  /** Band prices of the offerings that match (all active ones, or one garage's). */
  const bandPricesWhere = (which: SQL) =>
    db
      .select({
        offeringId: t.garageServicePrices.garageServiceId,
        segment: t.garageServicePrices.segment,
        pricePaise: t.garageServicePrices.pricePaise,
      })
      .from(t.garageServicePrices)
      .innerJoin(t.garageServices, eq(t.garageServices.id, t.garageServicePrices.garageServiceId))
      .where(which);

  return {
    listCities: () =>
      db
        .select({ id: t.cities.id, name: t.cities.name, latitude: t.cities.latitude, longitude: t.cities.longitude })
        .from(t.cities)
        .orderBy(asc(t.cities.sortOrder), asc(t.cities.id)),

    listLocalities: () =>
      db
        .select({
          name: t.localities.name,
          pincode: t.localities.pincode,
          latitude: t.localities.latitude,
          longitude: t.localities.longitude,
          city: t.cities.name,
          state: t.cities.state,
        })
        .from(t.localities)
        .innerJoin(t.cities, eq(t.cities.id, t.localities.cityId)),

    listBrands: () =>
      db
        .select({ id: t.carBrands.id, slug: t.carBrands.slug, name: t.carBrands.name, luxury: t.carBrands.luxury })
        .from(t.carBrands)
        .orderBy(asc(t.carBrands.sortOrder), asc(t.carBrands.id)),

    async brandExists(brandId: number) {
      const rows = await db.select({ id: t.carBrands.id }).from(t.carBrands).where(eq(t.carBrands.id, brandId));
      return rows.length > 0;
    },

    listModels: (brandId: number) =>
      db
        .select({ id: t.carModels.id, name: t.carModels.name, segment: t.carModels.segment, fuelTypes: t.carModels.fuelTypes })
        .from(t.carModels)
        .where(eq(t.carModels.brandId, brandId))
        .orderBy(asc(t.carModels.name)),

    listCategories: () =>
      db
        .select({ id: t.serviceCategories.id, slug: t.serviceCategories.slug, name: t.serviceCategories.name })
        .from(t.serviceCategories)
        .orderBy(asc(t.serviceCategories.sortOrder), asc(t.serviceCategories.id)),

    /** Each category's warranty period in days (a few rows: read whole). */
    warrantyDays: () =>
      db
        .select({ id: t.serviceCategories.id, name: t.serviceCategories.name, days: t.serviceCategories.warrantyDays })
        .from(t.serviceCategories)
        .orderBy(asc(t.serviceCategories.sortOrder), asc(t.serviceCategories.id)),

    /** Sets a category's warranty period; false when there is no such category. */
    async setWarrantyDays(id: number, days: number): Promise<boolean> {
      const rows = await db
        .update(t.serviceCategories)
        .set({ warrantyDays: days })
        .where(eq(t.serviceCategories.id, id))
        .returning({ id: t.serviceCategories.id });
      return rows.length > 0;
    },

    async cityExists(cityId: number) {
      return (await db.select({ id: t.cities.id }).from(t.cities).where(eq(t.cities.id, cityId))).length > 0;
    },

    async carModelExists(modelId: number) {
      return (await db.select({ id: t.carModels.id }).from(t.carModels).where(eq(t.carModels.id, modelId))).length > 0;
    },

    /** Everything the services listing is built from; small enough to hold in memory (see nearby-index). */
    listGarages: () =>
      db
        .select({
          id: t.garages.id,
          name: t.garages.name,
          fullAddress: t.garages.fullAddress,
          latitude: t.garages.latitude,
          longitude: t.garages.longitude,
          gstin: t.garages.gstin,
        })
        .from(t.garages)
        .where(eq(t.garages.active, true)),

    /** Active offerings in menu order: category, then service. */
    listActiveOfferings: () =>
      db
        .select({
          id: t.garageServices.id,
          garageId: t.garageServices.garageId,
          serviceId: t.garageServices.serviceId,
          categoryId: t.services.categoryId,
          pricePaise: t.garageServices.pricePaise,
        })
        .from(t.garageServices)
        .innerJoin(t.services, eq(t.services.id, t.garageServices.serviceId))
        .innerJoin(t.serviceCategories, eq(t.serviceCategories.id, t.services.categoryId))
        .where(eq(t.garageServices.active, true))
        .orderBy(asc(t.serviceCategories.sortOrder), asc(t.services.sortOrder), asc(t.garageServices.id)),

    listServices: () =>
      db
        .select({
          id: t.services.id,
          categoryId: t.services.categoryId,
          name: t.services.name,
          description: t.services.description,
          description2: t.services.description2,
          intervalKm: t.services.intervalKm,
          recommended: t.services.recommended,
        })
        .from(t.services),

    listIncludedItems: () =>
      db
        .select({ serviceId: t.serviceIncludedItems.serviceId, id: t.includedItems.id, name: t.includedItems.name })
        .from(t.serviceIncludedItems)
        .innerJoin(t.includedItems, eq(t.includedItems.id, t.serviceIncludedItems.includedItemId))
        .orderBy(asc(t.serviceIncludedItems.serviceId), asc(t.serviceIncludedItems.position)),

    /** Offerings by id, active or not, with their garage's city, their service, and their price for one band of car. */
    offeringsByIds: (ids: number[], segment: PriceSegment) =>
      ids.length === 1 ? offeringByIdQuery(db, { id: ids[0], segment }) : offeringsByIdsQuery(db, { ids, segment }),

    /** Every active offering's band prices (the services listing prices the customer's car from them). */
    listBandPrices: () => bandPricesWhere(eq(t.garageServices.active, true)),

    /**
     * Each band's lowest earlier price of the last 30 days: the least of the prices before today's that
     * were still in force at some time in those 30 days (one raised and then cut within them counts at its
     * lower, earlier figure). A band whose price has not changed has none.
     */
    async earlierLowestPrices(): Promise<{ offeringId: number; segment: string; lowestPaise: number }[]> {
      const result = (await db.execute(sql`
        select garage_service_id as offering_id, segment, min(price_paise)::int as lowest_paise
        from (
          select garage_service_id, segment, price_paise,
                 lead(changed_at) over band as ended_at
          from ${t.garageServicePriceChanges}
          window band as (partition by garage_service_id, segment order by changed_at, id)
        ) history
        where ended_at is not null and ended_at > now() - interval '30 days'
        group by garage_service_id, segment`)) as unknown as { rows: { offering_id: number; segment: string; lowest_paise: number }[] };
      return result.rows.map((r) => ({ offeringId: Number(r.offering_id), segment: r.segment, lowestPaise: Number(r.lowest_paise) }));
    },

    garagesByIds: (ids: number[]) => garagesByIdsQuery(db, { ids }),
    setPickupRadius: (garageId: number, km: number | null) => db.update(t.garages).set({ pickupRadiusKm: km }).where(eq(t.garages.id, garageId)),

    citiesByIds: (ids: number[]) => db.select({ id: t.cities.id, name: t.cities.name, state: t.cities.state }).from(t.cities).where(inArray(t.cities.id, ids)),

    carModelsByIds: (ids: number[]) =>
      db
        .select({
          id: t.carModels.id,
          name: t.carModels.name,
          brandId: t.carModels.brandId,
          brand: t.carBrands.name,
          fuelTypes: t.carModels.fuelTypes,
          segment: t.carModels.segment,
        })
        .from(t.carModels)
        .innerJoin(t.carBrands, eq(t.carBrands.id, t.carModels.brandId))
        .where(inArray(t.carModels.id, ids)),

    offeringsOfGarage: (garageId: number) =>
      db
        .select({ id: t.garageServices.id, serviceName: t.services.name, categoryId: t.services.categoryId, active: t.garageServices.active })
        .from(t.garageServices)
        .innerJoin(t.services, eq(t.services.id, t.garageServices.serviceId))
        .where(eq(t.garageServices.garageId, garageId))
        .orderBy(asc(t.services.categoryId), asc(t.services.sortOrder)),

    bandPricesOfGarage: (garageId: number) => bandPricesWhere(eq(t.garageServices.garageId, garageId)),

    /**
     * An offering's bands (upserted) and whether it is offered; the hatchback band is its list price. Each
     * band whose price changes is written to the price history, from which struck prices are computed.
     */
    async setOffering(id: number, change: { active?: boolean; bands: { segment: string; pricePaise: number }[] }): Promise<void> {
      if (change.bands.length > 0) {
        const before = new Map((await bandPricesWhere(eq(t.garageServices.id, id))).map((b) => [b.segment, b.pricePaise] as const));
        const changed = change.bands.filter((b) => before.get(b.segment) !== b.pricePaise);
        if (changed.length > 0) await db.insert(t.garageServicePriceChanges).values(changed.map((b) => ({ garageServiceId: id, ...b })));
        await db
          .insert(t.garageServicePrices)
          .values(change.bands.map((b) => ({ garageServiceId: id, ...b })))
          .onConflictDoUpdate({
            target: [t.garageServicePrices.garageServiceId, t.garageServicePrices.segment],
            set: { pricePaise: sql`excluded.price_paise` },
          });
      }
      const hatchback = change.bands.find((b) => b.segment === 'hatchback');
      const set = {
        ...(change.active === undefined ? {} : { active: change.active }),
        ...(hatchback ? { pricePaise: hatchback.pricePaise } : {}),
      };
      if (Object.keys(set).length > 0) await db.update(t.garageServices).set(set).where(eq(t.garageServices.id, id));
    },

    /** Active garages, and the cities they are in. */
    async activeFootprint(): Promise<{ garages: number; cities: number }> {
      const [row] = await db
        .select({ garages: count(), cities: countDistinct(t.garages.cityId) })
        .from(t.garages)
        .where(eq(t.garages.active, true));
      return { garages: row?.garages ?? 0, cities: row?.cities ?? 0 };
    },

    async garageIds(): Promise<number[]> {
      return (await db.select({ id: t.garages.id }).from(t.garages).orderBy(asc(t.garages.id))).map((r) => r.id);
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
