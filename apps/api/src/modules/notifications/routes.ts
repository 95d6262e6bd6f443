import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@carseva/shared';
import type { NotificationsService } from './service';

const tags = ['notifications'];

/** WhatsApp's webhook: delivery statuses and customers' replies (POST, signed), and the subscription check (GET). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get(
    '/notifications/webhook/whatsapp',
    {
      schema: {
        tags,
        summary: "WhatsApp's subscription check: echoes hub.challenge when hub.verify_token is ours",
        querystring: z.object({
          'hub.mode': z.string().max(32).optional(),
          'hub.verify_token': z.string().max(256).optional(),
          'hub.challenge': z.string().max(256).optional(),
        }),
        response: { 200: z.string(), 403: errorResponse },
      },
    },
    async (request, reply) => reply.type('text/plain; charset=utf-8').send(notifications.verifyWhatsAppSubscription(request.query)),
  );

  // The signature covers the exact bytes sent, so this route reads the body raw.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/notifications/webhook/whatsapp',
      {
        schema: {
          tags,
          summary: "WhatsApp's signed webhook (raw body, X-Hub-Signature-256): message statuses, applied once and only forward, and STOP replies",
          response: { 200: z.object({ success: z.literal(true) }), 400: errorResponse, 401: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-hub-signature-256'];
        await notifications.onWhatsAppWebhook(body, typeof signature === 'string' ? signature : undefined);
        return { success: true as const };
      },
    );
  });
};
