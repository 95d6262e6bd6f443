import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [uniqueIndex('localities_city_name_key').on(t.cityId, t.name), index('localities_lat_idx').on(t.latitude)],
);

export const carBrands = pgTable('car_brands', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  name: text('name').notNull(),
  luxury: boolean('luxury').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const carModels = pgTable(
  'car_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => carBrands.id),
    name: text('name').notNull(),
    segment: varchar('segment', { length: 32 }).notNull(),
    fuelTypes: text('fuel_types').array().notNull(),
  },
  (t) => [uniqueIndex('car_models_brand_name_key').on(t.brandId, t.name)],
);

export const serviceCategories = pgTable('service_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull().unique(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  /** Days after completion the customer may claim the warranty on this category's services (the home page's 30 days by default). */
  warrantyDays: smallint('warranty_days').notNull().default(30),
});

/** The master list of things a service can include ("service_included_master" in the contract). */
export const includedItems = pgTable('included_items', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 96 }).notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    description2: text('description2').notNull(),
    intervalKm: integer('interval_km').notNull(),
    basePricePaise: integer('base_price_paise').notNull(),
    recommended: boolean('recommended').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [index('services_category_idx').on(t.categoryId)],
);

export const serviceIncludedItems = pgTable(
  'service_included_items',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    includedItemId: integer('included_item_id')
      .notNull()
      .references(() => includedItems.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.includedItemId] })],
);

export const garages = pgTable(
  'garages',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 96 }).notNull().unique(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    name: text('name').notNull(),
    fullAddress: text('full_address').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Where order notifications for the garage go: +91XXXXXXXXXX; null for a garage that has not given one. */
    phone: varchar('phone', { length: 13 }),
    /** The garage's GST registration: it is the supplier on the customer's tax invoice. */
    gstin: varchar('gstin', { length: 15 }),
    /** The neighbourhood customers know it by (Koregaon Park, Indiranagar …). */
    locality: text('locality'),
    /** An inactive garage leaves every listing at once; its bookings stay. */
    active: boolean('active').notNull().default(true),
    /** How far from the garage its owner has it pick cars up, in km; null for the default (PICKUP_RADIUS_KM). */
    pickupRadiusKm: smallint('pickup_radius_km'),
  },
  // Nearby search narrows by a latitude band first, then by longitude and exact distance.
  (t) => [index('garages_lat_lng_idx').on(t.latitude, t.longitude)],
);

/** What a garage offers, at what price: the rows the services listing shows and carts hold. */
export const garageServices = pgTable(
  'garage_services',
  {
    id: serial('id').primaryKey(),
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    pricePaise: integer('price_paise').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('garage_services_garage_service_key').on(t.garageId, t.serviceId)],
);

/** What an offering costs for each band of car (hatchback … luxury); existing bookings keep their price. */
export const garageServicePrices = pgTable(
  'garage_service_prices',
  {
    garageServiceId: integer('garage_service_id')
      .notNull()
      .references(() => garageServices.id),
    segment: varchar('segment', { length: 16 }).notNull(),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.garageServiceId, t.segment] }),
    check('garage_service_prices_segment_known', sql`${t.segment} in ('hatchback', 'sedan', 'compact-suv', 'suv-muv', 'luxury')`),
    check('garage_service_prices_positive', sql`${t.pricePaise} > 0`),
  ],
);

/**
 * Every price a band of an offering has had, from when: written when an owner or admin changes it and
 * started with the price at seeding. A struck "was" price is computed from it, never typed (ADR 0051).
 */
export const garageServicePriceChanges = pgTable(
  'garage_service_price_changes',
  {
    id: serial('id').primaryKey(),
    garageServiceId: integer('garage_service_id')
      .notNull()
      .references(() => garageServices.id),
    segment: varchar('segment', { length: 16 }).notNull(),
    pricePaise: integer('price_paise').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('garage_service_price_changes_band_idx').on(t.garageServiceId, t.segment, t.changedAt)],
);
