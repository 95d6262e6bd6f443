import type { BuddyLeg } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often the trips list is asked again (a leg assigned meanwhile, a step made from another phone). */
export const TRIPS_REFRESH_MS = 20_000;

export const buddyLegsQuery = (garageId: number, date: string) =>
  queryOptions({
    queryKey: ['partner', 'legs', garageId, date],
    queryFn: ({ signal }) => api.get<BuddyLeg[]>('/partner/legs', { garage: garageId, date }, signal),
    staleTime: 0,
    retry: false,
  });

/** The day's pickups and drops: a buddy's own, or the whole garage's for its owner and staff. */
export const useBuddyLegs = (garageId: number, date: string) => useQuery({ ...buddyLegsQuery(garageId, date), refetchInterval: TRIPS_REFRESH_MS });
