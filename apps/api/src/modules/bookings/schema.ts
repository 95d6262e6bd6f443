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
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
// Foreign keys only: those rows belong to the auth module.
import { users } from '../auth/schema';
// Foreign keys only: those rows belong to the catalog module.
import { carModels, cities, garageServices, garages } from '../catalog/schema';
// Foreign keys only: those rows belong to the slots module.
import { slotTemplates } from '../slots/schema';

export const coupons = pgTable('coupons', {
  code: varchar('code', { length: 20 }).primaryKey(),
  percentOff: smallint('percent_off'),
  flatOffPaise: integer('flat_off_paise'),
  maxDiscountPaise: integer('max_discount_paise'),
  minSubtotalPaise: integer('min_subtotal_paise').notNull().default(0),
  active: boolean('active').notNull().default(true),
  /** When the code may be used: from, and until (exclusive); null = no bound. */
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  /** Redemptions allowed in all, and per customer; null = unlimited. */
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
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
    /** The customer's map pin at checkout, when they gave one: where the buddy goes, and what the live distance is measured to. */
    pickupLatitude: doublePrecision('pickup_latitude'),
    pickupLongitude: doublePrecision('pickup_longitude'),
    /** pickup: a buddy fetches the car and brings it back (the booking's legs); walk_in: the customer brings it, and there are no legs. */
    handover: varchar('handover', { length: 8 }).notNull().default('pickup'),
    landmark: text('landmark'),
    parkingNote: text('parking_note'),
    gstin: varchar('gstin', { length: 15 }),
    couponCode: varchar('coupon_code', { length: 20 }),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    /**
     * Whether the garage charged GST when the booking was placed (it had a GSTIN): fixed then, so a
     * garage registering later changes no booking already made. True: a tax invoice; false: a bill of supply.
     */
    chargesGst: boolean('charges_gst').notNull().default(true),
    totalPaise: integer('total_paise').notNull(),
    /** Received so far, online or in cash; the balance is total - paid (extra work can add to it). */
    paidPaise: integer('paid_paise').notNull().default(0),
    /** CarSeva Money applied at checkout; part of paid_paise, returned to the wallet if the booking ends unserved. */
    walletPaise: integer('wallet_paise').notNull().default(0),
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
    check('bookings_service_status_known', sql`${t.serviceStatus} in ('pending', 'accepted', 'processing', 'completed', 'cancelled', 'rejected')`),
    check('bookings_payment_status_known', sql`${t.paymentStatus} in ('pending', 'partial', 'paid', 'refunded')`),
    check('bookings_payment_mode_known', sql`${t.paymentMode} in ('cod', 'online')`),
    check('bookings_handover_known', sql`${t.handover} in ('pickup', 'walk_in')`),
    check('bookings_paid_within_total', sql`${t.paidPaise} >= 0 and ${t.paidPaise} <= ${t.totalPaise}`),
    check('bookings_wallet_within_paid', sql`${t.walletPaise} >= 0 and ${t.walletPaise} <= ${t.paidPaise}`),
    index('bookings_garage_date_idx').on(t.garageId, t.bookingDate),
    // One seat per customer per slot: a second live booking of the same slot is refused by the database.
    uniqueIndex('bookings_one_seat_per_customer_key')
      .on(t.userId, t.slotTemplateId, t.bookingDate)
      .where(sql`${t.serviceStatus} in ('pending', 'accepted', 'processing')`),
  ],
);

/**
 * A booking's money, one row per movement: every rupee received for it (online, in cash, as CarSeva
 * Money) and every rupee returned, by the way it came. What the customer has paid is received minus
 * returned, per way; a way never returns more than it received (the inserts check it).
 */
export const bookingMoney = pgTable(
  'booking_money',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    direction: varchar('direction', { length: 8 }).notNull(),
    method: varchar('method', { length: 8 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** What caused it (payment:<id>, cash:<event id>, refund:<id>, wallet, claim:<id>, damage:<id>, late:<booking>…): a retried step adds nothing twice. */
    entryKey: varchar('entry_key', { length: 40 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('booking_money_entry_key').on(t.bookingId, t.entryKey),
    // credited: CarSeva Money given for the order beyond returning what came (a claim, damage, a late car); ADR 44.
    check('booking_money_direction_known', sql`${t.direction} in ('received', 'returned', 'credited')`),
    check('booking_money_method_known', sql`${t.method} in ('online', 'cash', 'wallet')`),
    check('booking_money_amount_positive', sql`${t.amountPaise} > 0`),
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
    /** Who did it: customer, staff, admin or system (user id null for the system). */
    actorKind: varchar('actor_kind', { length: 8 }).notNull().default('system'),
    actorId: integer('actor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_events_booking_idx').on(t.bookingId),
    check('booking_events_actor_known', sql`${t.actorKind} in ('customer', 'staff', 'admin', 'system')`),
  ],
);

/** Extra work a garage found during the service; it joins the order only once the customer approves it. */
export const bookingExtras = pgTable(
  'booking_extras',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    /** What the garage found, in its words, and photos of it (media, purpose extra): the customer sees them before answering. */
    note: text('note'),
    photoIds: uuid('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    proposedBy: integer('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_extras_booking_idx').on(t.bookingId),
    check('booking_extras_status_known', sql`${t.status} in ('proposed', 'approved', 'declined', 'expired')`),
    check('booking_extras_price_positive', sql`${t.pricePaise} > 0`),
  ],
);

/** Photos of the parts a job replaced (media, purpose extra), shown on the completed order. */
export const bookingPartsPhotos = pgTable(
  'booking_parts_photos',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    photoId: uuid('photo_id').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.photoId] })],
);

/**
 * A coupon used by a booking. Counted against the coupon's limits unless the booking ended cancelled
 * or rejected (hold expiry included): then the use can be had again.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    bookingId: integer('booking_id')
      .primaryKey()
      .references(() => bookings.id),
    couponCode: varchar('coupon_code', { length: 20 })
      .notNull()
      .references(() => coupons.code),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponCode, t.userId)],
);
