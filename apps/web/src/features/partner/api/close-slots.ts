import type { ClosureBody, ClosureResult } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleQuery } from './get-schedule';

export const closeSlots = (garageId: number, body: ClosureBody) => api.post<ClosureResult>(`/partner/garages/${garageId}/closures`, body).then((r) => r.data);

/** Closes a whole day, or one slot of it. */
export function useCloseSlots(garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosureBody) => closeSlots(garageId, body),
    onSuccess: ({ schedule }) => queryClient.setQueryData(scheduleQuery(garageId).queryKey, schedule),
  });
}
