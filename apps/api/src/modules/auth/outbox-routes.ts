import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, outboxMessage, outboxQuery } from '@carseva/shared';
import type { ConsoleSms } from '../../providers/sms';

/** Development only: the messages the console SMS sender "sent", newest first, so OTPs can be read without a phone. */
export const outboxRoutes: FastifyPluginAsyncZod<{ sms: ConsoleSms }> = async (app, { sms }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'SMS messages sent by the console provider to a number (never in production)',
        querystring: outboxQuery,
        response: { 200: envelope(z.array(outboxMessage)), 400: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: sms.outbox(request.query.to).map((m) => ({ to: m.to, kind: m.kind, body: m.body, sent_at: m.sentAt.toISOString() })),
    }),
  );
};
