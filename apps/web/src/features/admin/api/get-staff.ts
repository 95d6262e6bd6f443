import type { StaffMember } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A garage's owners and staff. */
export const useGarageStaff = (garageId: number) =>
  useQuery({
    queryKey: ['admin', 'staff', garageId],
    queryFn: ({ signal }) => api.get<StaffMember[]>(`/admin/garages/${garageId}/staff`, undefined, signal),
    retry: false,
  });
