import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskQuery, envelope, errorResponses, garageIdParam, garageTrustFigures, trustDesk } from '@carseva/shared';
import { z } from 'zod';
import { adminsOnly, type StaffService } from '../staff';
import type { TrustDeskService } from './desk';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404);

/** The admin's desk of what comes after the work, and the garages' figures over 30 days. */
export const deskRoutes: FastifyPluginAsyncZod<{ desk: TrustDeskService; staff: Pick<StaffService, 'requireAdmin'> }> = async (app, { desk, staff }) => {
  // Admins only, checked before the query is validated: anyone else gets 401/403 whatever they send.
  app.addHook('onRequest', adminsOnly(app, staff));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/admin/trust-desk',
    {
      schema: {
        tags,
        summary: 'Open warranty claims, open damage reports and the last 30 days’ late credits, oldest first, by garage and city; with each garage’s figures',
        querystring: deskQuery,
        response: { 200: envelope(trustDesk), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await desk.desk(request.query) }),
  );

  app.get(
    '/admin/trust-figures',
    {
      schema: {
        tags,
        summary: 'Every garage with work in the last 30 days: jobs, warranty claims per 100 jobs, late deliveries, damage reports upheld; most claims first',
        querystring: deskQuery,
        response: { 200: envelope(z.array(garageTrustFigures)), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await desk.figures(request.query) }),
  );

  app.get(
    '/admin/garages/:id/trust-figures',
    {
      schema: {
        tags,
        summary: 'A garage over the last 30 days: jobs, warranty claims per 100 jobs, late deliveries, damage reports upheld',
        params: garageIdParam,
        response: { 200: envelope(garageTrustFigures.nullable()), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: (await desk.figures({ garage: request.params.id }))[0] ?? null }),
  );
};
