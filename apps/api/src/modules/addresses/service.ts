import { type addressBody, type addressPatch, MAX_ADDRESSES_PER_ACCOUNT, type PincodeLocality, type SavedAddress } from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/engine';
import { conflict, notFound } from '../../lib/errors';
import { BOOKING_EVENT, type BookingEventPublished, type BookingsService } from '../bookings';
import type { CatalogService } from '../catalog/service';
import { type AddressRow, addressesRepository } from './repository';

export const ADDRESS_MESSAGES = {
  notFound: 'We could not find this address among yours.',
  tooMany: `You can keep up to ${MAX_ADDRESSES_PER_ACCOUNT} addresses. Remove one you no longer use to add another.`,
} as const;

/** Marks the saved address a new booking was placed with as the last used. */
export const MARK_USED_JOB = 'addresses.mark-used';

export interface AddressesDeps {
  catalog: Pick<CatalogService, 'listLocalities'>;
  bookings: Pick<BookingsService, 'byIds'>;
  now: () => number;
}

type AddressInput = z.output<typeof addressBody>;
type AddressChange = z.output<typeof addressPatch>;

const present = (row: AddressRow): SavedAddress => ({
  id: row.id,
  label: row.label as SavedAddress['label'],
  address: row.address,
  pincode: row.pincode,
  latitude: row.latitude,
  longitude: row.longitude,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** My Addresses: each customer's labelled pickup addresses, the last used first. */
export function addressesService(db: Db, deps: AddressesDeps) {
  const repo = addressesRepository(db);
  const now = () => new Date(deps.now());

  /**
   * "Last used" follows the bookings themselves: this module hears each booking being placed (the
   * bookings module's timeline event) and marks the customer's saved address with the booking's
   * address and pincode. The bookings module never learns that saved addresses exist, and no client
   * has to remember a second call after booking. An address edited at checkout is a new address,
   * and marks nothing.
   */
  async function markUsedBy(events: BookingEventPublished[]): Promise<void> {
    for (const booking of await deps.bookings.byIds(events.map((event) => event.bookingId))) {
      await repo.markUsed(booking.userId, booking.address, booking.pincode, booking.createdAt);
    }
  }

  return {
    async list(userId: number): Promise<SavedAddress[]> {
      return (await repo.ofUser(userId)).map(present);
    },

    async add(userId: number, input: AddressInput): Promise<SavedAddress> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const txRepo = addressesRepository(tx);
        await txRepo.lockCustomer(userId);
        if ((await txRepo.countOf(userId)) >= MAX_ADDRESSES_PER_ACCOUNT) throw conflict(ADDRESS_MESSAGES.tooMany, 'TOO_MANY_ADDRESSES');
        return txRepo.insert({
          userId,
          label: input.label,
          address: input.address,
          pincode: input.pincode,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          createdAt: at,
          updatedAt: at,
        });
      });
      return present(row);
    },

    async update(userId: number, id: number, patch: AddressChange): Promise<SavedAddress> {
      // Another customer's address is answered exactly like a missing one, so ids cannot be probed.
      const row = await repo.update(userId, id, { ...patch, updatedAt: now() });
      if (!row) throw notFound(ADDRESS_MESSAGES.notFound, 'ADDRESS_NOT_FOUND');
      return present(row);
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound(ADDRESS_MESSAGES.notFound, 'ADDRESS_NOT_FOUND');
    },

    /** The seeded localities with this pincode, so the form can name the area as it is typed. */
    async localitiesOf(pincode: string): Promise<PincodeLocality[]> {
      const localities = await deps.catalog.listLocalities();
      return localities.filter((l) => l.pincode === pincode).map((l) => ({ name: l.name, city: l.city, state: l.state }));
    },

    /** The module's background work, for the job engine. */
    jobs: (): JobDefinition<never>[] => [
      {
        name: MARK_USED_JOB,
        subscribesTo: [BOOKING_EVENT],
        // Only a new booking uses an address; its later steps need no job here.
        onlyWhen: (event) => event.kind === 'placed',
        retryLimit: 3,
        run: (event) => markUsedBy([event]),
        runBatch: markUsedBy,
      } satisfies JobDefinition<BookingEventPublished>,
    ],
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
