import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useRetryNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`/admin/notifications/${id}/retry`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'failed-sms'] }),
  });
}
