import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';

export interface NearbyQuery {
  latitude: number;
  longitude: number;
  radiusKm: number;
  categoryId?: number;
}

export interface NearbyOfferingRow {
  offering_id: number;
  service_id: number;
  category_id: number;
  service_name: string;
  description: string;
  description2: string;
  interval_km: number;
  recommended: boolean;
  price_paise: number;
  strike_price_paise: number;
  garage_id: number;
  garage_name: string;
  full_address: string;
  latitude: number;
  longitude: number;
  distance_km: number;
}

const KM_PER_DEGREE_LATITUDE = 111.32;

/** A latitude/longitude box that contains the circle, so an index can narrow the search first. */
function boundingBox(lat: number, lng: number, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE_LATITUDE;
  const dLng = radiusKm / (KM_PER_DEGREE_LATITUDE * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

export function catalogRepository(db: Executor) {
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

    async categoryExists(categoryId: number) {
      const rows = await db.select({ id: t.serviceCategories.id }).from(t.serviceCategories).where(eq(t.serviceCategories.id, categoryId));
      return rows.length > 0;
    },

    async cityExists(cityId: number) {
      return (await db.select({ id: t.cities.id }).from(t.cities).where(eq(t.cities.id, cityId))).length > 0;
    },

    async carModelExists(modelId: number) {
      return (await db.select({ id: t.carModels.id }).from(t.carModels).where(eq(t.carModels.id, modelId))).length > 0;
    },

    /**
     * Each service once, from the nearest garage within the radius that offers it; nearest first.
     * The box prefilter uses the garages' coordinate index; the exact distance decides.
     */
    async nearbyOfferings(q: NearbyQuery): Promise<NearbyOfferingRow[]> {
      const box = boundingBox(q.latitude, q.longitude, q.radiusKm);
      const categoryFilter = q.categoryId === undefined ? sql`` : sql`and s.category_id = ${q.categoryId}`;
      const result = await db.execute(sql`
        with near as (
          select g.id, g.name, g.full_address, g.latitude, g.longitude,
            2 * 6371.0088 * asin(least(1, sqrt(
              power(sin(radians(g.latitude - ${q.latitude}) / 2), 2)
              + cos(radians(${q.latitude}::float8)) * cos(radians(g.latitude))
                * power(sin(radians(g.longitude - ${q.longitude}) / 2), 2)))) as distance_km
          from garages g
          where g.latitude between ${box.minLat} and ${box.maxLat}
            and g.longitude between ${box.minLng} and ${box.maxLng}
        ),
        nearest as (
          select distinct on (gs.service_id)
            gs.id as offering_id, gs.service_id, gs.price_paise, gs.strike_price_paise,
            near.id as garage_id, near.name as garage_name, near.full_address, near.latitude, near.longitude, near.distance_km
          from garage_services gs
          join near on near.id = gs.garage_id
          join services s on s.id = gs.service_id
          where near.distance_km <= ${q.radiusKm} and gs.active ${categoryFilter}
          order by gs.service_id, near.distance_km, near.id
        )
        select n.*, s.category_id, s.name as service_name, s.description, s.description2, s.interval_km, s.recommended
        from nearest n
        join services s on s.id = n.service_id
        join service_categories c on c.id = s.category_id
        order by n.distance_km, n.garage_id, c.sort_order, s.sort_order
      `);
      return (result as unknown as { rows: NearbyOfferingRow[] }).rows;
    },

    includedItemsOf: (serviceIds: number[]) =>
      db
        .select({ serviceId: t.serviceIncludedItems.serviceId, id: t.includedItems.id, name: t.includedItems.name })
        .from(t.serviceIncludedItems)
        .innerJoin(t.includedItems, eq(t.includedItems.id, t.serviceIncludedItems.includedItemId))
        .where(inArray(t.serviceIncludedItems.serviceId, serviceIds))
        .orderBy(asc(t.serviceIncludedItems.serviceId), asc(t.serviceIncludedItems.position)),
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
