import type { StaffMember, StaffRole } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Adds a registered user (by mobile number) to a garage as owner or staff. */
export function useAddStaff(garageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { mobile_no: string; role: StaffRole }) => api.post<StaffMember>(`/admin/garages/${garageId}/staff`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'staff', garageId] }),
  });
}
