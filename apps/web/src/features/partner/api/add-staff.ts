import type { NewStaffBody, StaffMember } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffQuery } from './get-staff';

export const addStaff = (garageId: number, body: NewStaffBody) => api.post<StaffMember>(`/partner/garages/${garageId}/staff`, body).then((r) => r.data);

/** Adds a registered customer to the garage as staff, by their mobile number. */
export function useAddStaff(garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewStaffBody) => addStaff(garageId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery(garageId).queryKey }),
  });
}
