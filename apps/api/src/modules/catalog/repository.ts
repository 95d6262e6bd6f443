import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from '../../db/schema';

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
        })
        .from(t.garages),

    /** Active offerings in menu order: category, then service. */
    listActiveOfferings: () =>
      db
        .select({
          id: t.garageServices.id,
          garageId: t.garageServices.garageId,
          serviceId: t.garageServices.serviceId,
          categoryId: t.services.categoryId,
          pricePaise: t.garageServices.pricePaise,
          strikePricePaise: t.garageServices.strikePricePaise,
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

    /** Offerings by id with their garage's city and their service, active or not. */
    offeringsByIds: (ids: number[]) =>
      db
        .select({
          id: t.garageServices.id,
          garageId: t.garageServices.garageId,
          cityId: t.garages.cityId,
          serviceId: t.garageServices.serviceId,
          serviceName: t.services.name,
          categoryId: t.services.categoryId,
          pricePaise: t.garageServices.pricePaise,
          active: t.garageServices.active,
        })
        .from(t.garageServices)
        .innerJoin(t.garages, eq(t.garages.id, t.garageServices.garageId))
        .innerJoin(t.services, eq(t.services.id, t.garageServices.serviceId))
        .where(inArray(t.garageServices.id, ids)),

    garagesByIds: (ids: number[]) =>
      db
        .select({
          id: t.garages.id,
          cityId: t.garages.cityId,
          name: t.garages.name,
          fullAddress: t.garages.fullAddress,
          latitude: t.garages.latitude,
          longitude: t.garages.longitude,
        })
        .from(t.garages)
        .where(inArray(t.garages.id, ids)),

    carModelsByIds: (ids: number[]) =>
      db
        .select({ id: t.carModels.id, name: t.carModels.name, brand: t.carBrands.name, fuelTypes: t.carModels.fuelTypes })
        .from(t.carModels)
        .innerJoin(t.carBrands, eq(t.carBrands.id, t.carModels.brandId))
        .where(inArray(t.carModels.id, ids)),

    async garageIds(): Promise<number[]> {
      return (await db.select({ id: t.garages.id }).from(t.garages).orderBy(asc(t.garages.id))).map((r) => r.id);
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
