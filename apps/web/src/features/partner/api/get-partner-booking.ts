import type { PartnerBooking } from '@carseva/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api-client';
import { BOARD_REFRESH_MS } from './get-day-bookings';

export const partnerBookingQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['partner', 'booking', trackingId],
    queryFn: ({ signal }) => api.get<PartnerBooking>(`/partner/bookings/${encodeURIComponent(trackingId)}`, undefined, signal),
    staleTime: 0,
    retry: false,
  });

/** One booking as the garage sees it, kept fresh (the customer may answer extra work meanwhile). */
export const usePartnerBooking = (trackingId: string) => useQuery({ ...partnerBookingQuery(trackingId), refetchInterval: BOARD_REFRESH_MS });

/** What every action on a booking does with the server's answer: show it, and let the board ask again. */
export function useStoreBooking() {
  const queryClient = useQueryClient();
  return useCallback(
    (booking: PartnerBooking) => {
      queryClient.setQueryData(partnerBookingQuery(booking.tracking_id).queryKey, booking);
      void queryClient.invalidateQueries({ queryKey: ['partner', 'day'] });
    },
    [queryClient],
  );
}
