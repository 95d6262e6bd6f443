import type { PageMeta } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface FailedSms {
  id: number;
  booking_id: number;
  recipient: string;
  kind: string;
  /** The channel it was last tried on; a WhatsApp message that could not be delivered was tried by SMS after it (after_whatsapp). */
  channel: 'sms' | 'whatsapp';
  after_whatsapp: boolean;
  to: string | null;
  body: string;
  attempts: number;
  last_error: string | null;
  updated_at: string;
}

export const useFailedNotifications = (page: number) =>
  useQuery({ queryKey: ['admin', 'failed-sms', page], queryFn: ({ signal }) => api.get<{ data: FailedSms[]; meta: PageMeta }>('/admin/notifications/failed', { page }, signal), retry: false });
