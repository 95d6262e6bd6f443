import type { BookingPromise, DamageReport, PartnerBooking, PromiseBody, WarrantyClaim } from '@carseva/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { partnerBookingQuery, useStoreBooking } from './get-partner-booking';

const path = (trackingId: string) => `/partner/bookings/${encodeURIComponent(trackingId)}`;

export const jobClaimsQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['partner', 'claims', trackingId],
    queryFn: ({ signal }) => api.get<WarrantyClaim[]>(`${path(trackingId)}/claims`, undefined, signal),
  });
export const jobDamageQuery = (trackingId: string) =>
  queryOptions({
    queryKey: ['partner', 'damage', trackingId],
    queryFn: ({ signal }) => api.get<DamageReport[]>(`${path(trackingId)}/damage`, undefined, signal),
  });

/** The order's warranty claims, as the garage answers them. */
export const useJobClaims = (trackingId: string, enabled: boolean) => useQuery({ ...jobClaimsQuery(trackingId), enabled });
/** The order's damage reports and CarSeva's outcomes. */
export const useJobDamage = (trackingId: string, enabled: boolean) => useQuery({ ...jobDamageQuery(trackingId), enabled });

/** Answers a claim: a free rework visit in one of the garage's slots, or a decline with a reason. */
export function useAnswerClaim(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: { claimId: number } & ({ kind: 'rework'; booking_date: string; booking_slot: number } | { kind: 'decline'; reason: string })) =>
      answer.kind === 'rework'
        ? api
            .post<WarrantyClaim>(`${path(trackingId)}/claims/${answer.claimId}/rework`, {
              booking_date: answer.booking_date,
              booking_slot: answer.booking_slot,
            })
            .then((r) => r.data)
        : api.post<WarrantyClaim>(`${path(trackingId)}/claims/${answer.claimId}/decline`, { reason: answer.reason }).then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobClaimsQuery(trackingId).queryKey });
      void queryClient.invalidateQueries({ queryKey: partnerBookingQuery(trackingId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['partner', 'day'] });
    },
  });
}

/** States or moves when the car will be ready (and back). */
export function useSetPromise(trackingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromiseBody) => api.put<BookingPromise>(`${path(trackingId)}/promise`, body).then((r) => r.data),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partnerBookingQuery(trackingId).queryKey }),
  });
}

/** Photos of the parts the job replaced. */
export function useAddPartsPhotos(trackingId: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: (photos: string[]) => api.post<PartnerBooking>(`${path(trackingId)}/parts-photos`, { photos }).then((r) => r.data),
    onSuccess: store,
  });
}
