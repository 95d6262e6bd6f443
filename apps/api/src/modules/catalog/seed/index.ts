import { createHash } from 'node:crypto';
import { GST_STATE_CODES, gstinCheckCharacter, PRICE_SEGMENTS, type PriceSegment, rupeesToPaise } from '@carseva/shared';
import { isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client';
import { catalogRepository } from '../repository';
import * as t from '../schema';
import { brands } from './data/cars';
import { categories, includedItems, services } from './data/catalog';
import { cities } from './data/cities';
import { garages } from './data/garages';
import type { SeedGarage, SeedService } from './types';

/** A stable number in [0, 1) from a text: garages' menus and prices vary, but the same on every run. */
function stableFraction(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** A made-up mobile number for a seeded garage (+91 98xxxxxxxx), the same on every run. */
export function garagePhone(slug: string): string {
  return `+9198${String(Math.floor(stableFraction(`phone:${slug}`) * 1e8)).padStart(8, '0')}`;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const stableLetter = (text: string) => LETTERS[Math.floor(stableFraction(text) * 26)]!;

/**
 * A made-up but well-formed GSTIN for a seeded garage, the same on every run: its state's code, a PAN
 * of a firm ('F', then the name's initial), registration 1, 'Z', and the computed check character.
 */
export function garageGstin(garage: Pick<SeedGarage, 'slug' | 'name'>, state: string): string {
  const stateCode = GST_STATE_CODES[state];
  if (!stateCode) throw new Error(`seed: no GST state code for ${state}`);
  const letters = [0, 1, 2].map((i) => stableLetter(`pan:${i}:${garage.slug}`)).join('');
  const digits = String(Math.floor(stableFraction(`pan-digits:${garage.slug}`) * 1e4)).padStart(4, '0');
  const first14 = `${stateCode}${letters}F${garage.name[0]!.toUpperCase()}${digits}${stableLetter(`pan-check:${garage.slug}`)}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** Rounds to a price ending in 9 (₹2,899 rather than ₹2,893), as shops price. */
function shopPrice(rupees: number): number {
  return Math.max(9, Math.round(rupees / 10) * 10 - 1);
}

/**
 * Each garage prices a service within ±10% of the reference price. The first garage of a city offers
 * the whole menu, so every service can be booked in every city; the others skip about one in seven.
 */
export function garageOffering(garage: SeedGarage, service: SeedService, offersEverything: boolean) {
  const key = `${garage.slug}/${service.slug}`;
  if (!offersEverything && stableFraction(`offers:${key}`) < 1 / 7) return null;
  const factor = 0.9 + stableFraction(`price:${key}`) * 0.2;
  return { pricePaise: rupeesToPaise(shopPrice(service.price * factor)) };
}

function idsBySlug<T extends { id: number; slug: string }>(rows: T[]): Map<string, number> {
  return new Map(rows.map((r) => [r.slug, r.id]));
}

function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return value;
}

/**
 * Inserts the shipped catalog; rows already present are left as they are (but for a garage's missing
 * phone number, or a GST-registered one's missing GSTIN), so it is safe on every start. Two garages are
 * seeded without GST registration, so the product shows bills of supply as well as tax invoices.
 */
export async function seedCatalog(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(t.cities)
      .values(cities.map((c, i) => ({ slug: c.slug, name: c.name, state: c.state, latitude: c.lat, longitude: c.lng, sortOrder: i })))
      .onConflictDoNothing();
    const cityIds = idsBySlug(await tx.select({ id: t.cities.id, slug: t.cities.slug }).from(t.cities));
    await tx
      .insert(t.localities)
      .values(
        cities.flatMap((c) =>
          c.localities.map((l) => ({
            cityId: required(cityIds, c.slug, 'city'),
            name: l.name,
            pincode: l.pincode,
            latitude: l.lat,
            longitude: l.lng,
          })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(t.carBrands)
      .values(brands.map((b, i) => ({ slug: b.slug, name: b.name, luxury: b.luxury, sortOrder: i })))
      .onConflictDoNothing();
    const brandIds = idsBySlug(await tx.select({ id: t.carBrands.id, slug: t.carBrands.slug }).from(t.carBrands));
    await tx
      .insert(t.carModels)
      .values(
        brands.flatMap((b) => b.models.map((m) => ({ brandId: required(brandIds, b.slug, 'brand'), name: m.name, segment: m.segment, fuelTypes: m.fuels }))),
      )
      .onConflictDoNothing();

    await tx
      .insert(t.serviceCategories)
      .values(categories.map((c, i) => ({ slug: c.slug, name: c.name, sortOrder: i, warrantyDays: c.warrantyDays })))
      .onConflictDoNothing();
    const categoryIds = idsBySlug(await tx.select({ id: t.serviceCategories.id, slug: t.serviceCategories.slug }).from(t.serviceCategories));
    await tx
      .insert(t.includedItems)
      .values(includedItems.map((name) => ({ name })))
      .onConflictDoNothing();
    const itemIds = new Map((await tx.select({ id: t.includedItems.id, name: t.includedItems.name }).from(t.includedItems)).map((r) => [r.name, r.id]));
    await tx
      .insert(t.services)
      .values(
        services.map((s, i) => ({
          slug: s.slug,
          categoryId: required(categoryIds, s.categorySlug, 'category'),
          name: s.name,
          description: s.description,
          description2: s.description2,
          intervalKm: s.intervalKm,
          basePricePaise: rupeesToPaise(s.price),
          recommended: s.recommended,
          sortOrder: i,
        })),
      )
      .onConflictDoNothing();
    const serviceIds = idsBySlug(await tx.select({ id: t.services.id, slug: t.services.slug }).from(t.services));
    await tx
      .insert(t.serviceIncludedItems)
      .values(
        services.flatMap((s) =>
          s.included.map((name, position) => ({
            serviceId: required(serviceIds, s.slug, 'service'),
            includedItemId: required(itemIds, name, 'included item'),
            position,
          })),
        ),
      )
      .onConflictDoNothing();

    const stateOfCity = new Map(cities.map((c) => [c.slug, c.state]));
    await tx
      .insert(t.garages)
      .values(
        garages.map((g) => ({
          slug: g.slug,
          cityId: required(cityIds, g.citySlug, 'city'),
          name: g.name,
          fullAddress: g.fullAddress,
          pincode: g.pincode,
          latitude: g.lat,
          longitude: g.lng,
          phone: garagePhone(g.slug),
          gstin: g.gstRegistered === false ? null : garageGstin(g, required(stateOfCity, g.citySlug, 'city')),
        })),
      )
      // A garage seeded before phones or GSTINs were kept gets them (a registered one its GSTIN); any other column, or a value set since, stays.
      .onConflictDoUpdate({
        target: t.garages.slug,
        set: { phone: sql`coalesce(${t.garages.phone}, excluded.phone)`, gstin: sql`coalesce(${t.garages.gstin}, excluded.gstin)` },
        setWhere: or(isNull(t.garages.phone), isNull(t.garages.gstin)),
      });
    const garageIds = idsBySlug(await tx.select({ id: t.garages.id, slug: t.garages.slug }).from(t.garages));
    const firstGarageOfCity = new Set(cities.map((c) => garages.find((g) => g.citySlug === c.slug)?.slug));
    const offerings = garages.flatMap((g) =>
      services.flatMap((s) => {
        const offer = garageOffering(g, s, firstGarageOfCity.has(g.slug));
        return offer ? [{ garageId: required(garageIds, g.slug, 'garage'), serviceId: required(serviceIds, s.slug, 'service'), ...offer }] : [];
      }),
    );
    for (let i = 0; i < offerings.length; i += 1000) {
      await tx
        .insert(t.garageServices)
        .values(offerings.slice(i, i + 1000))
        .onConflictDoNothing();
    }
  });
}

/**
 * How much more each band of car costs than a hatchback: bigger engines, more oil and coolant, more
 * panel to wash; luxury cars take dearer parts and specialist time, several times a hatchback's price.
 */
export const SEGMENT_FACTORS: Record<'mechanical' | 'appearance' | 'paperwork', Record<PriceSegment, number>> = {
  mechanical: { hatchback: 1, sedan: 1.2, 'compact-suv': 1.3, 'suv-muv': 1.55, luxury: 3.5 },
  appearance: { hatchback: 1, sedan: 1.15, 'compact-suv': 1.25, 'suv-muv': 1.4, luxury: 2.2 },
  paperwork: { hatchback: 1, sedan: 1, 'compact-suv': 1, 'suv-muv': 1, luxury: 1.5 },
};
const APPEARANCE = ['car-wash-detailing', 'car-spa-cleaning', 'denting-painting', 'windshields-lights'];
const PAPERWORK = ['insurance-claims'];

/**
 * Gives every offering without band prices one per band, from its hatchback price (shop-rounded to end
 * in 9), and starts the price history of every band that has none with its price today.
 */
export async function seedSegmentPrices(tx: Executor): Promise<void> {
  const factors = (Object.entries(SEGMENT_FACTORS) as [keyof typeof SEGMENT_FACTORS, Record<PriceSegment, number>][]).flatMap(([profile, bySegment]) =>
    PRICE_SEGMENTS.map((segment) => sql`(${profile}, ${segment}, ${bySegment[segment]}::numeric)`),
  );
  const profile = sql`case when c.slug in (${sql.join(
    APPEARANCE.map((slug) => sql`${slug}`),
    sql`, `,
  )}) then 'appearance'
    when c.slug in (${sql.join(
      PAPERWORK.map((slug) => sql`${slug}`),
      sql`, `,
    )}) then 'paperwork' else 'mechanical' end`;
  // Rupees rounded to a price ending in 9, as shops price (₹2,899 rather than ₹2,893).
  const shop = (paise: SQL) => sql`greatest(9, round(${paise} / 1000.0) * 10 - 1) * 100`;
  await tx.execute(sql`
    insert into garage_service_prices (garage_service_id, segment, price_paise)
    select gs.id, f.segment, ${shop(sql`gs.price_paise * f.factor`)}
    from garage_services gs
    join services s on s.id = gs.service_id
    join service_categories c on c.id = s.category_id
    join (values ${sql.join(factors, sql`, `)}) as f(profile, segment, factor) on f.profile = ${profile}
    on conflict do nothing`);
  await tx.execute(sql`
    insert into garage_service_price_changes (garage_service_id, segment, price_paise)
    select p.garage_service_id, p.segment, p.price_paise from garage_service_prices p
    where not exists (select 1 from garage_service_price_changes c where c.garage_service_id = p.garage_service_id and c.segment = p.segment)`);
}

/** Every garage's id: the slots module seeds their slot templates after the catalog is seeded. */
export async function catalogGarageIds(db: Executor): Promise<number[]> {
  return catalogRepository(db).garageIds();
}
