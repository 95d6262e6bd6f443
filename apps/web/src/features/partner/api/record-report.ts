import type { ConditionReportBody, LegKind } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { legPath, refreshLegs } from './assign-buddy';

export const recordReport = (trackingId: string, kind: LegKind, body: ConditionReportBody) =>
  api.post<unknown>(`${legPath(trackingId, kind)}/report`, body).then((r) => r.data);

/** The car's condition at the door: odometer, fuel, notes and the photos already uploaded. */
export function useRecordReport(trackingId: string, kind: LegKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConditionReportBody) => recordReport(trackingId, kind, body),
    // Whatever the answer holds, the job, the board and the trips list ask again for the leg as it now stands.
    onSettled: () => refreshLegs(queryClient, trackingId),
  });
}
