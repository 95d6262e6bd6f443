import type { PartnerBooking, PartnerStatusBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreBooking } from './get-partner-booking';

export const moveBooking = (trackingId: string, body: PartnerStatusBody) =>
  api.post<PartnerBooking>(`/partner/bookings/${encodeURIComponent(trackingId)}/status`, body).then((r) => r.data);

/** Accept, decline (with a reason), car picked up, completed. */
export function useMoveBooking(trackingId: string) {
  const store = useStoreBooking();
  return useMutation({ mutationFn: (body: PartnerStatusBody) => moveBooking(trackingId, body), onSuccess: store });
}
