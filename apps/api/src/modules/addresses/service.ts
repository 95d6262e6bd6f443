import { type addressBody, type addressPatch, MAX_ADDRESSES_PER_ACCOUNT, type PincodeLocality, type SavedAddress } from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import { type AddressRow, addressesRepository } from './repository';
import { say } from '../../lib/i18n';

export const ADDRESS_MESSAGES = {
  notFound: say('errors.address.notFound'),
  tooMany: say('errors.address.tooMany', { max: MAX_ADDRESSES_PER_ACCOUNT }),
} as const;

export interface AddressesDeps {
  catalog: Pick<CatalogService, 'listLocalities'>;
  bookings: Pick<BookingsService, 'lastPlacedAt'>;
  now: () => number;
}

type AddressInput = z.output<typeof addressBody>;
type AddressChange = z.output<typeof addressPatch>;

const present = (row: AddressRow, lastUsedAt: Date | undefined): SavedAddress => ({
  id: row.id,
  label: row.label as SavedAddress['label'],
  address: row.address,
  pincode: row.pincode,
  latitude: row.latitude,
  longitude: row.longitude,
  last_used_at: lastUsedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** A booking's pickup place, as kept in My Addresses. */
export interface KeptPlace {
  address: string;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
}

/** An address as compared for sameness: lower case, its words only ("14, MG Road" is "14 mg road"). */
const comparable = (address: string) =>
  address
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

/** My Addresses: each customer's labelled pickup addresses, the last used first. */
export function addressesService(db: Db, deps: AddressesDeps) {
  const repo = addressesRepository(db);
  const now = () => new Date(deps.now());

  /**
   * "Last used" is read from the bookings themselves, through the bookings service: when the customer
   * last placed a booking with this address's text and pincode. It is right from the moment the
   * booking exists, nothing has to be kept in step with the bookings (no job per booking, no column to
   * write), and the bookings module never learns that saved addresses exist. An address edited at
   * checkout is a new place, and marks nothing.
   */
  async function withLastUse(rows: AddressRow[], userId: number): Promise<SavedAddress[]> {
    const used = await deps.bookings.lastPlacedAt(userId, rows);
    const lastUseOf = (row: AddressRow) => used.find((place) => place.address === row.address && place.pincode === row.pincode)?.at;
    const listed = rows.map((row) => present(row, lastUseOf(row)));
    // The last used first, then those never used; the repository's order (newest first) breaks ties.
    return listed.sort((a, b) => (b.last_used_at ?? '').localeCompare(a.last_used_at ?? ''));
  }

  return {
    async list(userId: number): Promise<SavedAddress[]> {
      return withLastUse(await repo.ofUser(userId), userId);
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
      return (await withLastUse([row], userId))[0]!;
    },

    /**
     * The pickup place a booking was placed with, kept for the next checkout ("Save for next time"),
     * labelled Other: not when the customer already has it (the same words and pincode, whatever the
     * case, spacing or punctuation) or has as many as they may. Calling it again changes nothing.
     */
    async keepBooked(userId: number, place: KeptPlace): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const txRepo = addressesRepository(tx);
        await txRepo.lockCustomer(userId);
        const rows = await txRepo.ofUser(userId);
        const words = comparable(place.address);
        if (rows.some((row) => row.pincode === place.pincode && comparable(row.address) === words)) return;
        if (rows.length >= MAX_ADDRESSES_PER_ACCOUNT) return;
        await txRepo.insert({ userId, label: 'other', ...place, createdAt: at, updatedAt: at });
      });
    },

    async update(userId: number, id: number, patch: AddressChange): Promise<SavedAddress> {
      // Another customer's address is answered exactly like a missing one, so ids cannot be probed.
      const row = await repo.update(userId, id, { ...patch, updatedAt: now() });
      if (!row) throw notFound(ADDRESS_MESSAGES.notFound, 'ADDRESS_NOT_FOUND');
      return (await withLastUse([row], userId))[0]!;
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound(ADDRESS_MESSAGES.notFound, 'ADDRESS_NOT_FOUND');
    },

    /** The seeded localities with this pincode, so the form can name the area as it is typed. */
    async localitiesOf(pincode: string): Promise<PincodeLocality[]> {
      const localities = await deps.catalog.listLocalities();
      return localities.filter((l) => l.pincode === pincode).map((l) => ({ name: l.name, city: l.city, state: l.state }));
    },
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
