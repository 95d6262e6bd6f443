import type { GarageSchedule, SlotChanges } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleQuery } from './get-schedule';

export const updateSlots = (garageId: number, body: SlotChanges) => api.put<GarageSchedule>(`/partner/garages/${garageId}/slots`, body).then((r) => r.data);

/** New capacities for existing slots (by id) and new slots (no id). */
export function useUpdateSlots(garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SlotChanges) => updateSlots(garageId, body),
    onSuccess: (schedule) => queryClient.setQueryData(scheduleQuery(garageId).queryKey, schedule),
  });
}
