import type { ExtrasBody, PartnerBooking } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useStoreBooking } from './get-partner-booking';

export const proposeExtras = (trackingId: string, body: ExtrasBody) =>
  api.post<PartnerBooking>(`/partner/bookings/${encodeURIComponent(trackingId)}/extras`, body).then((r) => r.data);

/** Extra work found during the service, sent to the customer to approve. */
export function useProposeExtras(trackingId: string) {
  const store = useStoreBooking();
  return useMutation({ mutationFn: (body: ExtrasBody) => proposeExtras(trackingId, body), onSuccess: store });
}
