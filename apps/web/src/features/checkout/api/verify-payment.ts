import type { PaymentVerified, PaymentVerifyBody } from '@carseva/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Hands the gateway's signed result to the server, which checks it and marks the booking paid. */
export const verifyPayment = (result: PaymentVerifyBody) => api.post<PaymentVerified>('/payments/verify', result).then((r) => r.data);

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    // The booking is paid now: the orders feature's booking queries (all under 'bookings') are stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
