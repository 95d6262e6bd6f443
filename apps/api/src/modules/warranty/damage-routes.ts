import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDamageQuery,
  adminDamageReport,
  damageDecisionBody,
  damageReport,
  damageReportBody,
  envelope,
  orderDamage,
  reportIdParam,
  trackingIdParam,
  errorResponses,
} from '@carseva/shared';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { BOOKING_MESSAGES } from '../bookings';
import { adminsOnly } from '../staff';
import type { WarrantyRoutesOptions } from './routes';

const tags = ['damage'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

/** Damage reports: the customer's (order page), the garage's view of the outcome, CarSeva's resolution (admin). */
export const damageRoutes: FastifyPluginAsyncZod<WarrantyRoutesOptions> = async (app, { warranty, bookings, staff }) => {
  const { damage } = warranty;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/bookings/:trackingId/damage',
    {
      schema: {
        tags,
        summary: "An order's damage reports, and until when one may be made (owner only)",
        params: trackingIdParam,
        response: { 200: envelope(orderDamage), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await damage.forOrder(user.id, request.params.trackingId) };
    },
  );

  app.post(
    '/bookings/:trackingId/damage',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Reports damage with photos, within 48 hours of the car coming back (owner only)',
        params: trackingIdParam,
        body: damageReportBody,
        response: { 201: envelope(damageReport), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const report = await damage.report(user.id, request.params.trackingId, request.body);
      return reply.code(201).send({ success: true as const, message: 'CarSeva will look into it', data: report });
    },
  );

  app.get(
    '/partner/bookings/:trackingId/damage',
    {
      schema: {
        tags,
        summary: "An order's damage reports and their outcomes, as its garage sees them",
        params: trackingIdParam,
        response: { 200: envelope(z.array(damageReport)), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const row = await bookings.desk.byTrackingId(request.params.trackingId);
      await staff.requireCapability(user, row?.garageId ?? null, 'damage.view', { notFound: notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND') });
      return { success: true as const, data: await damage.ofBooking(row!) };
    },
  );

  // CarSeva's decisions: admins only, checked before the body is validated (anyone else gets 401/403 whatever they send).
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', adminsOnly(app, staff));

    admin.get(
      '/admin/damage',
      {
        schema: {
          tags,
          summary: 'Damage reports (open unless asked), oldest first, by garage and city',
          querystring: adminDamageQuery,
          response: { 200: envelope(z.array(adminDamageReport)), ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await damage.queue(request.query) }),
    );

    admin.post(
      '/admin/damage/:reportId/decision',
      {
        schema: {
          tags,
          summary: 'Resolves a damage report once: compensation (≤ what was paid for the order) or rejected with a reason',
          params: reportIdParam,
          body: damageDecisionBody,
          response: { 200: envelope(damageReport), ...errors },
        },
      },
      async (request, reply) => {
        const { user } = await app.requireUser(request, reply);
        return { success: true as const, data: await damage.decide(user.id, request.params.reportId, request.body) };
      },
    );
  });
};
