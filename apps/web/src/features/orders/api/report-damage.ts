import type { DamageReport, DamageReportBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookingQuery } from '../../../lib/booking';
import { damageQuery } from './get-damage';

/** Reports damage with photos; the damage box and the timeline are read again. */
export function useReportDamage(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DamageReportBody) =>
      api
        .post<DamageReport>(`/bookings/${encodeURIComponent(trackingId)}/damage`, body, { headers: { 'idempotency-key': crypto.randomUUID() } })
        .then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: damageQuery(trackingId).queryKey });
      void queryClient.invalidateQueries({ queryKey: bookingQuery(trackingId).queryKey });
    },
  });
}
