import type { ClaimBody, WarrantyClaim } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQuery } from '../../../lib/booking';
import { warrantyQuery } from './get-warranty';

/** Opens a warranty claim; the claim box and the timeline are read again. */
export function useOpenClaim(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimBody) =>
      api
        .post<WarrantyClaim>(`/bookings/${encodeURIComponent(trackingId)}/claims`, body, { headers: { 'idempotency-key': crypto.randomUUID() } })
        .then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: warrantyQuery(trackingId).queryKey });
      void queryClient.invalidateQueries({ queryKey: bookingQuery(trackingId).queryKey });
    },
  });
}
