import type { Booking, CancelBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQuery } from '../../../lib/booking';

export interface CancelBookingInput {
  body: CancelBody;
  /** One key per confirmation: a retry of the same request gets the first answer. */
  idempotencyKey: string;
}

export const cancelBooking = (trackingId: string, { body, idempotencyKey }: CancelBookingInput) =>
  api.post<Booking>(`/bookings/${encodeURIComponent(trackingId)}/cancel`, body, { headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.data);

/** Cancels the customer's booking; the order comes back cancelled, with its refund if it was paid. */
export function useCancelBooking(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelBookingInput) => cancelBooking(trackingId, input),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQuery(trackingId).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
      // The freed seat shows on the garage's slot grids.
      void queryClient.invalidateQueries({ queryKey: ['slots', booking.garage.id] });
    },
  });
}
