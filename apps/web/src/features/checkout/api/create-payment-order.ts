import type { PaymentOrder } from '@carseva/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface CreatePaymentOrderInput {
  trackingId: string;
  /** Derived from the checkout attempt's key: a retry gets the same gateway order, never a second one. */
  idempotencyKey: string;
}

/** A gateway order for the booking's amount, as the server computed it. */
export const createPaymentOrder = ({ trackingId, idempotencyKey }: CreatePaymentOrderInput) =>
  api.post<PaymentOrder>('/payments/orders', { booking: trackingId }, { headers: { 'Idempotency-Key': idempotencyKey } }).then((r) => r.data);

export const useCreatePaymentOrder = () => useMutation({ mutationFn: createPaymentOrder });
