import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminClaim,
  adminClaimsQuery,
  claimBody,
  claimDecisionBody,
  claimDeclineBody,
  claimIdParam,
  claimParams,
  claimReworkBody,
  categoryWarranty,
  categoryWarrantyBody,
  idParam,
  envelope,
  orderWarranty,
  trackingIdParam,
  warrantyClaim,
  errorResponses,
  garageIdParam,
  garageOpenItem,
} from '@carseva/shared';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import { BOOKING_MESSAGES, type BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import { adminsOnly, type Capability, type StaffService } from '../staff';
import type { WarrantyService } from './service';

const tags = ['warranty'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

export interface WarrantyRoutesOptions {
  warranty: WarrantyService;
  bookings: Pick<BookingsService, 'desk'>;
  staff: Pick<StaffService, 'requireCapability' | 'requireAdmin'>;
  catalog: Pick<CatalogService, 'categoryWarranties' | 'setWarrantyDays'>;
}

/** Warranty claims: the customer's (order page), the garage's answer (partner console), CarSeva's decision (admin). */
export const warrantyRoutes: FastifyPluginAsyncZod<WarrantyRoutesOptions> = async (app, { warranty, bookings, staff, catalog }) => {
  app.addHook('onSend', async (_request, reply) => {
    // Answers carry short-lived photo links.
    reply.header('cache-control', 'no-store');
  });

  /** The booking and who acts, if the user's role at its garage has the capability; staff of other garages as for a missing booking. */
  async function bookingForStaff(request: FastifyRequest, reply: FastifyReply, trackingId: string, capability: Capability) {
    const { user } = await app.requireUser(request, reply);
    const row = await bookings.desk.byTrackingId(trackingId);
    const { role } = await staff.requireCapability(user, row?.garageId ?? null, capability, {
      notFound: notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND'),
    });
    return { row: row!, actor: { kind: role === 'admin' ? ('admin' as const) : ('staff' as const), userId: user.id } };
  }

  app.get(
    '/bookings/:trackingId/warranty',
    {
      schema: {
        tags,
        summary: "An order's warranty: each service and until when it is covered, and the order's claims (owner only)",
        params: trackingIdParam,
        response: { 200: envelope(orderWarranty), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await warranty.forOrder(user.id, request.params.trackingId) };
    },
  );

  app.post(
    '/bookings/:trackingId/claims',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Opens a warranty claim on a completed order’s services, with what is wrong and photos (owner only)',
        params: trackingIdParam,
        body: claimBody,
        response: { 201: envelope(warrantyClaim), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const claim = await warranty.open(user.id, request.params.trackingId, request.body);
      return reply.code(201).send({ success: true as const, message: 'Your claim is with the garage', data: claim });
    },
  );

  app.post(
    '/bookings/:trackingId/claims/:claimId/escalate',
    {
      schema: {
        tags,
        summary: 'Asks CarSeva to decide a claim the garage declined or did not answer in time (owner only)',
        params: claimParams,
        response: { 200: envelope(warrantyClaim), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return {
        success: true as const,
        message: 'CarSeva will decide your claim',
        data: await warranty.escalate(user.id, request.params.trackingId, request.params.claimId),
      };
    },
  );

  app.get(
    '/partner/garages/:id/open-problems',
    {
      schema: {
        tags,
        summary: "Warranty claims in progress and open damage reports on a garage's orders, oldest first: its day board flags them",
        params: garageIdParam,
        response: { 200: envelope(z.array(garageOpenItem)), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const garage = request.params.id;
      await staff.requireCapability(user, garage, 'claims.view');
      const [claims, reports] = await Promise.all([warranty.queue({ garage }), warranty.damage.queue({ garage })]);
      const items = [
        ...claims.map((c) => ({ kind: 'claim' as const, id: c.id, order: c.order, status: c.status, opened_at: c.created_at })),
        ...reports.map((r) => ({ kind: 'damage' as const, id: r.id, order: r.order, status: r.status, opened_at: r.created_at })),
      ];
      return { success: true as const, data: items.sort((a, b) => a.opened_at.localeCompare(b.opened_at) || a.id - b.id) };
    },
  );

  app.get(
    '/partner/bookings/:trackingId/claims',
    {
      schema: {
        tags,
        summary: "An order's warranty claims, as its garage sees them",
        params: trackingIdParam,
        response: { 200: envelope(z.array(warrantyClaim)), ...errors },
      },
    },
    async (request, reply) => {
      const { row } = await bookingForStaff(request, reply, request.params.trackingId, 'claims.view');
      return { success: true as const, data: await warranty.ofBooking(row) };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/claims/:claimId/rework',
    {
      schema: {
        tags,
        summary: 'Answers a claim with a free rework visit in one of the garage’s slots (a ₹0 booking linked to the order)',
        params: claimParams,
        body: claimReworkBody,
        response: { 200: envelope(warrantyClaim), ...errors },
      },
    },
    async (request, reply) => {
      const { row, actor } = await bookingForStaff(request, reply, request.params.trackingId, 'claims.decide');
      return { success: true as const, data: await warranty.rework(row, request.params.claimId, request.body, actor) };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/claims/:claimId/decline',
    {
      schema: {
        tags,
        summary: 'Declines a claim with a reason (the customer may then ask CarSeva to decide)',
        params: claimParams,
        body: claimDeclineBody,
        response: { 200: envelope(warrantyClaim), ...errors },
      },
    },
    async (request, reply) => {
      const { row, actor } = await bookingForStaff(request, reply, request.params.trackingId, 'claims.decide');
      return { success: true as const, data: await warranty.decline(row, request.params.claimId, request.body.reason, actor) };
    },
  );

  // CarSeva's decisions: admins only, checked before the body is validated (anyone else gets 401/403 whatever they send).
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', adminsOnly(app, staff));

    admin.get(
      '/admin/claims',
      {
        schema: {
          tags,
          summary: 'Warranty claims in progress (or of one status), oldest first, by garage and city',
          querystring: adminClaimsQuery,
          response: { 200: envelope(z.array(adminClaim)), ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await warranty.queue(request.query) }),
    );

    admin.post(
      '/admin/claims/:claimId/decision',
      {
        schema: {
          tags,
          summary: 'Decides an escalated claim, once: a rework at another garage, a refund (≤ what was paid), or reject',
          params: claimIdParam,
          body: claimDecisionBody,
          response: { 200: envelope(warrantyClaim), ...errors },
        },
      },
      async (request, reply) => {
        const { user } = await app.requireUser(request, reply);
        return { success: true as const, data: await warranty.decide(user.id, request.params.claimId, request.body) };
      },
    );

    admin.get(
      '/admin/categories/warranty',
      { schema: { tags, summary: 'Each service category’s warranty period in days', response: { 200: envelope(z.array(categoryWarranty)), ...errors } } },
      async () => ({ success: true as const, data: await catalog.categoryWarranties() }),
    );

    admin.put(
      '/admin/categories/:id/warranty',
      {
        schema: {
          tags,
          summary: 'Sets a service category’s warranty period in days (claims opened from now on follow it)',
          params: z.object({ id: idParam }),
          body: categoryWarrantyBody,
          response: { 200: envelope(z.array(categoryWarranty)), ...errors },
        },
      },
      async (request) => {
        if (!(await catalog.setWarrantyDays(request.params.id, request.body.days))) throw notFound('Service category not found.', 'CATEGORY_NOT_FOUND');
        return { success: true as const, message: 'Saved', data: await catalog.categoryWarranties() };
      },
    );
  });
};
