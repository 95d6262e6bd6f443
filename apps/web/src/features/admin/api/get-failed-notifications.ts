import type { PageMeta } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FailedSms {
  id: number;
  booking_id: number;
  recipient: string;
  kind: string;
  to: string | null;
  body: string;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

export const useFailedNotifications = (page: number) =>
  useQuery({ queryKey: ['admin', 'failed-sms', page], queryFn: ({ signal }) => api.get<{ data: FailedSms[]; meta: PageMeta }>('/admin/notifications/failed', { page }, signal), retry: false });
