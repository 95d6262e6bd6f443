import { type carBody, type carPatch, MAX_CARS_PER_ACCOUNT, type SavedCar } from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/database-errors';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import type { CatalogService } from '../catalog';
import { type VehicleChange, type VehicleRow, vehiclesRepository } from './repository';
import { say } from '../../lib/i18n';

export const VEHICLE_MESSAGES = {
  notFound: say('errors.vehicle.notFound'),
  tooMany: say('errors.vehicle.tooMany', { max: MAX_CARS_PER_ACCOUNT }),
  duplicate: say('errors.vehicle.duplicate'),
} as const;

export interface VehiclesDeps {
  catalog: Pick<CatalogService, 'carModelsByIds' | 'listBrands'>;
  now: () => number;
}

type CarInput = z.output<typeof carBody>;
type CarChange = z.output<typeof carPatch>;

/** My Cars: each customer's cars, at most one of them the default (the database's partial unique key). */
export function vehiclesService(db: Db, deps: VehiclesDeps) {
  const repo = vehiclesRepository(db);
  const now = () => new Date(deps.now());

  /** The cars as the customer sees them, with their catalog model and brand. */
  async function present(rows: VehicleRow[]): Promise<SavedCar[]> {
    const [models, brands] = await Promise.all([deps.catalog.carModelsByIds(rows.map((r) => r.carModelId)), deps.catalog.listBrands()]);
    return rows.map((row) => {
      const model = models.find((m) => m.id === row.carModelId)!;
      const brand = brands.find((b) => b.id === model.brandId)!;
      return {
        id: row.id,
        car_model: { id: model.id, name: model.name, segment: model.segment, fuel_types: model.fuelTypes },
        brand: { id: brand.id, name: brand.name, icon: brand.icon },
        fuel_type: row.fuelType,
        registration_no: row.registrationNo,
        nickname: row.nickname,
        is_default: row.isDefault,
        created_at: row.createdAt.toISOString(),
      };
    });
  }
  const presentOne = async (row: VehicleRow) => (await present([row]))[0]!;

  /** The model must be in the catalog and come in that fuel; errors by field, as the form shows them. */
  async function checkModelAndFuel(carModelId: number, fuelType: string): Promise<void> {
    const [model] = await deps.catalog.carModelsByIds([carModelId]);
    if (!model) throw unprocessable('Unknown car model', { car_model: [`No car model with id ${carModelId}`] }, 'UNKNOWN_REFERENCE');
    if (!model.fuelTypes.includes(fuelType)) {
      throw unprocessable(
        'This car does not come in that fuel',
        { fuel_type: [`The ${model.name} comes in ${model.fuelTypes.join(', ')}`] },
        'UNKNOWN_REFERENCE',
      );
    }
  }

  async function owned(userId: number, id: number): Promise<VehicleRow> {
    const row = await repo.owned(userId, id);
    // Another customer's car is answered exactly like a missing one, so ids cannot be probed.
    if (!row) throw notFound(VEHICLE_MESSAGES.notFound, 'CAR_NOT_FOUND');
    return row;
  }

  /** A second car with the same number is a 409, whichever request got there first. */
  async function uniqueRegistration<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(VEHICLE_MESSAGES.duplicate, 'DUPLICATE_CAR');
      throw error;
    }
  }

  return {
    /** The default car first, then the newest. */
    async list(userId: number): Promise<SavedCar[]> {
      return present(await repo.ofUser(userId));
    },

    /**
     * Adds a car; the first one, or one sent with is_default, becomes the default. A car without a
     * registration number (chosen in the car picker) that the customer already has, same model and
     * fuel, is that car: it is answered, not added again.
     */
    async add(userId: number, input: CarInput): Promise<{ car: SavedCar; added: boolean }> {
      await checkModelAndFuel(input.car_model, input.fuel_type);
      const at = now();
      let added = true;
      const row = await uniqueRegistration(() =>
        db.transaction(async (tx) => {
          const txRepo = vehiclesRepository(tx);
          await txRepo.lockCustomer(userId);
          const same = input.registration_no ? undefined : await txRepo.sameCar(userId, input.car_model, input.fuel_type);
          if (same) {
            added = false;
            return same;
          }
          const existing = await txRepo.countOf(userId);
          if (existing >= MAX_CARS_PER_ACCOUNT) throw conflict(VEHICLE_MESSAGES.tooMany, 'TOO_MANY_CARS');
          const isDefault = existing === 0 || input.is_default === true;
          if (isDefault) await txRepo.clearDefault(userId, null, at);
          return txRepo.insert({
            userId,
            carModelId: input.car_model,
            fuelType: input.fuel_type,
            registrationNo: input.registration_no ?? null,
            nickname: input.nickname ?? null,
            isDefault,
            createdAt: at,
            updatedAt: at,
          });
        }),
      );
      return { car: await presentOne(row), added };
    },

    /**
     * The car a booking was placed with, kept for the next checkout ("Save for next time"): the
     * customer's car of that model and fuel when they have one, else added (not past the limit); it
     * becomes the default, so the next checkout offers the car used last. Calling it again changes nothing.
     */
    async keepBooked(userId: number, carModelId: number, fuelType: string): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const txRepo = vehiclesRepository(tx);
        await txRepo.lockCustomer(userId);
        const same = await txRepo.sameCar(userId, carModelId, fuelType);
        if (same?.isDefault) return;
        if (!same && (await txRepo.countOf(userId)) >= MAX_CARS_PER_ACCOUNT) return;
        await txRepo.clearDefault(userId, same?.id ?? null, at);
        if (same) await txRepo.update(userId, same.id, { isDefault: true, updatedAt: at });
        else await txRepo.insert({ userId, carModelId, fuelType, registrationNo: null, nickname: null, isDefault: true, createdAt: at, updatedAt: at });
      });
    },

    async update(userId: number, id: number, patch: CarChange): Promise<SavedCar> {
      const current = await owned(userId, id);
      const carModelId = patch.car_model ?? current.carModelId;
      const fuelType = patch.fuel_type ?? current.fuelType;
      if (patch.car_model !== undefined || patch.fuel_type !== undefined) await checkModelAndFuel(carModelId, fuelType);
      const change: VehicleChange = { carModelId, fuelType, registrationNo: patch.registration_no, nickname: patch.nickname, updatedAt: now() };
      const row = await uniqueRegistration(() => repo.update(userId, id, change));
      if (!row) throw notFound(VEHICLE_MESSAGES.notFound, 'CAR_NOT_FOUND');
      return presentOne(row);
    },

    /** Makes this car the default: the others stop being it, in one transaction. */
    async makeDefault(userId: number, id: number): Promise<SavedCar> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const txRepo = vehiclesRepository(tx);
        await txRepo.lockCustomer(userId);
        if (!(await txRepo.owned(userId, id))) throw notFound(VEHICLE_MESSAGES.notFound, 'CAR_NOT_FOUND');
        await txRepo.clearDefault(userId, id, at);
        return (await txRepo.update(userId, id, { isDefault: true, updatedAt: at }))!;
      });
      return presentOne(row);
    },

    /** Removes a car; when it was the default, the oldest remaining car takes over, so one always is. */
    async remove(userId: number, id: number): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const txRepo = vehiclesRepository(tx);
        await txRepo.lockCustomer(userId);
        const removed = await txRepo.remove(userId, id);
        if (!removed) throw notFound(VEHICLE_MESSAGES.notFound, 'CAR_NOT_FOUND');
        const successor = removed.isDefault ? await txRepo.oldest(userId) : undefined;
        if (successor) await txRepo.update(userId, successor.id, { isDefault: true, updatedAt: at });
      });
    },
  };
}

export type VehiclesService = ReturnType<typeof vehiclesService>;
