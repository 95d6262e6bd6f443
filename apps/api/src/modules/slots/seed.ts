import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from './schema';

/** Garages work 09:00–19:00 in one-hour slots. */
const OPENING_HOUR = 9;
const CLOSING_HOUR = 19;
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
/** Garages per insert statement (ten rows and forty parameters each). */
const CHUNK = 500;

/** The daily slots of one garage: capacity 2–4 bays, stable per garage. */
export function slotTemplatesFor(garageId: number) {
  return Array.from({ length: CLOSING_HOUR - OPENING_HOUR }, (_, i) => ({
    garageId,
    startTime: hh(OPENING_HOUR + i),
    endTime: hh(OPENING_HOUR + i + 1),
    capacity: 2 + (garageId % 3),
  }));
}

/**
 * Gives every garage (ids from the catalog) its daily slots. Rows already present are left alone,
 * so it runs on every start.
 */
export async function seedSlotTemplates(db: Db, garageIds: readonly number[]): Promise<void> {
  const perGarage = CLOSING_HOUR - OPENING_HOUR;
  await db.transaction(async (tx) => {
    // Garages that already have every slot are skipped, so a restart with a large catalog stays quick.
    const complete = new Set(
      (await tx.select({ garageId: t.slotTemplates.garageId, n: count() }).from(t.slotTemplates).groupBy(t.slotTemplates.garageId))
        .filter((r) => r.n >= perGarage)
        .map((r) => r.garageId),
    );
    const missing = garageIds.filter((id) => !complete.has(id));
    for (let i = 0; i < missing.length; i += CHUNK) {
      const rows = missing.slice(i, i + CHUNK).flatMap(slotTemplatesFor);
      await tx.insert(t.slotTemplates).values(rows).onConflictDoNothing();
    }
  });
}
