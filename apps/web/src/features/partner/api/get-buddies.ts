import type { StaffMember } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const buddiesQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['partner', 'buddies', garageId],
    queryFn: ({ signal }) => api.get<StaffMember[]>(`/partner/garages/${garageId}/buddies`, undefined, signal),
    staleTime: 30_000,
    retry: false,
  });

/** The garage's service buddies, to send on a pickup or a drop (its owners and staff may ask). */
export const useBuddies = (garageId: number) => useQuery(buddiesQuery(garageId));
