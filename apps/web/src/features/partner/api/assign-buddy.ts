import type { LegKind } from '@carseva/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { partnerBookingQuery } from './get-partner-booking';

/** After a change to a leg: the job, the day's board and the trips list ask again. */
export const refreshLegs = (queryClient: QueryClient, trackingId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: partnerBookingQuery(trackingId).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['partner', 'day'] }),
    queryClient.invalidateQueries({ queryKey: ['partner', 'legs'] }),
  ]);

export const legPath = (trackingId: string, kind: LegKind) => `/partner/bookings/${encodeURIComponent(trackingId)}/legs/${kind}`;

export const assignBuddy = (trackingId: string, kind: LegKind, driver: number) =>
  api.post<unknown>(`${legPath(trackingId, kind)}/assign`, { driver }).then((r) => r.data);

/** Gives the pickup (or the drop) to a service buddy, or to another one. */
export function useAssignBuddy(trackingId: string, kind: LegKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (driver: number) => assignBuddy(trackingId, kind, driver),
    // Whatever the answer holds, the job, the board and the trips list ask again for the leg as it now stands.
    onSettled: () => refreshLegs(queryClient, trackingId),
  });
}
