import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import {
  type AdminGarage,
  type adminGarageBody,
  type adminGaragesQuery,
  type AdminPage,
  type CatalogServiceChoice,
  paiseToRupees,
  pageMetaOf,
} from '@carseva/shared';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { notFound, unprocessable } from '../../lib/errors';
import * as t from './schema';
import { seedSegmentPrices } from './seed';

export const GARAGES_PAGE_SIZE = 20;

type GarageInput = z.output<typeof adminGarageBody>;
type GarageQuery = z.output<typeof adminGaragesQuery>;
export type GarageRecord = AdminGarage;

const slugOf = (name: string, id: number) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)}-${id}`;

const garageColumns = {
  id: t.garages.id,
  name: t.garages.name,
  cityId: t.garages.cityId,
  cityName: t.cities.name,
  locality: t.garages.locality,
  fullAddress: t.garages.fullAddress,
  pincode: t.garages.pincode,
  latitude: t.garages.latitude,
  longitude: t.garages.longitude,
  phone: t.garages.phone,
  gstin: t.garages.gstin,
  active: t.garages.active,
};
interface GarageSelect {
  id: number;
  name: string;
  cityId: number;
  cityName: string;
  locality: string | null;
  fullAddress: string;
  pincode: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  gstin: string | null;
  active: boolean;
  offerings: number;
}

const toRecord = (g: GarageSelect): GarageRecord => ({
  id: g.id,
  name: g.name,
  city: { id: g.cityId, name: g.cityName },
  locality: g.locality,
  full_address: g.fullAddress,
  pincode: g.pincode,
  latitude: g.latitude,
  longitude: g.longitude,
  phone: g.phone,
  gstin: g.gstin,
  active: g.active,
  offerings: g.offerings,
});

const SORTS = { name: t.garages.name, city: t.cities.name, id: t.garages.id } as const;

/**
 * The platform team's side of garages: onboarding, editing, switching off. Writes run in the caller's
 * transaction (the admin module records the audit entry in it); the caller then announces the change
 * (catalogService.garagesChanged) so every instance's listings follow at once.
 */
export function garageAdmin(db: Executor) {
  function select(executor: Executor) {
    return executor
      .select({ ...garageColumns, offerings: count(t.garageServices.id) })
      .from(t.garages)
      .innerJoin(t.cities, eq(t.cities.id, t.garages.cityId))
      .leftJoin(t.garageServices, and(eq(t.garageServices.garageId, t.garages.id), eq(t.garageServices.active, true)))
      .groupBy(t.garages.id, t.cities.name);
  }

  async function one(id: number, executor: Executor = db): Promise<GarageRecord> {
    const [row] = await select(executor).where(eq(t.garages.id, id));
    if (!row) throw notFound('Garage not found.', 'GARAGE_NOT_FOUND');
    return toRecord(row);
  }

  async function requireCity(cityId: number, executor: Executor) {
    const [city] = await executor.select({ id: t.cities.id }).from(t.cities).where(eq(t.cities.id, cityId));
    if (!city) throw unprocessable('Unknown city', { city_id: [`No city with id ${cityId}`] }, 'UNKNOWN_REFERENCE');
  }

  const columnsOf = (input: Partial<GarageInput>) => ({
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.city_id === undefined ? {} : { cityId: input.city_id }),
    ...(input.locality === undefined ? {} : { locality: input.locality }),
    ...(input.full_address === undefined ? {} : { fullAddress: input.full_address }),
    ...(input.pincode === undefined ? {} : { pincode: input.pincode }),
    ...(input.latitude === undefined ? {} : { latitude: input.latitude }),
    ...(input.longitude === undefined ? {} : { longitude: input.longitude }),
    ...(input.phone === undefined ? {} : { phone: `+91${input.phone}` }),
    ...(input.gstin === undefined ? {} : { gstin: input.gstin ?? null }),
    ...(input.active === undefined ? {} : { active: input.active }),
  });

  return {
    one,

    async list(query: GarageQuery): Promise<AdminPage<GarageRecord>> {
      const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where: SQL | undefined = and(
        words ? or(ilike(t.garages.name, words), ilike(t.garages.locality, words), ilike(t.garages.fullAddress, words)) : undefined,
        query.city === undefined ? undefined : eq(t.garages.cityId, query.city),
        query.active === undefined ? undefined : eq(t.garages.active, query.active),
      );
      const sortColumn = SORTS[query.sort];
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(t.garages).where(where),
        select(db)
          .where(where)
          .orderBy(query.order === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(t.garages.id))
          .limit(GARAGES_PAGE_SIZE)
          .offset((query.page - 1) * GARAGES_PAGE_SIZE),
      ]);
      return {
        data: rows.map(toRecord),
        meta: pageMetaOf(query.page, total!.n, GARAGES_PAGE_SIZE),
      };
    },

    /** The master list of services a new garage may start with, at their list prices. */
    async serviceChoices(): Promise<CatalogServiceChoice[]> {
      const rows = await db
        .select({ id: t.services.id, name: t.services.name, category: t.serviceCategories.name, pricePaise: t.services.basePricePaise })
        .from(t.services)
        .innerJoin(t.serviceCategories, eq(t.serviceCategories.id, t.services.categoryId))
        .orderBy(asc(t.serviceCategories.sortOrder), asc(t.services.sortOrder));
      return rows.map((r) => ({ id: r.id, name: r.name, category: r.category, price: paiseToRupees(r.pricePaise) }));
    },

    /** A new garage, offering the chosen services at their list prices (each band priced as the seed does). */
    async create(input: GarageInput, serviceIds: readonly number[], tx: Executor): Promise<GarageRecord> {
      await requireCity(input.city_id, tx);
      const ids = [...new Set(serviceIds)];
      const services = ids.length === 0 ? [] : await tx.select().from(t.services).where(inArray(t.services.id, ids));
      const unknown = ids.filter((id) => !services.some((s) => s.id === id));
      if (unknown.length > 0) throw unprocessable('Unknown services', { service_ids: [`No service with id ${unknown.join(', ')}`] }, 'UNKNOWN_REFERENCE');
      const [row] = await tx
        .insert(t.garages)
        .values({
          ...columnsOf(input),
          slug: `new-${crypto.randomUUID()}`,
          cityId: input.city_id,
          name: input.name,
          fullAddress: input.full_address,
          pincode: input.pincode,
          latitude: input.latitude,
          longitude: input.longitude,
        })
        .returning({ id: t.garages.id });
      await tx
        .update(t.garages)
        .set({ slug: slugOf(input.name, row!.id) })
        .where(eq(t.garages.id, row!.id));
      if (services.length > 0) {
        await tx.insert(t.garageServices).values(services.map((s) => ({ garageId: row!.id, serviceId: s.id, pricePaise: s.basePricePaise })));
        await seedSegmentPrices(tx);
      }
      return one(row!.id, tx);
    },

    /** Changes the given fields; returns the garage before and after. */
    async update(id: number, input: Partial<GarageInput>, tx: Executor): Promise<{ before: GarageRecord; after: GarageRecord }> {
      const before = await one(id, tx);
      if (input.city_id !== undefined) await requireCity(input.city_id, tx);
      const set = columnsOf(input);
      if (Object.keys(set).length > 0) await tx.update(t.garages).set(set).where(eq(t.garages.id, id));
      return { before, after: await one(id, tx) };
    },
  };
}

export type GarageAdmin = ReturnType<typeof garageAdmin>;
