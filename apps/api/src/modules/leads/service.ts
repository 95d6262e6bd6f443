import type { HelpMessageBody, LeadBody } from '@carseva/shared';
import { AppError, unprocessable } from '../../lib/errors';
import type { BookingsService } from '../bookings';
import type { CatalogService } from '../catalog/service';
import type { Db } from '../../db/client';
import { leadsRepository } from './repository';

export interface LeadsDeps {
  catalog: Pick<CatalogService, 'cityExists' | 'carModelExists'>;
  /** Whose order a help message names: only its own customer may tie a message to it. */
  bookings: Pick<BookingsService, 'owned'>;
}

export function leadsService(db: Db, { catalog, bookings }: LeadsDeps) {
  const repo = leadsRepository(db);

  /** The order a message is about: someone else's answers 404, exactly like a missing one. */
  async function bookingIdOf(trackingId: string, userId: number | null): Promise<number> {
    if (userId === null) throw new AppError(401, 'UNAUTHENTICATED', 'Please login to ask about an order.');
    return (await bookings.owned(userId, trackingId)).id;
  }

  return {
    async recordLead(lead: LeadBody): Promise<void> {
      const cityId = lead.city ?? null;
      const carModelId = lead.car_model ?? null;
      const errors: Record<string, string[]> = {};
      if (cityId !== null && !(await catalog.cityExists(cityId))) errors.city = [`No city with id ${cityId}`];
      if (carModelId !== null && !(await catalog.carModelExists(carModelId))) errors.car_model = [`No car model with id ${carModelId}`];
      if (Object.keys(errors).length > 0) throw unprocessable('Unknown city or car model', errors, 'UNKNOWN_REFERENCE');
      await repo.insertLead({ phone: `+91${lead.phone}`, cityId, carModelId });
    },

    /** A contact message; from a signed-in customer it keeps who sent it, and may name one of their orders. */
    async recordContactMessage({ booking, ...message }: HelpMessageBody, userId: number | null): Promise<void> {
      const bookingId = booking ? await bookingIdOf(booking, userId) : null;
      await repo.insertContactMessage({ ...message, phone: `+91${message.phone}`, userId, bookingId });
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
