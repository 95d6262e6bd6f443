import { sql } from 'drizzle-orm';
import {
  boolean,
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
    baseStrikePricePaise: integer('base_strike_price_paise').notNull(),
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
    strikePricePaise: integer('strike_price_paise').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('garage_services_garage_service_key').on(t.garageId, t.serviceId)],
);

export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  phone: varchar('phone', { length: 13 }).notNull(),
  cityId: integer('city_id').references(() => cities.id),
  carModelId: integer('car_model_id').references(() => carModels.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: varchar('phone', { length: 13 }).notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

// ── Accounts ─────────────────────────────────────────────────────────────────────────────────────
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** +91XXXXXXXXXX */
    mobileNo: varchar('mobile_no', { length: 13 }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    username: varchar('username', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('users_mobile_no_key').on(t.mobileNo), uniqueIndex('users_username_key').on(sql`lower(${t.username})`)],
);

/** Signed-in devices. Only a hash of the token is kept, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * The one live one-time code per (mobile number, purpose): a resend replaces it, a successful check
 * deletes it. A sign-up keeps the details it was requested with until the code is confirmed.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobileNo: varchar('mobile_no', { length: 13 }).notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    codeHmac: varchar('code_hmac', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signupName: text('signup_name'),
    signupEmail: text('signup_email'),
    signupUsername: varchar('signup_username', { length: 30 }),
  },
  (t) => [uniqueIndex('otp_codes_mobile_purpose_key').on(t.mobileNo, t.purpose)],
);
