import type { Review, ReviewBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAttemptKey } from '../use-attempt-key';
import { orderReviewQuery } from './get-order-review';

export const submitReview = (trackingId: string, review: ReviewBody, idempotencyKey: string) =>
  api.post<Review>(`/bookings/${encodeURIComponent(trackingId)}/review`, review, { headers: { 'idempotency-key': idempotencyKey } }).then((r) => r.data);

/** Rates the garage of a completed order, once; a double tap or a retry sends the same key. */
export function useSubmitReview(trackingId: string) {
  const queryClient = useQueryClient();
  const attemptKey = useAttemptKey();
  return useMutation({
    mutationFn: (review: ReviewBody) => submitReview(trackingId, review, attemptKey(review)),
    // After a refusal too: a review sent meanwhile (another tab) then shows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderReviewQuery(trackingId).queryKey }),
  });
}
