import type { Booking } from '@carseva/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** One of the customer's orders (the server checks it is theirs): the order page, and checkout paying its balance. */
export const bookingQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'one', trackingId],
    queryFn: ({ signal }) => api.get<Booking>(`/bookings/${encodeURIComponent(trackingId)}`, undefined, signal),
    retry: false,
  });
