import type { Booking, BookingBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CreateBookingInput {
  body: BookingBody;
  /** The checkout attempt's key: sent again with the same body, the server answers with the first booking. */
  idempotencyKey: string;
}

export const createBooking = ({ body, idempotencyKey }: CreateBookingInput) =>
  api.post<Booking>('/bookings', body, { headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.data);

/** Places the booking (it holds a seat in the slot); the customer's order lists now include it, and My Cars / My Addresses what it kept. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    // The orders feature's booking queries all start with 'bookings'; the saved cars and addresses with 'me'.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['bookings'] }), queryClient.invalidateQueries({ queryKey: ['me'] })]),
  });
}
