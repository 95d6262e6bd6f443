import type { PaymentFailure, PaymentOrder, PaymentVerifyBody } from '@carseva/shared';
import { api } from '../../../lib/api-client';

/** A gateway order for the booking's amount, as the server computed it. */
export const createPaymentOrder = (trackingId: string) => api.post<PaymentOrder>('/payments/orders', { booking: trackingId }).then((r) => r.data);

export const verifyPayment = (result: PaymentVerifyBody) => api.post<{ tracking_id: string }>('/payments/verify', result).then((r) => r.data);

/** The local sandbox gateway's checkout actions. */
export const sandboxPay = (orderId: string) => api.post<PaymentVerifyBody>(`/sandbox/orders/${encodeURIComponent(orderId)}/pay`, undefined).then((r) => r.data);
export const sandboxFail = (orderId: string) => api.post<PaymentFailure>(`/sandbox/orders/${encodeURIComponent(orderId)}/fail`, undefined).then((r) => r.data);
