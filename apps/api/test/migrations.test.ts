import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import * as t from '../src/schema';
import type { Db } from '../src/db/client';
import { garagePhone, seedCatalog } from '../src/modules/catalog/seed';
import { seedSlotTemplates } from '../src/modules/slots';

const migrationsFolder = path.join(import.meta.dirname, '../src/db/migrations');
const client = await PGlite.create();
const db = drizzle({ client, schema: t }) as unknown as Db;
afterAll(() => client.close());

/** The migrations folder as it stood before `tag`: the same files, the journal cut there. */
async function foldersUpTo(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'carseva-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((e) => e.tag === tag),
  );
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/**
 * A small catalog in the columns 0002 had: today's seed (and drizzle's inserts) write every column of
 * today's tables, including those added since.
 */
async function catalogAsOf0002() {
  await db.execute(sql`insert into cities (slug, name, state, latitude, longitude) values ('gurugram', 'Gurugram', 'Haryana', 28.4595, 77.0266)`);
  await db.execute(sql`insert into service_categories (slug, name) values ('periodic-services', 'Periodic Services')`);
  await db.execute(sql`
    insert into services (slug, category_id, name, description, description2, interval_km, base_price_paise, base_strike_price_paise)
    select s.slug, c.id, s.name, 'Engine oil and filter', 'Every 10,000 km', 10000, 249900, 299900
    from service_categories c, (values ('basic-service', 'Basic Service'), ('standard-service', 'Standard Service')) as s(slug, name)`);
  await db.execute(sql`
    insert into garages (slug, city_id, name, full_address, pincode, latitude, longitude)
    select g.slug, c.id, g.name, 'Plot 12, Sector 18', '122015', 28.49, 77.07
    from cities c, (values ('om-motors-gurugram', 'Om Motors'), ('shree-auto-gurugram', 'Shree Auto Care')) as g(slug, name)`);
  await db.execute(
    sql`insert into garage_services (garage_id, service_id, price_paise, strike_price_paise) select g.id, s.id, 249900, 299900 from garages g, services s`,
  );
}

it('0003 fills the service name and category of booking items made before it', async () => {
  const before = await foldersUpTo('0003_booking_item_snapshot');
  try {
    await migrate(drizzle({ client }), { migrationsFolder: before });
  } finally {
    await rm(before, { recursive: true, force: true });
  }
  await catalogAsOf0002();
  const [garage] = await db.select({ id: t.garages.id, cityId: t.garages.cityId }).from(t.garages).limit(1);
  await seedSlotTemplates(db, [garage!.id]);
  const offerings = await db
    .select({ id: t.garageServices.id, name: t.services.name, categoryId: t.services.categoryId })
    .from(t.garageServices)
    .innerJoin(t.services, eq(t.services.id, t.garageServices.serviceId))
    .where(eq(t.garageServices.garageId, garage!.id))
    .limit(2);
  expect(offerings).toHaveLength(2);
  const [slot] = await db.select().from(t.slotTemplates).limit(1);
  const at = new Date('2026-03-01T10:00:00Z');
  const insertedUser = await db.execute(sql`
    insert into users (mobile_no, name, email, username, created_at, updated_at)
    values ('+919000000001', 'Old Customer', 'old@example.in', 'old_customer', ${at.toISOString()}, ${at.toISOString()}) returning id`);
  const user = { id: Number((insertedUser as unknown as { rows: { id: number }[] }).rows[0]!.id) };
  // The columns of bookings as 0002 made them: a paid booking and its 'placed' event.
  const inserted = await db.execute(sql`
    insert into bookings (tracking_id, user_id, garage_id, slot_template_id, booking_date, booking_time, city_id, address, pincode,
                          subtotal_paise, discount_paise, gst_paise, total_paise, payment_mode, payment_status, service_status, created_at, updated_at)
    values ('CSOLDBOOKING000001', ${user.id}, ${garage!.id}, ${slot!.id}, '2026-03-02', ${slot!.startTime}, ${garage!.cityId}, 'Somewhere', '122001',
            200000, 0, 36000, 236000, 'online', 'paid', 'pending', ${at.toISOString()}, ${at.toISOString()})
    returning id`);
  const booking = { id: Number((inserted as unknown as { rows: { id: number }[] }).rows[0]!.id) };
  await db.execute(sql`insert into booking_events (booking_id, kind, created_at) values (${booking.id}, 'placed', ${at.toISOString()})`);
  // The columns of booking_items as 0002 made them.
  for (const [position, offering] of offerings.entries()) {
    await db.execute(
      sql`insert into booking_items (booking_id, garage_service_id, price_paise, position) values (${booking!.id}, ${offering.id}, 100000, ${position})`,
    );
  }

  await migrate(drizzle({ client }), { migrationsFolder });

  const items = await db.select().from(t.bookingItems).orderBy(t.bookingItems.position);
  expect(items.map((i) => ({ id: i.garageServiceId, name: i.serviceName, categoryId: i.categoryId }))).toEqual(offerings);
  const columns = await client.query<{ column_name: string; is_nullable: string }>(
    `select column_name, is_nullable from information_schema.columns where table_name = 'booking_items' and column_name in ('service_name', 'category_id') order by column_name`,
  );
  expect(columns.rows).toEqual([
    { column_name: 'category_id', is_nullable: 'NO' },
    { column_name: 'service_name', is_nullable: 'NO' },
  ]);
  // 0004 names the customer on events recorded before actors were kept; 0005 counts what a paid booking received.
  expect((await db.select().from(t.bookingEvents).where(eq(t.bookingEvents.bookingId, booking.id)))[0]).toMatchObject({
    kind: 'placed',
    actorKind: 'customer',
    actorId: user.id,
  });
  expect((await db.select().from(t.bookings).where(eq(t.bookings.id, booking.id)))[0]).toMatchObject({ paidPaise: 236_000, paymentStatus: 'paid' });
  // 0006: customers from before get SMS updates; garages from before have no phone until the seed gives its own one.
  expect((await db.select().from(t.users).where(eq(t.users.id, user.id)))[0]!.smsUpdates).toBe(true);
  expect((await db.select({ phone: t.garages.phone }).from(t.garages)).every((g) => g.phone === null)).toBe(true);
});

it('the catalog seed gives seeded garages a stable +91 98 number, and only where none is set', async () => {
  await seedCatalog(db);
  const phones = async () => new Map((await db.select({ slug: t.garages.slug, phone: t.garages.phone }).from(t.garages)).map((g) => [g.slug, g.phone]));
  const seeded = await phones();
  expect(seeded.get('om-motors-gurugram')).toBeNull();
  const [first, second] = [...seeded.entries()].filter(([, phone]) => phone !== null);
  expect(first![1]).toMatch(/^\+9198\d{8}$/);
  expect(first![1]).toBe(garagePhone(first![0]));
  await db.update(t.garages).set({ phone: null }).where(eq(t.garages.slug, first![0]));
  await db.update(t.garages).set({ phone: '+919811100000' }).where(eq(t.garages.slug, second![0]));
  await seedCatalog(db);
  const again = await phones();
  expect([again.get(first![0]), again.get(second![0])]).toEqual([first![1], '+919811100000']);
});

it('seeding slot templates again adds only what is missing', async () => {
  const [first, second] = await db.select({ id: t.garages.id }).from(t.garages).orderBy(t.garages.id).limit(2);
  const countOf = async (garageId: number) => (await db.select().from(t.slotTemplates).where(eq(t.slotTemplates.garageId, garageId))).length;
  await seedSlotTemplates(db, [second!.id]);
  await db.delete(t.slotTemplates).where(sql`${t.slotTemplates.garageId} = ${second!.id} and ${t.slotTemplates.startTime} > '12:00:00'`);
  expect(await countOf(second!.id)).toBe(4); // 09:00 to 12:00
  await seedSlotTemplates(db, [first!.id, second!.id]);
  expect([await countOf(first!.id), await countOf(second!.id)]).toEqual([10, 10]);
});
