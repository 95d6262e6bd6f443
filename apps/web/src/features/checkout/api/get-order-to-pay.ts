import type { Booking } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The order whose balance is being paid (the customer's own; the server checks). */
export const orderToPayQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'one', trackingId],
    queryFn: ({ signal }) => api.get<Booking>(`/bookings/${encodeURIComponent(trackingId)}`, undefined, signal),
    retry: false,
  });

export const useOrderToPay = (trackingId: string) => useQuery(orderToPayQuery(trackingId));
