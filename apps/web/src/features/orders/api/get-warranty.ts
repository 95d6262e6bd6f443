import type { OrderWarranty } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const warrantyQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'warranty', trackingId],
    queryFn: ({ signal }) => api.get<OrderWarranty>(`/bookings/${encodeURIComponent(trackingId)}/warranty`, undefined, signal),
  });

/** The order's warranty: what is covered until when, and its claims. */
export const useWarranty = (trackingId: string, enabled: boolean) => useQuery({ ...warrantyQuery(trackingId), enabled });
