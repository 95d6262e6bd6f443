import type { LegKind, PartnerBooking } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { legPath } from './assign-buddy';
import { useStoreBooking } from './get-partner-booking';

export const resetCode = (trackingId: string, kind: LegKind) => api.post<PartnerBooking>(`${legPath(trackingId, kind)}/code-reset`, {}).then((r) => r.data);

/** A new handover code for a leg whose code locked after wrong tries; the customer gets it by SMS. */
export function useResetCode(trackingId: string, kind: LegKind) {
  const store = useStoreBooking();
  return useMutation({ mutationFn: () => resetCode(trackingId, kind), onSuccess: store });
}
