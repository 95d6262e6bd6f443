import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffQuery } from './get-staff';

export const removeStaff = (garageId: number, userId: number) => api.delete<null>(`/partner/garages/${garageId}/staff/${userId}`);

/** Removes someone from the garage (the server refuses yourself and the last owner, in words). */
export function useRemoveStaff(garageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeStaff(garageId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery(garageId).queryKey }),
  });
}
