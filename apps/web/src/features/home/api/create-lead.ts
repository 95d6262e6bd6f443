import type { LeadBody } from '@carseva/shared';
import { useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';

/** Records a visitor's phone (with the city and car they chose) for a call back. */
export const createLead = (lead: LeadBody) => api.post<undefined>('/contact/lead', lead);

/**
 * Sends a lead and reports the outcome. A plain hook rather than a query mutation: the home page
 * is the first screen a visitor loads, and every kilobyte there counts.
 */
export function useCreateLead() {
  const [isPending, setPending] = useState(false);
  const send = async (lead: LeadBody): Promise<{ ok: true } | { ok: false; message: string }> => {
    setPending(true);
    try {
      await createLead(lead);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.' };
    } finally {
      setPending(false);
    }
  };
  return { send, isPending };
}
