import type { BookingPromise } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const promiseQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'promise', trackingId],
    queryFn: ({ signal }) => api.get<BookingPromise | null>(`/bookings/${encodeURIComponent(trackingId)}/promise`, undefined, signal),
  });

/** When the garage promised the car, and any late credit. */
export const usePromise = (trackingId: string, enabled: boolean) => useQuery({ ...promiseQuery(trackingId), enabled });
