import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import * as t from './schema';

export type VehicleRow = typeof t.vehicles.$inferSelect;
export type NewVehicle = typeof t.vehicles.$inferInsert;
export type VehicleChange = Partial<Pick<VehicleRow, 'carModelId' | 'fuelType' | 'registrationNo' | 'nickname' | 'isDefault' | 'updatedAt'>>;

/** One customer's car writes queue up behind this lock (with the customer's id): the count limit holds under concurrency. */
const VEHICLES_LOCK = 0x76656869; // 'vehi'

const mine = (userId: number, id: number) => and(eq(t.vehicles.id, id), eq(t.vehicles.userId, userId));

export function vehiclesRepository(db: Executor) {
  return {
    async lockCustomer(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${VEHICLES_LOCK}, ${userId})`);
    },

    /** The default car first, then the newest. */
    ofUser: (userId: number): Promise<VehicleRow[]> =>
      db.select().from(t.vehicles).where(eq(t.vehicles.userId, userId)).orderBy(desc(t.vehicles.isDefault), desc(t.vehicles.createdAt), desc(t.vehicles.id)),

    async owned(userId: number, id: number): Promise<VehicleRow | undefined> {
      const [row] = await db.select().from(t.vehicles).where(mine(userId, id));
      return row;
    },

    /** The customer's car of this model and fuel, the default first. */
    async sameCar(userId: number, carModelId: number, fuelType: string): Promise<VehicleRow | undefined> {
      const [row] = await db
        .select()
        .from(t.vehicles)
        .where(and(eq(t.vehicles.userId, userId), eq(t.vehicles.carModelId, carModelId), eq(t.vehicles.fuelType, fuelType)))
        .orderBy(desc(t.vehicles.isDefault), asc(t.vehicles.id))
        .limit(1);
      return row;
    },

    async countOf(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(t.vehicles).where(eq(t.vehicles.userId, userId));
      return row?.n ?? 0;
    },

    async insert(vehicle: NewVehicle): Promise<VehicleRow> {
      const [row] = await db.insert(t.vehicles).values(vehicle).returning();
      return row!;
    },

    async update(userId: number, id: number, change: VehicleChange): Promise<VehicleRow | undefined> {
      const [row] = await db.update(t.vehicles).set(change).where(mine(userId, id)).returning();
      return row;
    },

    /** Clears the default flag of the customer's other cars (before one of them becomes the default). */
    async clearDefault(userId: number, exceptId: number | null, at: Date): Promise<void> {
      const others = exceptId === null ? eq(t.vehicles.userId, userId) : and(eq(t.vehicles.userId, userId), ne(t.vehicles.id, exceptId));
      await db
        .update(t.vehicles)
        .set({ isDefault: false, updatedAt: at })
        .where(and(others, eq(t.vehicles.isDefault, true)));
    },

    async remove(userId: number, id: number): Promise<VehicleRow | undefined> {
      const [row] = await db.delete(t.vehicles).where(mine(userId, id)).returning();
      return row;
    },

    /** The customer's oldest car: it becomes the default when the default one is removed. */
    async oldest(userId: number): Promise<VehicleRow | undefined> {
      const [row] = await db.select().from(t.vehicles).where(eq(t.vehicles.userId, userId)).orderBy(asc(t.vehicles.createdAt), asc(t.vehicles.id)).limit(1);
      return row;
    },
  };
}

export type VehiclesRepository = ReturnType<typeof vehiclesRepository>;
