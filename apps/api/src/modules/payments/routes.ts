import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorResponse, paymentOrder, paymentOrderBody, paymentVerified, paymentVerifyBody, errorResponses } from '@carseva/shared';
import type { PaymentsService } from './service';

const tags = ['payments'];
const errors = errorResponses(400, 401, 403, 404, 409, 502);

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.post(
    '/payments/orders',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Opens a gateway order for a booking's server-computed amount (paise)",
        body: paymentOrderBody,
        response: { 200: envelope(paymentOrder), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await payments.createOrder(user.id, request.body.booking) };
    },
  );

  app.post(
    '/payments/verify',
    {
      schema: {
        tags,
        summary: "Checks the checkout handler's signature and marks the booking paid",
        body: paymentVerifyBody,
        response: { 200: z.object({ success: z.literal(true), msg: z.literal('success'), data: paymentVerified }), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const trackingId = await payments.verify(user.id, request.body);
      return { success: true as const, msg: 'success' as const, data: { tracking_id: trackingId } };
    },
  );

  // The webhook signature covers the exact bytes sent, so this route reads the body raw.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/payments/webhook/:provider',
      {
        schema: {
          tags,
          summary: "A gateway's signed event (raw body); each event id is processed once",
          params: z.object({ provider: z.string().regex(/^[a-z]{2,16}$/) }),
          response: { 200: z.object({ success: z.literal(true), message: z.enum(['processed', 'duplicate']) }), 400: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return { success: true as const, message: await payments.webhook(request.params.provider, body, request.headers) };
      },
    );
  });
};
