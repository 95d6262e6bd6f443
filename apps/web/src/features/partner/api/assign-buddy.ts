import type { LegKind, PartnerBooking } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreBooking } from './get-partner-booking';

export const legPath = (trackingId: string, kind: LegKind) => `/partner/bookings/${encodeURIComponent(trackingId)}/legs/${kind}`;

export const assignBuddy = (trackingId: string, kind: LegKind, driver: number) => api.post<PartnerBooking>(`${legPath(trackingId, kind)}/assign`, { driver }).then((r) => r.data);

/** Gives the pickup (or the drop) to a service buddy, or to another one. */
export function useAssignBuddy(trackingId: string, kind: LegKind) {
  const store = useStoreBooking();
  return useMutation({ mutationFn: (driver: number) => assignBuddy(trackingId, kind, driver), onSuccess: store });
}
