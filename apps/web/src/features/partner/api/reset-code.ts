import type { LegKind } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { legPath, refreshLegs } from './assign-buddy';

/** The garage resets without a reason; a CarSeva admin must give one (the server answers 422 REASON_REQUIRED without). */
export const resetCode = (trackingId: string, kind: LegKind, reason?: string) =>
  api.post<unknown>(`${legPath(trackingId, kind)}/code-reset`, reason === undefined ? {} : { reason }).then((r) => r.data);

/** A new handover code for a leg whose code locked after wrong tries; the customer gets it by SMS. */
export function useResetCode(trackingId: string, kind: LegKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason?: string) => resetCode(trackingId, kind, reason),
    // Whatever the answer holds, the job, the board and the trips list ask again for the leg as it now stands.
    onSettled: () => refreshLegs(queryClient, trackingId),
  });
}
