import type { Dashboard } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The last 30 days in figures. */
export const useDashboard = () =>
  useQuery({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => api.get<Dashboard>('/admin/dashboard', undefined, signal), retry: false });
