import type { AdminCoupon, AdminCouponBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCouponBody) => api.post<AdminCoupon>('/admin/coupons', body, { headers: { 'idempotency-key': crypto.randomUUID() } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'coupons'] }),
  });
}
