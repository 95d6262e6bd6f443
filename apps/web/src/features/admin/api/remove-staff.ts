import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useRemoveStaff(garageId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.delete(`/admin/garages/${garageId}/staff/${userId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'staff', garageId] }),
  });
}
