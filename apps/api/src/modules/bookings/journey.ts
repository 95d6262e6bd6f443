import type { CustomerLeg, GarageLeg, ServiceStatus } from '@carseva/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { BookingRow } from './repository';

/**
 * The car's journey (the legs module's, ADR 36) as the bookings module asks it: the lifecycle lets it
 * refuse a change the journey contradicts and close the legs of a booking that ended, in the change's
 * own transaction; the presenters show the legs. The composition root wires the legs module in, so
 * neither module imports the other's internals and there is no import cycle.
 */
export interface Journey {
  /** Before a status change, in its transaction: throws (a 409 in words) when the journey forbids it. */
  refuseChange(tx: Executor, booking: BookingRow, to: ServiceStatus): Promise<void>;
  /** After a status change, in its transaction. */
  changed(tx: Executor, booking: BookingRow, to: ServiceStatus): Promise<void>;
  /** The legs of these bookings as their customer sees them, by booking id (bookings without legs left out). */
  customerLegs(rows: BookingRow[]): Promise<Map<number, CustomerLeg[]>>;
  /** The same, as the garage sees them. */
  garageLegs(rows: BookingRow[]): Promise<Map<number, GarageLeg[]>>;
}

/** A journey with no legs at all (a bookings service built alone, as in unit tests). */
export const NO_JOURNEY: Journey = {
  refuseChange: async () => {},
  changed: async () => {},
  customerLegs: async () => new Map(),
  garageLegs: async () => new Map(),
};

/**
 * The channel on which every change a booking's customer should see at once (a timeline entry, a leg's
 * step, the buddy's position) is announced, with the booking's id: the order page's live stream listens.
 */
export const BOOKING_LIVE_CHANNEL = 'booking_live';

/** Announces a change of the booking on the live channel when the caller's transaction commits (PostgreSQL holds a NOTIFY until then). */
export async function announceLive(tx: Executor, bookingId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${BOOKING_LIVE_CHANNEL}, ${String(bookingId)})`);
}
