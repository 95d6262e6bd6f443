import type { StaffMember } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const staffQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['partner', 'staff', garageId],
    queryFn: ({ signal }) => api.get<StaffMember[]>(`/partner/garages/${garageId}/staff`, undefined, signal),
    staleTime: 0,
    retry: false,
  });

/** The garage's owners and staff (its owners and admins may ask). */
export const useStaff = (garageId: number) => useQuery(staffQuery(garageId));
