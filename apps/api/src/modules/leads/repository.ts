import type { Executor } from '../../db/client';
import * as t from './schema';

export function leadsRepository(db: Executor) {
  return {
    async insertLead(lead: { phone: string; cityId: number | null; carModelId: number | null }) {
      await db.insert(t.leads).values(lead);
    },
    async insertContactMessage(message: { name: string; phone: string; email: string; message: string; userId: number | null; bookingId: number | null }) {
      await db.insert(t.contactMessages).values(message);
    },
  };
}

export type LeadsRepository = ReturnType<typeof leadsRepository>;
