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

// ── Slots, bookings, payments ──────────────────────────────────────────────────────────────────
/** A garage's recurring daily slot (IST wall-clock times) and how many cars it takes. */
export const slotTemplates = pgTable(
  'slot_templates',
  {
    id: serial('id').primaryKey(),
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    /** HH:MM:SS */
    startTime: varchar('start_time', { length: 8 }).notNull(),
    endTime: varchar('end_time', { length: 8 }).notNull(),
    capacity: smallint('capacity').notNull(),
  },
  (t) => [uniqueIndex('slot_templates_garage_start_key').on(t.garageId, t.startTime), check('slot_templates_capacity_positive', sql`${t.capacity} > 0`)],
);

/**
 * Seats taken in one slot on one date. The booking transaction increments `booked` only while it is
 * below `capacity`, so the database, not the code path, forbids overbooking.
 */
export const slotUsage = pgTable(
  'slot_usage',
  {
    slotTemplateId: integer('slot_template_id')
      .notNull()
      .references(() => slotTemplates.id),
    /** YYYY-MM-DD, IST */
    date: varchar('date', { length: 10 }).notNull(),
    booked: integer('booked').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slotTemplateId, t.date] }), check('slot_usage_within_capacity', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`)],
);

export const coupons = pgTable('coupons', {
  code: varchar('code', { length: 20 }).primaryKey(),
  percentOff: smallint('percent_off'),
  flatOffPaise: integer('flat_off_paise'),
  maxDiscountPaise: integer('max_discount_paise'),
  minSubtotalPaise: integer('min_subtotal_paise').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    trackingId: varchar('tracking_id', { length: 24 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    garageId: integer('garage_id')
      .notNull()
      .references(() => garages.id),
    slotTemplateId: integer('slot_template_id')
      .notNull()
      .references(() => slotTemplates.id),
    bookingDate: varchar('booking_date', { length: 10 }).notNull(),
    bookingTime: varchar('booking_time', { length: 8 }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    carModelId: integer('car_model_id').references(() => carModels.id),
    fuelType: varchar('fuel_type', { length: 20 }),
    address: text('address').notNull(),
    pincode: varchar('pincode', { length: 6 }).notNull(),
    gstin: varchar('gstin', { length: 15 }),
    couponCode: varchar('coupon_code', { length: 20 }),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    paymentMode: varchar('payment_mode', { length: 8 }).notNull(),
    paymentStatus: varchar('payment_status', { length: 8 }).notNull(),
    serviceStatus: varchar('service_status', { length: 12 }).notNull(),
    /** An unpaid online booking keeps its seat until then; null once paid, and for cash bookings. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bookings_tracking_id_key').on(t.trackingId),
    index('bookings_user_created_idx').on(t.userId, t.createdAt),
    index('bookings_hold_idx').on(t.holdExpiresAt),
  ],
);

/** The garage offerings a booking holds, at the price charged. */
export const bookingItems = pgTable(
  'booking_items',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    garageServiceId: integer('garage_service_id')
      .notNull()
      .references(() => garageServices.id),
    pricePaise: integer('price_paise').notNull(),
    position: smallint('position').notNull(),
    /** What was bought, as the catalog named and filed it at booking time: the order shows it even if the catalog changes. */
    serviceName: text('service_name').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.garageServiceId] })],
);

/** What happened to a booking and when: the order page's timeline. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: varchar('kind', { length: 24 }).notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId)],
);

/** A gateway order for a booking; paid once, whichever of verify, webhook or reconciler gets there first. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payments_gateway_order_key').on(t.provider, t.gatewayOrderId), index('payments_booking_idx').on(t.bookingId)],
);

/** Webhook event ids already processed, so a redelivered event does nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: varchar('provider', { length: 16 }).notNull(),
    eventId: varchar('event_id', { length: 64 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
