import { and, asc, count, desc, eq, inArray, lte, max, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { asParameter, compiledQuery, compiledStatement, isAnyOf, tableRow } from '../../db/compiled-query';
import type { Actor } from './actor';
import type { MoneyEntry, MoneyMethod, MoneyMovement } from './money';
import type { Coupon } from './pricing';
import * as t from './schema';

export type BookingRow = typeof t.bookings.$inferSelect;
export type NewBooking = typeof t.bookings.$inferInsert;
/** An item as bought: the offering, its price, and the catalog's name and category for it then. */
export type NewBookingItem = { garageServiceId: number; pricePaise: number; serviceName: string; categoryId: number };

/** The advisory-lock namespace of per-customer booking locks (any constant; the same in every instance). */
const CUSTOMER_LOCK = 7_224_101;

export interface BookingFilter {
  userId: number;
  statuses?: readonly string[];
  categoryId?: number;
}

function filterCondition(filter: BookingFilter): SQL | undefined {
  return and(
    eq(t.bookings.userId, filter.userId),
    filter.statuses ? inArray(t.bookings.serviceStatus, [...filter.statuses]) : undefined,
    filter.categoryId === undefined
      ? undefined
      : sql`exists (select 1 from ${t.bookingItems} bi where bi.booking_id = ${t.bookings.id} and bi.category_id = ${filter.categoryId})`,
  );
}

/** What a placed booking is inserted with: every column but those the database fills in. */
const PLACED_FIELDS = [
  'trackingId',
  'userId',
  'garageId',
  'slotTemplateId',
  'bookingDate',
  'bookingTime',
  'cityId',
  'carModelId',
  'fuelType',
  'address',
  'pincode',
  'pickupLatitude',
  'pickupLongitude',
  'handover',
  'landmark',
  'parkingNote',
  'gstin',
  'couponCode',
  'subtotalPaise',
  'discountPaise',
  'gstPaise',
  'chargesGst',
  'totalPaise',
  'paymentMode',
  'paymentStatus',
  'serviceStatus',
  'holdExpiresAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewBooking)[];
export type NewPlacedBooking = Pick<NewBooking, (typeof PLACED_FIELDS)[number]>;

/**
 * Bookings of distinct customers, each with its items and 'placed' timeline entry, in one statement
 * (the items and the entries take the new bookings' ids from them). Each is placed only while its
 * customer is under `maxOpen` open bookings and holds no live booking of that slot (the unique
 * index's statuses), counted as the data stood when the statement began: a row per booking, in their
 * order, with the booking and its entry's id, or why it was refused. Every column comes as an array,
 * so one text serves one booking or a batch (ADR 25).
 */
const insertPlacedAllStatement = compiledStatement(
  sql`with wanted as (
        select * from unnest(${sql.join(
          PLACED_FIELDS.map((field) => sql`${sql.placeholder(field)}::${sql.raw(t.bookings[field].getSQLType())}[]`),
          sql`, `,
        )}, ${sql.placeholder('todays')}::text[])
        with ordinality as wanted(${sql.raw(PLACED_FIELDS.map((field) => t.bookings[field].name).join(', '))}, today, n)
      ),
      checked as (
        select wanted.*,
          (select count(*) from ${t.bookings} b where b.user_id = wanted.user_id and b.service_status in ('pending', 'accepted')
             and b.booking_date >= wanted.today)::int as open_before,
          -- A lookup per booking: as an exists, the planner may hash every live booking of every customer
          -- instead (it did while the table grew faster than its statistics, scanning thousands of rows a batch).
          coalesce((select true from ${t.bookings} b where b.user_id = wanted.user_id and b.slot_template_id = wanted.slot_template_id
             and b.booking_date = wanted.booking_date and b.service_status in ('pending', 'accepted', 'processing') limit 1), false) as held
        from wanted
      ),
      placed as (
        insert into ${t.bookings} (${sql.raw(PLACED_FIELDS.map((field) => t.bookings[field].name).join(', '))})
        select ${sql.raw(PLACED_FIELDS.map((field) => t.bookings[field].name).join(', '))} from checked
        where not checked.held and checked.open_before < ${sql.placeholder('maxOpen')}::int
        order by checked.n
        returning *
      ),
      bought as (
        insert into ${t.bookingItems} (booking_id, garage_service_id, price_paise, service_name, category_id, position)
        select placed.id, item.offering, item.price, item.name, item.category, item.position
        from unnest(${sql.placeholder('itemTrackingIds')}::text[], ${sql.placeholder('itemOfferings')}::int[], ${sql.placeholder('itemPrices')}::int[],
                    ${sql.placeholder('itemNames')}::text[], ${sql.placeholder('itemCategories')}::int[], ${sql.placeholder('itemPositions')}::int[])
             as item(tracking_id, offering, price, name, category, position)
        join placed on placed.tracking_id = item.tracking_id
      ),
      entry as (
        insert into ${t.bookingEvents} (booking_id, kind, actor_kind, actor_id, created_at)
        select placed.id, 'placed', 'customer', placed.user_id, placed.created_at from placed
        returning id, booking_id
      )
      select checked.n, checked.open_before, checked.held, entry.id as event_id, placed.*
      from checked left join placed on placed.tracking_id = checked.tracking_id left join entry on entry.booking_id = placed.id
      order by checked.n`,
);

/** Customers' booking locks, in the order of the ids given (sorted by the caller). */
const lockCustomersStatement = compiledStatement(
  sql`select count(pg_advisory_xact_lock(${sql.raw(String(CUSTOMER_LOCK))}, locked.id))::int as n
      from (select id from unnest(${sql.placeholder('ids')}::int[]) with ordinality as ids(id, n) order by n) as locked`,
);

/** Why a booking was not placed: its customer holds that slot already, or too many open bookings. */
export type Refusal = 'held' | 'tooManyOpen';
/** How one booking of a batch went: placed, or refused. */
export type PlacedOrRefused = { row: BookingRow; eventId: number } | { refused: Refusal };

/** Bookings' rows (each timeline entry's jobs read them). */
const bookingByIdQuery = compiledQuery((qb) =>
  qb
    .select()
    .from(t.bookings)
    .where(eq(t.bookings.id, sql.placeholder('id'))),
);
const bookingsByIdsQuery = compiledQuery((qb) => qb.select().from(t.bookings).where(isAnyOf(t.bookings.id, 'ids')));

/**
 * The one writer of money given back on an order (ADR 44): a returned or credited row, once per cause, only
 * while what the order received exceeds what it gave back (returned and credited) by at least the amount, and a
 * return only while its way holds that much. True when written now or before under this key (a retry).
 */
async function writeGivenBack(
  db: Executor,
  row: { bookingId: number; direction: 'returned' | 'credited'; method: MoneyMethod; amountPaise: number; entryKey: string },
  at: Date,
): Promise<boolean> {
  if (row.amountPaise <= 0) return true;
  // What the order may still give back: received less returned and credited.
  const givable = sql`(select coalesce(sum(case when m.direction = 'received' then m.amount_paise else -m.amount_paise end), 0)
    from ${t.bookingMoney} m where m.booking_id = ${row.bookingId})`;
  // What a way holds: received less returned by it (a credit is not a return of CarSeva Money spent).
  const held = sql`(select coalesce(sum(case m.direction when 'received' then m.amount_paise when 'returned' then -m.amount_paise else 0 end), 0)
    from ${t.bookingMoney} m where m.booking_id = ${row.bookingId} and m.method = ${row.method})`;
  const wayHolds = row.direction === 'returned' ? sql` and ${held} >= ${row.amountPaise}` : sql``;
  const result = (await db.execute(sql`insert into ${t.bookingMoney} (booking_id, direction, method, amount_paise, entry_key, created_at)
    select ${row.bookingId}, ${row.direction}, ${row.method}, ${row.amountPaise}, ${row.entryKey}, ${at.toISOString()}::timestamptz
    where ${givable} >= ${row.amountPaise}${wayHolds}
    on conflict (booking_id, entry_key) do nothing returning id`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) return true;
  const [again] = await db
    .select({ id: t.bookingMoney.id })
    .from(t.bookingMoney)
    .where(and(eq(t.bookingMoney.bookingId, row.bookingId), eq(t.bookingMoney.entryKey, row.entryKey)));
  return again !== undefined;
}

export function bookingsRepository(db: Executor) {
  return {
    async coupon(code: string): Promise<Coupon | undefined> {
      const [row] = await db.select().from(t.coupons).where(eq(t.coupons.code, code));
      return row;
    },

    /**
     * Bookings of distinct customers placed by those customers (their lock held), each with its items
     * and 'placed' entry, in one statement; see insertPlacedAllStatement.
     */
    async insertPlacedAll(bookings: { booking: NewPlacedBooking; items: NewBookingItem[]; today: string }[], maxOpen: number): Promise<PlacedOrRefused[]> {
      const items = bookings.flatMap(({ booking, items }) => items.map((item, position) => ({ ...item, trackingId: booking.trackingId, position })));
      const { rows } = (await insertPlacedAllStatement(db, {
        ...Object.fromEntries(PLACED_FIELDS.map((field) => [field, bookings.map(({ booking }) => asParameter(booking[field]))])),
        todays: bookings.map(({ today }) => today),
        maxOpen,
        itemTrackingIds: items.map((item) => item.trackingId),
        itemOfferings: items.map((item) => item.garageServiceId),
        itemPrices: items.map((item) => item.pricePaise),
        itemNames: items.map((item) => item.serviceName),
        itemCategories: items.map((item) => item.categoryId),
        itemPositions: items.map((item) => item.position),
      })) as { rows: ({ held: boolean; event_id: number | null } & Record<string, unknown>)[] };
      return rows.map((raw) => {
        if (raw.event_id !== null) return { row: tableRow(t.bookings, raw), eventId: raw.event_id };
        return { refused: raw.held ? 'held' : 'tooManyOpen' };
      });
    },

    /** Adds a timeline entry; returns its id (the event id notifications are keyed by). */
    async addEvent(bookingId: number, kind: string, at: Date, actor: Actor, note?: string): Promise<number> {
      const [row] = await db
        .insert(t.bookingEvents)
        .values({ bookingId, kind, note, actorKind: actor.kind, actorId: actor.userId, createdAt: at })
        .returning({ id: t.bookingEvents.id });
      return row!.id;
    },

    async byTrackingId(trackingId: string): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(t.bookings).where(eq(t.bookings.trackingId, trackingId));
      return row;
    },

    /** A customer's bookings as references (id and tracking id), for their money's history. */
    refsOfCustomer(userId: number): Promise<{ id: number; trackingId: string }[]> {
      return db.select({ id: t.bookings.id, trackingId: t.bookings.trackingId }).from(t.bookings).where(eq(t.bookings.userId, userId));
    },

    refsByIds(ids: number[]): Promise<{ id: number; trackingId: string }[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select({ id: t.bookings.id, trackingId: t.bookings.trackingId }).from(t.bookings).where(inArray(t.bookings.id, ids));
    },

    async byId(id: number): Promise<BookingRow | undefined> {
      const [row] = await bookingByIdQuery(db, { id });
      return row;
    },

    byIds(ids: number[]): Promise<BookingRow[]> {
      return bookingsByIdsQuery(db, { ids });
    },

    /** When the customer last placed a booking at each of these address texts, by text and pincode. */
    async lastPlacedAt(userId: number, addresses: string[]): Promise<{ address: string; pincode: string; at: Date }[]> {
      const rows = await db
        .select({ address: t.bookings.address, pincode: t.bookings.pincode, at: max(t.bookings.createdAt) })
        .from(t.bookings)
        .where(and(eq(t.bookings.userId, userId), inArray(t.bookings.address, addresses)))
        .groupBy(t.bookings.address, t.bookings.pincode);
      // A group always has a newest booking: max() is never null here.
      return rows.map((row) => ({ ...row, at: row.at! }));
    },

    async count(filter: BookingFilter): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t.bookings).where(filterCondition(filter));
      return row?.n ?? 0;
    },

    page(filter: BookingFilter, limit: number, offset: number): Promise<BookingRow[]> {
      return db.select().from(t.bookings).where(filterCondition(filter)).orderBy(desc(t.bookings.createdAt), desc(t.bookings.id)).limit(limit).offset(offset);
    },

    /** The items and timeline of bookings (what else a booking shows comes from the other modules). */
    async details(bookingIds: number[]) {
      if (bookingIds.length === 0) return { items: [], events: [], extras: [], money: [], parts: [] };
      const [items, events, extras, money, parts] = await Promise.all([
        db
          .select({
            bookingId: t.bookingItems.bookingId,
            id: t.bookingItems.garageServiceId,
            pricePaise: t.bookingItems.pricePaise,
            name: t.bookingItems.serviceName,
            categoryId: t.bookingItems.categoryId,
          })
          .from(t.bookingItems)
          .where(inArray(t.bookingItems.bookingId, bookingIds))
          .orderBy(asc(t.bookingItems.bookingId), asc(t.bookingItems.position)),
        db
          .select()
          .from(t.bookingEvents)
          .where(inArray(t.bookingEvents.bookingId, bookingIds))
          .orderBy(asc(t.bookingEvents.createdAt), asc(t.bookingEvents.id)),
        db.select().from(t.bookingExtras).where(inArray(t.bookingExtras.bookingId, bookingIds)).orderBy(asc(t.bookingExtras.id)),
        this.money(bookingIds),
        db
          .select({ bookingId: t.bookingPartsPhotos.bookingId, photoId: t.bookingPartsPhotos.photoId })
          .from(t.bookingPartsPhotos)
          .where(inArray(t.bookingPartsPhotos.bookingId, bookingIds))
          .orderBy(asc(t.bookingPartsPhotos.addedAt), asc(t.bookingPartsPhotos.photoId)),
      ]);
      return { items, events, extras, money, parts };
    },

    async setGstin(id: number, gstin: string, at: Date): Promise<void> {
      await db.update(t.bookings).set({ gstin, updatedAt: at }).where(eq(t.bookings.id, id));
    },

    /** Compare-and-swap: moves the booking only if it is still in `from`; the changed row, or null. */
    async moveStatus(id: number, from: string, to: string, at: Date, onlyIfUnpaid: boolean): Promise<BookingRow | null> {
      const [row] = await db
        .update(t.bookings)
        .set({ serviceStatus: to, holdExpiresAt: null, updatedAt: at })
        .where(and(eq(t.bookings.id, id), eq(t.bookings.serviceStatus, from), onlyIfUnpaid ? eq(t.bookings.paymentStatus, 'pending') : undefined))
        .returning();
      return row ?? null;
    },

    /**
     * CarSeva Money paid at booking: counted as paid; the payment status stays pending (the gateway or the
     * garage still takes the rest) unless it covered everything, which also ends the hold.
     */
    async applyWallet(id: number, amountPaise: number, at: Date): Promise<BookingRow> {
      const covered = sql`${amountPaise} >= ${t.bookings.totalPaise}`;
      const [row] = await db
        .update(t.bookings)
        .set({
          walletPaise: amountPaise,
          paidPaise: amountPaise,
          paymentStatus: sql`case when ${covered} then 'paid' else ${t.bookings.paymentStatus} end`,
          holdExpiresAt: sql`case when ${covered} then null else ${t.bookings.holdExpiresAt} end`,
          updatedAt: at,
        })
        .where(eq(t.bookings.id, id))
        .returning();
      await this.receive(id, 'wallet', amountPaise, 'wallet', at);
      return row!;
    },

    /**
     * Adds a payment to what the booking has received, while the booking awaits that money: a new
     * booking's first payment (still pending and unpaid), or the balance of approved extra work on a
     * live one. Never more than the total. True when this call recorded it.
     */
    async addPayment(id: number, amountPaise: number, at: Date): Promise<boolean> {
      const paid = sql`${t.bookings.paidPaise} + ${amountPaise}`;
      const rows = await db
        .update(t.bookings)
        .set({
          paidPaise: paid,
          paymentStatus: sql`case when ${paid} >= ${t.bookings.totalPaise} then 'paid' else 'partial' end`,
          holdExpiresAt: null,
          updatedAt: at,
        })
        .where(
          and(
            eq(t.bookings.id, id),
            sql`${paid} <= ${t.bookings.totalPaise}`,
            or(
              and(eq(t.bookings.serviceStatus, 'pending'), eq(t.bookings.paymentStatus, 'pending')),
              and(inArray(t.bookings.serviceStatus, ['accepted', 'processing', 'completed']), inArray(t.bookings.paymentStatus, ['pending', 'partial'])),
            ),
          ),
        )
        .returning({ id: t.bookings.id });
      return rows.length > 0;
    },

    /** Cash collected for everything still due on a live booking; false when nothing was due. */
    async collectCash(id: number, at: Date): Promise<number | null> {
      const [before] = await db
        .select({ due: sql<number>`${t.bookings.totalPaise} - ${t.bookings.paidPaise}` })
        .from(t.bookings)
        .where(eq(t.bookings.id, id))
        .for('update');
      if (!before || before.due <= 0) return null;
      const rows = await db
        .update(t.bookings)
        .set({ paidPaise: t.bookings.totalPaise, paymentStatus: 'paid', updatedAt: at })
        .where(
          and(
            eq(t.bookings.id, id),
            inArray(t.bookings.serviceStatus, ['accepted', 'processing', 'completed']),
            inArray(t.bookings.paymentStatus, ['pending', 'partial']),
          ),
        )
        .returning({ id: t.bookings.id });
      return rows.length > 0 ? Number(before.due) : null;
    },

    /** New totals after extra work was approved; a paid booking now owes the difference. */
    async reprice(id: number, totals: { subtotalPaise: number; gstPaise: number; totalPaise: number }, at: Date): Promise<void> {
      await db
        .update(t.bookings)
        .set({
          ...totals,
          paymentStatus: sql`case when ${t.bookings.paymentStatus} = 'paid' and ${t.bookings.paidPaise} < ${totals.totalPaise} then 'partial' else ${t.bookings.paymentStatus} end`,
          updatedAt: at,
        })
        .where(eq(t.bookings.id, id));
    },

    async insertExtras(
      bookingId: number,
      items: { name: string; pricePaise: number; note: string | null; photoIds: string[] }[],
      proposedBy: number,
      at: Date,
    ) {
      return db
        .insert(t.bookingExtras)
        .values(items.map((item) => ({ bookingId, ...item, status: 'proposed', proposedBy, proposedAt: at })))
        .returning();
    },

    /** proposed → approved | declined, once: the decided row, or null when it was already decided. */
    async decideExtra(bookingId: number, extraId: number, to: 'approved' | 'declined', at: Date) {
      const [row] = await db
        .update(t.bookingExtras)
        .set({ status: to, decidedAt: at })
        .where(and(eq(t.bookingExtras.id, extraId), eq(t.bookingExtras.bookingId, bookingId), eq(t.bookingExtras.status, 'proposed')))
        .returning();
      return row ?? null;
    },

    /** How many extra items a booking has had proposed, and the total of those not declined or expired (paise). */
    async extrasTally(bookingId: number): Promise<{ count: number; openPaise: number }> {
      const [row] = await db
        .select({
          count: count(),
          openPaise: sql<string>`coalesce(sum(${t.bookingExtras.pricePaise}) filter (where ${t.bookingExtras.status} in ('proposed', 'approved')), 0)`,
        })
        .from(t.bookingExtras)
        .where(eq(t.bookingExtras.bookingId, bookingId));
      return { count: Number(row?.count ?? 0), openPaise: Number(row?.openPaise ?? 0) };
    },

    /** What the booked services cost (paise, before GST and any discount): the yardstick for extra work. */
    async itemsSubtotal(bookingId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${t.bookingItems.pricePaise}), 0)` })
        .from(t.bookingItems)
        .where(eq(t.bookingItems.bookingId, bookingId));
      return Number(row?.total ?? 0);
    },

    /** Extra work still unanswered becomes expired (the job is done without it); how many items. */
    async expireExtras(bookingId: number, at: Date): Promise<number> {
      const rows = await db
        .update(t.bookingExtras)
        .set({ status: 'expired', decidedAt: at })
        .where(and(eq(t.bookingExtras.bookingId, bookingId), eq(t.bookingExtras.status, 'proposed')))
        .returning({ id: t.bookingExtras.id });
      return rows.length;
    },

    async extraOf(bookingId: number, extraId: number) {
      const [row] = await db
        .select()
        .from(t.bookingExtras)
        .where(and(eq(t.bookingExtras.id, extraId), eq(t.bookingExtras.bookingId, bookingId)));
      return row;
    },

    /** Locks the booking row for the rest of the transaction (re-pricing reads then writes its totals). */
    async lock(id: number): Promise<BookingRow | undefined> {
      const [row] = await db.select().from(t.bookings).where(eq(t.bookings.id, id)).for('update');
      return row;
    },

    /** A garage's bookings on one date, in slot order. */
    garageDay(garageId: number, date: string, status: string | undefined, limit: number, offset: number): Promise<BookingRow[]> {
      return db
        .select()
        .from(t.bookings)
        .where(and(eq(t.bookings.garageId, garageId), eq(t.bookings.bookingDate, date), status ? eq(t.bookings.serviceStatus, status) : undefined))
        .orderBy(asc(t.bookings.bookingTime), asc(t.bookings.id))
        .limit(limit)
        .offset(offset);
    },

    /** How many of a garage's bookings on a date are in each status. */
    async garageDayCounts(garageId: number, date: string): Promise<Record<string, number>> {
      const rows = await db
        .select({ status: t.bookings.serviceStatus, n: count() })
        .from(t.bookings)
        .where(and(eq(t.bookings.garageId, garageId), eq(t.bookings.bookingDate, date)))
        .groupBy(t.bookings.serviceStatus);
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    },

    /**
     * Serialises customers' bookings until the transaction ends, so the count of their open bookings
     * cannot be outrun by simultaneous requests: the first statement of the placement transaction, on
     * its own (in READ COMMITTED a statement's snapshot is taken before it waits for a lock). The locks
     * are taken in the order of the ids, so two batches cannot wait on each other.
     */
    async lockCustomers(userIds: number[]): Promise<void> {
      await lockCustomersStatement(db, { ids: [...new Set(userIds)].sort((a, b) => a - b) });
    },

    /** The ledger rows of these bookings (no ids, no query). */
    async money(bookingIds: number[]): Promise<(MoneyEntry & { bookingId: number })[]> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .select({
          bookingId: t.bookingMoney.bookingId,
          direction: t.bookingMoney.direction,
          method: t.bookingMoney.method,
          amountPaise: t.bookingMoney.amountPaise,
        })
        .from(t.bookingMoney)
        .where(inArray(t.bookingMoney.bookingId, bookingIds))
        .orderBy(asc(t.bookingMoney.id));
      return rows as (MoneyEntry & { bookingId: number })[];
    },

    /** Every ledger row of a customer's bookings, newest first. */
    async moneyOfCustomer(userId: number): Promise<MoneyMovement[]> {
      const rows = await db
        .select({
          id: t.bookingMoney.id,
          bookingId: t.bookingMoney.bookingId,
          trackingId: t.bookings.trackingId,
          direction: t.bookingMoney.direction,
          method: t.bookingMoney.method,
          amountPaise: t.bookingMoney.amountPaise,
          entryKey: t.bookingMoney.entryKey,
          at: t.bookingMoney.createdAt,
        })
        .from(t.bookingMoney)
        .innerJoin(t.bookings, eq(t.bookings.id, t.bookingMoney.bookingId))
        .where(eq(t.bookings.userId, userId))
        .orderBy(desc(t.bookingMoney.id));
      return rows as MoneyMovement[];
    },

    /** Money received for a booking, once per cause (a retried step records nothing twice). */
    async receive(bookingId: number, method: MoneyMethod, amountPaise: number, entryKey: string, at: Date): Promise<void> {
      if (amountPaise <= 0) return;
      await db.insert(t.bookingMoney).values({ bookingId, direction: 'received', method, amountPaise, entryKey, createdAt: at }).onConflictDoNothing();
    },

    /**
     * Money returned for a booking, by the way it came, once per cause; never more than that way has
     * received and not yet returned, nor than the order may still give back (false then, and nothing is
     * written). The caller holds the booking's lock.
     */
    giveBack(bookingId: number, method: MoneyMethod, amountPaise: number, entryKey: string, at: Date): Promise<boolean> {
      return writeGivenBack(db, { bookingId, direction: 'returned', method, amountPaise, entryKey }, at);
    },

    /** CarSeva Money credited for the order (a claim, damage, a late car), once per cause, within what it may still give back; as giveBack. */
    credit(bookingId: number, amountPaise: number, entryKey: string, at: Date): Promise<boolean> {
      return writeGivenBack(db, { bookingId, direction: 'credited', method: 'wallet', amountPaise, entryKey }, at);
    },

    /** Photos of replaced parts; a photo added twice is kept once. */
    async addPartsPhotos(bookingId: number, photoIds: string[], at: Date): Promise<void> {
      await db
        .insert(t.bookingPartsPhotos)
        .values(photoIds.map((photoId) => ({ bookingId, photoId, addedAt: at })))
        .onConflictDoNothing();
    },

    /** When the booking's first entry of this kind was written (e.g. completed), or null. */
    async firstEventAt(bookingId: number, kind: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: t.bookingEvents.createdAt })
        .from(t.bookingEvents)
        .where(and(eq(t.bookingEvents.bookingId, bookingId), eq(t.bookingEvents.kind, kind)))
        .orderBy(asc(t.bookingEvents.createdAt), asc(t.bookingEvents.id))
        .limit(1);
      return row?.at ?? null;
    },

    /** A paid booking's money went back: payment status refunded (also when approved extra work had left a balance). */
    async markRefunded(id: number, at: Date): Promise<void> {
      await db
        .update(t.bookings)
        .set({ paymentStatus: 'refunded', updatedAt: at })
        .where(and(eq(t.bookings.id, id), inArray(t.bookings.paymentStatus, ['paid', 'partial'])));
    },

    /** Moves a booking to another slot (the caller holds its lock and has swapped the seats). */
    async moveSlot(id: number, slot: { slotTemplateId: number; bookingDate: string; bookingTime: string }, at: Date): Promise<void> {
      await db
        .update(t.bookings)
        .set({ ...slot, updatedAt: at })
        .where(eq(t.bookings.id, id));
    },

    /** The customer brings or collects the car themselves: the booking becomes a walk-in (the caller holds its lock). */
    async toWalkIn(id: number, at: Date): Promise<void> {
      await db.update(t.bookings).set({ handover: 'walk_in', updatedAt: at }).where(eq(t.bookings.id, id));
    },

    /** Unpaid online bookings whose slot hold has run out. */
    expiredHolds(now: Date): Promise<BookingRow[]> {
      return db
        .select()
        .from(t.bookings)
        .where(and(lte(t.bookings.holdExpiresAt, now), eq(t.bookings.paymentStatus, 'pending'), eq(t.bookings.serviceStatus, 'pending')));
    },
  };
}

export type BookingsRepository = ReturnType<typeof bookingsRepository>;
