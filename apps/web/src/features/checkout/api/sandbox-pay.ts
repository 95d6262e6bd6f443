import type { PaymentVerifyBody } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The local sandbox gateway pays its order and hands back what Razorpay's success handler gets. */
export const sandboxPay = (orderId: string) => api.post<PaymentVerifyBody>(`/sandbox/orders/${encodeURIComponent(orderId)}/pay`, undefined).then((r) => r.data);

export const useSandboxPay = () => useMutation({ mutationFn: sandboxPay });
