import type { WarrantyClaim } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQuery } from '../../../lib/booking';
import { warrantyQuery } from './get-warranty';

/** Asks CarSeva to decide a claim the garage declined or did not answer in time. */
export function useEscalateClaim(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (claimId: number) => api.post<WarrantyClaim>(`/bookings/${encodeURIComponent(trackingId)}/claims/${claimId}/escalate`, {}).then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: warrantyQuery(trackingId).queryKey });
      void queryClient.invalidateQueries({ queryKey: bookingQuery(trackingId).queryKey });
    },
  });
}
