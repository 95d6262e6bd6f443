import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import * as t from '../src/db/schema';
import { seedCatalog } from '../src/db/seed';
import type { Db } from '../src/db/client';
import { seedSlotTemplates } from '../src/modules/slots/seed';

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

it('0003 fills the service name and category of booking items made before it', async () => {
  const before = await foldersUpTo('0003_booking_item_snapshot');
  try {
    await migrate(drizzle({ client }), { migrationsFolder: before });
  } finally {
    await rm(before, { recursive: true, force: true });
  }
  await seedCatalog(db);
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
  const [user] = await db.insert(t.users).values({ mobileNo: '+919000000001', name: 'Old Customer', email: 'old@example.in', username: 'old_customer', createdAt: at, updatedAt: at }).returning();
  const [booking] = await db
    .insert(t.bookings)
    .values({
      trackingId: 'CSOLDBOOKING000001',
      userId: user!.id,
      garageId: garage!.id,
      slotTemplateId: slot!.id,
      bookingDate: '2026-03-02',
      bookingTime: slot!.startTime,
      cityId: garage!.cityId,
      address: 'Somewhere',
      pincode: '122001',
      subtotalPaise: 200_000,
      discountPaise: 0,
      gstPaise: 36_000,
      totalPaise: 236_000,
      paymentMode: 'cod',
      paymentStatus: 'pending',
      serviceStatus: 'pending',
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  // The columns of booking_items as 0002 made them.
  for (const [position, offering] of offerings.entries()) {
    await db.execute(sql`insert into booking_items (booking_id, garage_service_id, price_paise, position) values (${booking!.id}, ${offering.id}, 100000, ${position})`);
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
