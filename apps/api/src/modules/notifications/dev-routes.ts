import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, okResponse, outboxQuery } from '@carseva/shared';
import { notFound } from '../../lib/errors';
import type { LocalWhatsApp } from '../../providers/whatsapp';

const tags = ['development'];
const whatsappOutboxMessage = z.object({
  message_id: z.string(),
  to: z.string(),
  kind: z.string(),
  template: z.string(),
  language: z.string(),
  body: z.string(),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  sent_at: z.string(),
});

/**
 * Development only: what the local WhatsApp provider "sent", and a way to say what became of it or to
 * reply as the customer; each is reported through the signed webhook, as WhatsApp would.
 */
export const whatsappDevRoutes: FastifyPluginAsyncZod<{ whatsapp: LocalWhatsApp }> = async (app, { whatsapp }) => {
  app.get(
    '/dev/outbox/whatsapp',
    {
      schema: {
        tags,
        summary: 'WhatsApp messages sent by the local provider to a number, newest first (never in production)',
        querystring: outboxQuery,
        response: { 200: envelope(z.array(whatsappOutboxMessage)), 400: errorResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: whatsapp.outbox(request.query.to).map((m) => ({
        message_id: m.messageId,
        to: m.to,
        kind: m.kind,
        template: m.template,
        language: m.language,
        body: m.body,
        status: m.status,
        sent_at: m.sentAt.toISOString(),
      })),
    }),
  );

  app.post(
    '/dev/whatsapp/status',
    {
      schema: {
        tags,
        summary: "Reports a local WhatsApp message's status through the webhook: delivered, read, or failed (which sends it by SMS)",
        body: z.object({ message_id: z.string().min(1).max(128), status: z.enum(['sent', 'delivered', 'read', 'failed']) }),
        response: { 200: okResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      if (!(await whatsapp.markStatus(request.body.message_id, request.body.status)))
        throw notFound('The local WhatsApp provider sent no such message.', 'MESSAGE_NOT_FOUND');
      return { success: true as const, message: `Reported ${request.body.status}` };
    },
  );

  app.post(
    '/dev/whatsapp/reply',
    {
      schema: {
        tags,
        summary: 'Replies to the local WhatsApp number as a customer (e.g. STOP), through the webhook',
        body: z.object({ from: outboxQuery.shape.to, text: z.string().min(1).max(200) }),
        response: { 200: okResponse, 400: errorResponse },
      },
    },
    async (request) => {
      await whatsapp.reply(request.body.from, request.body.text);
      return { success: true as const, message: 'Replied' };
    },
  );
};
