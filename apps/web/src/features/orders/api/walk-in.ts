import type { Booking, WalkInBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQuery } from '../../../lib/booking';

export interface WalkInInput {
  body: WalkInBody;
  /** One key per confirmation: a retry of the same request gets the first answer. */
  idempotencyKey: string;
}

export const switchToWalkIn = (trackingId: string, { body, idempotencyKey }: WalkInInput) =>
  api.post<Booking>(`/bookings/${encodeURIComponent(trackingId)}/walk-in`, body, { headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.data);

/** The customer brings the car to the garage instead of the pickup, or collects it there instead of the drop; the order comes back a walk-in. */
export function useWalkIn(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalkInInput) => switchToWalkIn(trackingId, input),
    onSuccess: (booking) => queryClient.setQueryData(bookingQuery(trackingId).queryKey, booking),
  });
}
