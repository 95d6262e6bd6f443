import type { GarageOffering } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const offeringsQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['partner', 'offerings', garageId],
    queryFn: ({ signal }) => api.get<GarageOffering[]>(`/partner/garages/${garageId}/offerings`, undefined, signal),
    staleTime: 0,
    retry: false,
  });

/** The garage's services with a price per band of car, each on or off. */
export const useOfferings = (garageId: number) => useQuery(offeringsQuery(garageId));
