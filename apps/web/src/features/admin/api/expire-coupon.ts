import type { AdminCoupon } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useExpireCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AdminCoupon>(`/admin/coupons/${encodeURIComponent(code)}/expire`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'coupons'] }),
  });
}
