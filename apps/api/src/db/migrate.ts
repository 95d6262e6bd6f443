import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import { insertSeedCoupons } from '../modules/bookings/seed';
import { catalogRepository } from '../modules/catalog/repository';
import { seedSlotTemplates } from '../modules/slots/seed';
import { seedCatalog } from './seed';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/** Applies pending migrations, then the idempotent seed. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.exclusively(async () => {
    await migrate(database);
    await seedCatalog(database.db);
    // Each module seeds its own tables; the slots are made for the garages the catalog has.
    await seedSlotTemplates(database.db, await catalogRepository(database.db).garageIds());
    await insertSeedCoupons(database.db);
  });
}
