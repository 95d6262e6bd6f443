import type { GaragePickupRadius, PickupRadiusBody } from '@carseva/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const pickupRadiusQuery = (garageId: number) =>
  queryOptions({
    queryKey: ['partner', 'pickup-radius', garageId],
    queryFn: ({ signal }) => api.get<GaragePickupRadius>(`/partner/garages/${garageId}/pickup-radius`, undefined, signal),
    staleTime: 0,
    retry: false,
  });

/** How far the garage picks cars up: its own radius (null for the default), the default and the cap. */
export const usePickupRadius = (garageId: number) => useQuery(pickupRadiusQuery(garageId));

/** Sets the garage's pickup radius (null: the default); the answer replaces the one read. */
export function useSetPickupRadius(garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupRadiusBody) => api.put<GaragePickupRadius>(`/partner/garages/${garageId}/pickup-radius`, body).then((r) => r.data),
    onSuccess: (radius) => queryClient.setQueryData(pickupRadiusQuery(garageId).queryKey, radius),
  });
}
