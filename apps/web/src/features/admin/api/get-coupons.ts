import type { AdminCoupon, AdminPage } from '@carseva/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Query } from './get-garages';

export const useCoupons = (query: Query) =>
  useQuery({
    queryKey: ['admin', 'coupons', query],
    queryFn: ({ signal }) => api.get<AdminPage<AdminCoupon>>('/admin/coupons', query, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
