import type { LegKind, LegStatus } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { legPath, refreshLegs } from './assign-buddy';

export interface LegStepInput {
  /** The status the buddy saw: the server moves the leg only from there (a second phone's tap is refused). */
  from: LegStatus;
  to: LegStatus;
  /** The customer's 4-digit code, at the handover. */
  code?: string;
}

export const stepLeg = (trackingId: string, kind: LegKind, body: LegStepInput) =>
  api.post<unknown>(`${legPath(trackingId, kind)}/step`, body).then((r) => r.data);

/** Moves a leg one step on (on my way, arrived, handed over…); the trips list and the job show it. */
export function useStepLeg(trackingId: string, kind: LegKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegStepInput) => stepLeg(trackingId, kind, body),
    // Whatever the answer holds, the job, the board and the trips list ask again for the leg as it now stands.
    onSettled: () => refreshLegs(queryClient, trackingId),
  });
}
