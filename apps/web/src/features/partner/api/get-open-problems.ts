import type { GarageOpenItem } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A garage's warranty claims in progress and open damage reports, oldest first: the day board flags them. */
export const openProblemsQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['partner', 'open-problems', garageId],
    queryFn: ({ signal }) => api.get<GarageOpenItem[]>(`/partner/garages/${garageId}/open-problems`, undefined, signal),
    retry: false,
  });

export const useOpenProblems = (garageId: number) => useQuery(openProblemsQuery(garageId));
