import { type HelpMessageBody, type LeadBody, SUPPORT } from '@carseva/shared';
import { AppError, unprocessable } from '../../lib/errors';
import { say } from '../../lib/i18n';
import { enforceLimits, type RateCounters, waitText } from '../../lib/rate-limit';
import type { BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { Db } from '../../db/client';
import { leadsRepository } from './repository';

export interface LeadsDeps {
  catalog: Pick<CatalogService, 'cityExists' | 'carModelExists'>;
  /** Whose order a help message names: only its own customer may tie a message to it. */
  bookings: Pick<BookingsService, 'owned'>;
  /** Rate counters (shared through Redis when configured). */
  counters: RateCounters;
  /** What one client address may send in an hour, and one phone number in a day (price requests and messages alike). */
  limits: { perAddressHour: number; perPhoneDay: number };
}

const HOUR = 3600_000;
const DAY = 24 * HOUR;

const tooMany = (seconds: number) => say('errors.contact.tooMany', { wait: waitText(seconds), helpline: SUPPORT.helpline });

export function leadsService(db: Db, { catalog, bookings, counters, limits }: LeadsDeps) {
  const repo = leadsRepository(db);

  /** The anonymous forms' limits: per client address an hour, per phone number (and form) a day; 429 with Retry-After. */
  const withinLimits = (form: 'lead' | 'message', clientAddress: string, phone: string) =>
    enforceLimits(counters, [
      { key: `contact-address:${clientAddress}`, max: limits.perAddressHour, windowMs: HOUR, message: tooMany },
      { key: `contact-${form}-phone:${phone}`, max: limits.perPhoneDay, windowMs: DAY, message: tooMany },
    ]);

  /** The order a message is about: someone else's answers 404, exactly like a missing one. */
  async function bookingIdOf(trackingId: string, userId: number | null): Promise<number> {
    if (userId === null) throw new AppError(401, 'UNAUTHENTICATED', say('errors.contact.signInForOrder'));
    return (await bookings.owned(userId, trackingId)).id;
  }

  return {
    async recordLead(lead: LeadBody, clientAddress: string): Promise<void> {
      await withinLimits('lead', clientAddress, lead.phone);
      const cityId = lead.city ?? null;
      const carModelId = lead.car_model ?? null;
      const errors: Record<string, string[]> = {};
      if (cityId !== null && !(await catalog.cityExists(cityId))) errors.city = [`No city with id ${cityId}`];
      if (carModelId !== null && !(await catalog.carModelExists(carModelId))) errors.car_model = [`No car model with id ${carModelId}`];
      if (Object.keys(errors).length > 0) throw unprocessable('Unknown city or car model', errors, 'UNKNOWN_REFERENCE');
      await repo.insertLead({ phone: `+91${lead.phone}`, cityId, carModelId });
    },

    /** A contact message; from a signed-in customer it keeps who sent it, and may name one of their orders. */
    async recordContactMessage({ booking, ...message }: HelpMessageBody, userId: number | null, clientAddress: string): Promise<void> {
      await withinLimits('message', clientAddress, message.phone);
      const bookingId = booking ? await bookingIdOf(booking, userId) : null;
      await repo.insertContactMessage({ ...message, phone: `+91${message.phone}`, userId, bookingId });
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
