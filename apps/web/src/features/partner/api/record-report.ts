import type { ConditionReportBody, LegKind, PartnerBooking } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { legPath } from './assign-buddy';
import { useStoreBooking } from './get-partner-booking';

export const recordReport = (trackingId: string, kind: LegKind, body: ConditionReportBody) => api.post<PartnerBooking>(`${legPath(trackingId, kind)}/report`, body).then((r) => r.data);

/** The car's condition at the door: odometer, fuel, notes and the photos already uploaded. */
export function useRecordReport(trackingId: string, kind: LegKind) {
  const store = useStoreBooking();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConditionReportBody) => recordReport(trackingId, kind, body),
    onSuccess: store,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['partner', 'legs'] }),
  });
}
