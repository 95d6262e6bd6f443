import type { GarageOffering, OfferingChanges } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { offeringsQuery } from './get-offerings';

export const updateOfferings = (garageId: number, body: OfferingChanges) =>
  api.put<GarageOffering[]>(`/partner/garages/${garageId}/offerings`, body).then((r) => r.data);

/** Saves changed prices and on/off switches; customers see them at once. */
export function useUpdateOfferings(garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfferingChanges) => updateOfferings(garageId, body),
    onSuccess: (offerings) => queryClient.setQueryData(offeringsQuery(garageId).queryKey, offerings),
  });
}
