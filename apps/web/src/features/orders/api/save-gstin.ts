import type { Booking } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQuery } from '../../../lib/booking';

export function useSaveGstin(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gstin: string) => api.put<Booking>(`/bookings/${encodeURIComponent(trackingId)}/gstin`, { gstin }).then((r) => r.data),
    onSuccess: (booking) => queryClient.setQueryData(bookingQuery(trackingId).queryKey, booking),
  });
}
