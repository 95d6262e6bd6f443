import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type AddressRow = typeof t.addresses.$inferSelect;
export type NewAddress = typeof t.addresses.$inferInsert;
export type AddressChange = Partial<Pick<AddressRow, 'label' | 'address' | 'pincode' | 'latitude' | 'longitude' | 'updatedAt'>>;

/** One customer's address writes queue up behind this lock (with the customer's id): the count limit holds under concurrency. */
const ADDRESSES_LOCK = 0x61646472; // 'addr'

const mine = (userId: number, id: number) => and(eq(t.addresses.id, id), eq(t.addresses.userId, userId));

export function addressesRepository(db: Executor) {
  return {
    async lockCustomer(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ADDRESSES_LOCK}, ${userId})`);
    },

    /** Newest first. */
    ofUser: (userId: number): Promise<AddressRow[]> =>
      db.select().from(t.addresses).where(eq(t.addresses.userId, userId)).orderBy(desc(t.addresses.createdAt), desc(t.addresses.id)),

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t.addresses).where(eq(t.addresses.userId, userId));
      return row?.n ?? 0;
    },

    async insert(address: NewAddress): Promise<AddressRow> {
      const [row] = await db.insert(t.addresses).values(address).returning();
      return row!;
    },

    async update(userId: number, id: number, change: AddressChange): Promise<AddressRow | undefined> {
      const [row] = await db.update(t.addresses).set(change).where(mine(userId, id)).returning();
      return row;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(t.addresses).where(mine(userId, id)).returning({ id: t.addresses.id });
      return rows.length > 0;
    },
  };
}
