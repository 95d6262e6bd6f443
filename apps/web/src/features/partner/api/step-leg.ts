import type { LegKind, LegStatus, PartnerBooking } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { legPath } from './assign-buddy';
import { useStoreBooking } from './get-partner-booking';

export interface LegStepInput {
  /** The status the buddy saw: the server moves the leg only from there (a second phone's tap is refused). */
  from: LegStatus;
  to: LegStatus;
  /** The customer's 4-digit code, at the handover. */
  code?: string;
}

export const stepLeg = (trackingId: string, kind: LegKind, body: LegStepInput) => api.post<PartnerBooking>(`${legPath(trackingId, kind)}/step`, body).then((r) => r.data);

/** Moves a leg one step on (on my way, arrived, handed over…); the trips list and the job show it. */
export function useStepLeg(trackingId: string, kind: LegKind) {
  const store = useStoreBooking();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegStepInput) => stepLeg(trackingId, kind, body),
    onSuccess: store,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['partner', 'legs'] }),
  });
}
