import type { PartnerBooking } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreBooking } from './get-partner-booking';

export const collectCash = (trackingId: string) => api.post<PartnerBooking>(`/partner/bookings/${encodeURIComponent(trackingId)}/cash`, {}).then((r) => r.data);

/** Everything due was paid in cash at the garage. */
export function useCollectCash(trackingId: string) {
  const store = useStoreBooking();
  return useMutation({ mutationFn: () => collectCash(trackingId), onSuccess: store });
}
