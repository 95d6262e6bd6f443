import type { GarageSchedule } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const scheduleQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['partner', 'schedule', garageId],
    queryFn: ({ signal }) => api.get<GarageSchedule>(`/partner/garages/${garageId}/slots`, undefined, signal),
    staleTime: 0,
    retry: false,
  });

/** The garage's slots and its closures from today on. */
export const useSchedule = (garageId: number) => useQuery(scheduleQuery(garageId));
