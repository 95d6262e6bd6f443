import type { AdminGarage, AdminGarageCreate } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Onboards a garage (default slots, first services); the list is asked again. */
export function useCreateGarage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGarageCreate) => api.post<AdminGarage>('/admin/garages', body, { headers: { 'idempotency-key': crypto.randomUUID() } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'garages'] }),
  });
}
