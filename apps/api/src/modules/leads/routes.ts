import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactMessageBody, errorResponse, leadBody, okResponse } from '@carseva/shared';
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
        response: { 201: okResponse, 400: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      await leads.recordLead(request.body);
      return reply.code(201).send({ success: true, message: 'Thanks! We will call you with prices shortly.' });
    },
  );

  app.post(
    '/contact/message',
    {
      schema: {
        tags,
        summary: 'A message from the contact form',
        body: contactMessageBody,
        response: { 201: okResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      await leads.recordContactMessage(request.body);
      return reply.code(201).send({ success: true, message: 'Thank you for Contacting us!' });
    },
  );
};
