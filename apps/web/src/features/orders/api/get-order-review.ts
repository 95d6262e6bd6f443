import type { OrderReview } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const orderReviewQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'review', trackingId],
    queryFn: ({ signal }) => api.get<OrderReview>(`/bookings/${encodeURIComponent(trackingId)}/review`, undefined, signal),
  });

/** The customer's review of this order, if any, and how the garage is rated. */
export const useOrderReview = (trackingId: string) => useQuery(orderReviewQuery(trackingId));
