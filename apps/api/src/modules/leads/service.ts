import type { ContactMessageBody, LeadBody } from '@carseva/shared';
import { unprocessable } from '../../lib/errors';
import type { CatalogService } from '../catalog/service';
import type { Db } from '../../db/client';
import { leadsRepository } from './repository';

export function leadsService(db: Db, { catalog }: { catalog: Pick<CatalogService, 'cityExists' | 'carModelExists'> }) {
  const repo = leadsRepository(db);
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

    async recordContactMessage(message: ContactMessageBody): Promise<void> {
      await repo.insertContactMessage({ ...message, phone: `+91${message.phone}` });
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
