import type { AdminGarage, AdminGarageUpdate } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Edits a garage, or switches it on or off. */
export function useUpdateGarage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGarageUpdate) => api.patch<AdminGarage>(`/admin/garages/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}
