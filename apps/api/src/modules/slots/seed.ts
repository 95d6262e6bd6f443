import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import { seedCoupons } from '../bookings/coupons';

/** Garages work 09:00–19:00 in one-hour slots. */
const OPENING_HOUR = 9;
const CLOSING_HOUR = 19;
const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;

/**
 * Gives every garage its daily slots (capacity 2–4 bays, stable per garage) and inserts the coupons.
 * Rows already present are left alone, so it runs on every start.
 */
export async function seedSlotsAndCoupons(db: Db): Promise<void> {
  const hours = Array.from({ length: CLOSING_HOUR - OPENING_HOUR }, (_, i) => OPENING_HOUR + i);
  const slotRows = sql.join(
    hours.map((h) => sql`(${hh(h)}, ${hh(h + 1)})`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${t.slotTemplates} (garage_id, start_time, end_time, capacity)
      select g.id, s.start_time, s.end_time, 2 + g.id % 3
      from ${t.garages} g cross join (values ${slotRows}) as s(start_time, end_time)
      on conflict do nothing`);
    await tx.insert(t.coupons).values(seedCoupons).onConflictDoNothing();
  });
}
