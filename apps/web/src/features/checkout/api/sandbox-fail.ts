import type { PaymentFailure } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The local sandbox gateway declines a payment and hands back what Razorpay's failure handler gets. */
export const sandboxFail = (orderId: string) => api.post<PaymentFailure>(`/sandbox/orders/${encodeURIComponent(orderId)}/fail`, undefined).then((r) => r.data);

export const useSandboxFail = () => useMutation({ mutationFn: sandboxFail });
