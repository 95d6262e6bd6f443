import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, formatOrderNumber, helpMessageBody, leadBody, okResponse } from '@carseva/shared';
import type { LeadsService } from './service';

const tags = ['contact'];

export const leadsRoutes: FastifyPluginAsyncZod<{ leads: LeadsService }> = async (app, { leads }) => {
  app.post(
    '/contact/lead',
    {
      schema: {
        tags,
        summary: 'A visitor asks for prices: phone, city and car',
        body: leadBody,
        response: { 201: okResponse, 400: errorResponse, 422: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      await leads.recordLead(request.body, request.ip);
      return reply.code(201).send({ success: true, message: 'Thanks! We will call you with prices shortly.' });
    },
  );

  app.post(
    '/contact/message',
    {
      schema: {
        tags,
        summary: 'A message from the contact form, or from a signed-in customer about one of their orders (booking = its tracking id)',
        body: helpMessageBody,
        response: { 201: okResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const signedIn = await app.optionalUser(request, reply);
      await leads.recordContactMessage(request.body, signedIn?.user.id ?? null, request.ip);
      const message = request.body.booking
        ? `Thanks! Our support team will get back to you about order ${formatOrderNumber(request.body.booking)}.`
        : 'Thank you for Contacting us!';
      return reply.code(201).send({ success: true, message });
    },
  );
};
