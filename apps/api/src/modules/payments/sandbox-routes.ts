import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, paymentFailure, paymentVerifyBody } from '@carseva/shared';
import { AppError } from '../../lib/errors';
import { PaymentGatewayError, type SandboxGateway } from '../../providers/payments';

const params = z.object({ orderId: z.string().regex(/^order_[A-Za-z0-9]{4,40}$/, 'is not an order id') });

/** The sandbox gateway's own endpoints, which the web app's sandbox checkout window calls. */
export const sandboxRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (app, { gateway }) => {
  const asAppError = (error: unknown) => {
    if (error instanceof PaymentGatewayError) return new AppError(error.status ?? 400, 'SANDBOX', error.message);
    return error;
  };

  app.post(
    '/sandbox/orders/:orderId/pay',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Pay a sandbox order',
        params,
        response: { 200: envelope(paymentVerifyBody), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      try {
        return { success: true as const, data: await gateway.pay(request.params.orderId) };
      } catch (error) {
        throw asAppError(error);
      }
    },
  );

  app.post(
    '/sandbox/orders/:orderId/fail',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Fail a payment attempt on a sandbox order',
        params,
        response: { 200: envelope(paymentFailure), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      try {
        return { success: true as const, data: await gateway.fail(request.params.orderId) };
      } catch (error) {
        throw asAppError(error);
      }
    },
  );
};
