import type { GarageSchedule } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { scheduleQuery } from './get-schedule';

export interface Reopening {
  date: string;
  /** One slot; leave out to open the whole day. */
  slot?: number;
}

export const reopenSlots = (garageId: number, { date, slot }: Reopening) =>
  request<GarageSchedule>(`/partner/garages/${garageId}/closures`, { method: 'DELETE', query: { date, slot } }).then((r) => r.data);

/** Opens a closed day or slot again. */
export function useReopenSlots(garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reopening: Reopening) => reopenSlots(garageId, reopening),
    onSuccess: (schedule) => queryClient.setQueryData(scheduleQuery(garageId).queryKey, schedule),
  });
}
