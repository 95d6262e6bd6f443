import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { seedCoupons } from './coupons';

/** Inserts the coupons we ship with; codes already present are left alone, so it runs on every start. */
export async function insertSeedCoupons(db: Db): Promise<void> {
  await db.insert(t.coupons).values(seedCoupons).onConflictDoNothing();
}
