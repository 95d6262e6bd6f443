import type { Booking } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bookingQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'one', trackingId],
    queryFn: ({ signal }) => api.get<Booking>(`/bookings/${encodeURIComponent(trackingId)}`, undefined, signal),
    retry: false,
  });

export const useBooking = (trackingId: string) => useQuery(bookingQuery(trackingId));
