import { COMPLETED_STATUSES, type Booking } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** How often an order that is still moving is asked for again, so its status and extra work show up live. */
export const ORDER_REFRESH_MS = 10_000;

export const bookingQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'one', trackingId],
    queryFn: ({ signal }) => api.get<Booking>(`/bookings/${encodeURIComponent(trackingId)}`, undefined, signal),
    retry: false,
  });

/** The order, refreshed every 10 s until it is completed, cancelled or declined. */
export const useBooking = (trackingId: string) =>
  useQuery({
    ...bookingQuery(trackingId),
    refetchInterval: (query) => (query.state.data && COMPLETED_STATUSES.includes(query.state.data.service_status) ? false : ORDER_REFRESH_MS),
  });
