import type { AdminBooking, AdminStatusBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Cancels a booking (or moves it as the garage would) as admin, with a reason. */
export function useAdminMoveBooking(trackingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminStatusBody) =>
      api.post<AdminBooking>(`/admin/bookings/${encodeURIComponent(trackingId)}/status`, body, { headers: { 'idempotency-key': crypto.randomUUID() } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
