import type { ClosureBody, GarageSchedule, PartnerBooking } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { scheduleQuery } from './get-schedule';

export interface Closed {
  schedule: GarageSchedule;
  /** Bookings already in what was closed: the garage calls, reschedules or declines them. */
  affected: PartnerBooking[];
}

export const closeSlots = (garageId: number, body: ClosureBody) => api.post<Closed>(`/partner/garages/${garageId}/closures`, body).then((r) => r.data);

/** Closes a whole day, or one slot of it. */
export function useCloseSlots(garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosureBody) => closeSlots(garageId, body),
    onSuccess: ({ schedule }) => queryClient.setQueryData(scheduleQuery(garageId).queryKey, schedule),
  });
}
