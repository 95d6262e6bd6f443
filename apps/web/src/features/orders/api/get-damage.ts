import type { OrderDamage } from '@carseva/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const damageQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['bookings', 'damage', trackingId],
    queryFn: ({ signal }) => api.get<OrderDamage>(`/bookings/${encodeURIComponent(trackingId)}/damage`, undefined, signal),
  });

/** The order's damage reports, and until when one may be made. */
export const useDamage = (trackingId: string, enabled: boolean) => useQuery({ ...damageQuery(trackingId), enabled });
