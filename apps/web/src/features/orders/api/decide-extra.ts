import type { Booking } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQuery } from '../../../lib/booking';

export type ExtraDecision = 'approve' | 'decline';

export const decideExtra = (trackingId: string, extraId: number, decision: ExtraDecision) =>
  api.post<Booking>(`/bookings/${encodeURIComponent(trackingId)}/extras/${extraId}/${decision}`, {}).then((r) => r.data);

/** The customer's answer to extra work the garage proposed; the order comes back re-priced. */
export function useDecideExtra(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ extraId, decision }: { extraId: number; decision: ExtraDecision }) => decideExtra(trackingId, extraId, decision),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQuery(trackingId).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
  });
}
