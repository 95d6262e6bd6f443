import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, slotsQuery, timeSlot } from '@carseva/shared';
import type { SlotsService } from './service';

export const slotsRoutes: FastifyPluginAsyncZod<{ slots: SlotsService }> = async (app, { slots }) => {
  app.get(
    '/booking/slots',
    {
      schema: {
        tags: ['bookings'],
        summary: "A garage's time slots on a date (IST), with what is left of each",
        querystring: slotsQuery,
        response: { 200: envelope(z.array(timeSlot)), 400: errorResponse, 401: errorResponse, 404: errorResponse, 422: errorResponse },
      },
    },
    async (request, reply) => {
      await app.requireUser(request, reply);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await slots.slotsOn(request.query.garage, request.query.date) };
    },
  );
};
