import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { installJobEngine } from './jobs/engine';
import { seedCoupons } from './modules/bookings';
import { catalogGarageIds, seedCatalog, seedSegmentPrices } from './modules/catalog';
import { seedSlotTemplates } from './modules/slots';

/**
 * Makes a database ready to serve: migrations, the job engine's tables, then each module's idempotent
 * seed. Instances starting together take turns through the database's start-up lock.
 */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.exclusively(async () => {
    await migrate(database);
    await installJobEngine(database);
    await seedCatalog(database.db);
    await seedSegmentPrices(database.db);
    // The slots are made for the garages the catalog has.
    await seedSlotTemplates(database.db, await catalogGarageIds(database.db));
    await seedCoupons(database.db);
  });
}
