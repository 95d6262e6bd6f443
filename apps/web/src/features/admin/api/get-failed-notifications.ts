import type { AdminPage, FailedNotification } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const useFailedNotifications = (page: number) =>
  useQuery({
    queryKey: ['admin', 'failed-sms', page],
    queryFn: ({ signal }) => api.get<AdminPage<FailedNotification>>('/admin/notifications/failed', { page }, signal),
    retry: false,
  });
