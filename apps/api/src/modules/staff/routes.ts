import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, garageIdParam, garageStaffParams, okResponse, staffBody, staffMember, errorResponses } from '@carseva/shared';
import { z } from 'zod';
import type { AuditService } from '../audit';
import type { StaffService } from './service';

const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404);

/** Admins manage who works at each garage. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; audit: Pick<AuditService, 'record'> }> = async (app, { staff, audit }) => {
  // Admins only, checked before the body is validated: anyone else gets 401/403 whatever they send.
  app.addHook('onRequest', async (request, reply) => staff.requireAdmin((await app.requireUser(request, reply)).user));

  app.get(
    '/admin/garages/:id/staff',
    { schema: { tags, summary: "A garage's owners and staff", params: garageIdParam, response: { 200: envelope(z.array(staffMember)), ...errors } } },
    async (request, reply) => {
      staff.requireAdmin((await app.requireUser(request, reply)).user);
      return { success: true as const, data: await staff.members(request.params.id) };
    },
  );

  app.post(
    '/admin/garages/:id/staff',
    {
      schema: {
        tags,
        summary: 'Adds a registered user to a garage as owner or staff',
        params: garageIdParam,
        body: staffBody,
        response: { 201: envelope(staffMember), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      staff.requireAdmin(user);
      const garageId = request.params.id;
      const member = await staff.add(garageId, request.body.mobile_no, request.body.role, {
        replaceRole: true,
        audit: (tx, added) =>
          audit.record(tx, { userId: user.id, role: 'admin' }, { action: 'staff.add', entity: 'garage', entityId: garageId, garageId, after: added }),
      });
      return reply.code(201).send({ success: true as const, message: `${member.name} can now run this garage's jobs`, data: member });
    },
  );

  app.delete(
    '/admin/garages/:id/staff/:userId',
    { schema: { tags, summary: "Removes someone from a garage's staff", params: garageStaffParams, response: { 200: okResponse, ...errors } } },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      staff.requireAdmin(user);
      const { id: garageId, userId } = request.params;
      await staff.remove(garageId, userId, {
        audit: (tx) =>
          audit.record(
            tx,
            { userId: user.id, role: 'admin' },
            { action: 'staff.remove', entity: 'garage', entityId: garageId, garageId, before: { user_id: userId } },
          ),
      });
      return { success: true as const, message: 'Removed from the garage’s staff' };
    },
  );
};
