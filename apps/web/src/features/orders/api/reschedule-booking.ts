import type { Booking, RescheduleBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQuery } from '../../../lib/booking';

export interface RescheduleBookingInput {
  body: RescheduleBody;
  /** One key per confirmation: a retry of the same request gets the first answer. */
  idempotencyKey: string;
}

export const rescheduleBooking = (trackingId: string, { body, idempotencyKey }: RescheduleBookingInput) =>
  api.post<Booking>(`/bookings/${encodeURIComponent(trackingId)}/reschedule`, body, { headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.data);

/** Moves the booking to another date and slot at the same garage; the order comes back with the new slot. */
export function useRescheduleBooking(trackingId: string, garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RescheduleBookingInput) => rescheduleBooking(trackingId, input),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQuery(trackingId).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] });
    },
    // Taken or not, the seats changed (a full slot says so on the grid once refetched).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['slots', garageId] }),
  });
}
