import type { LeadBody } from '@carseva/shared';
import { api } from '../../../lib/api-client';
import { useSend } from './use-send';

/** Records a visitor's phone (with the city and car they chose) for a call back. */
export const createLead = (lead: LeadBody) => api.post<undefined>('/contact/lead', lead);

export const useCreateLead = () => useSend(createLead);
