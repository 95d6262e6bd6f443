import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, garageIdParam, garageStaffParams, okResponse, staffBody, staffMember } from '@carseva/shared';
import { z } from 'zod';
import type { StaffService } from './service';

const tags = ['admin'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Admins manage who works at each garage. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
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
    { schema: { tags, summary: 'Adds a registered user to a garage as owner or staff', params: garageIdParam, body: staffBody, response: { 201: envelope(staffMember), ...errors } } },
    async (request, reply) => {
      staff.requireAdmin((await app.requireUser(request, reply)).user);
      const member = await staff.add(request.params.id, request.body.mobile_no, request.body.role);
      return reply.code(201).send({ success: true as const, message: `${member.name} can now run this garage's jobs`, data: member });
    },
  );

  app.delete(
    '/admin/garages/:id/staff/:userId',
    { schema: { tags, summary: "Removes someone from a garage's staff", params: garageStaffParams, response: { 200: okResponse, ...errors } } },
    async (request, reply) => {
      staff.requireAdmin((await app.requireUser(request, reply)).user);
      await staff.remove(request.params.id, request.params.userId);
      return { success: true as const, message: 'Removed from the garage’s staff' };
    },
  );
};
