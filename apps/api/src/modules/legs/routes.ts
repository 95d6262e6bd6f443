import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignBuddyBody,
  booking,
  buddyLeg,
  buddyLegsQuery,
  codeResetBody,
  conditionReportBody,
  envelope,
  garageIdParam,
  garageLeg,
  legParams,
  legStepBody,
  mediaIdParam,
  okResponse,
  positionBody,
  staffMember,
  trackingIdParam,
  walkInBody,
  errorResponses,
} from '@carseva/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { StaffService } from '../staff';
import { LEG_MESSAGES } from './messages';
import type { LegsMedia, LegsService } from './service';

const tags = ['partner'];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 423);

export interface LegsRoutesOptions {
  legs: LegsService;
  staff: Pick<StaffService, 'requireCapability' | 'members' | 'setPortrait'>;
  media: Pick<LegsMedia, 'requireReady'>;
}

/**
 * The car's journey in the partner console: assigning buddies, the buddy's trips and their steps, codes,
 * condition reports and positions; and the customer's own choice to bring or collect the car instead.
 */
export const legsRoutes: FastifyPluginAsyncZod<LegsRoutesOptions> = async (app, { legs, staff, media }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  // Signed in before the body is looked at: anyone else gets 401 whatever they send (the session is read once per request).
  app.addHook('onRequest', async (request, reply) => {
    await app.requireUser(request, reply);
  });
  const legResponse = { 200: envelope(garageLeg), ...errors };
  const leg = <B extends z.ZodType>(summary: string, body: B) => ({ schema: { tags, summary, params: legParams, body, response: legResponse } });

  app.get(
    '/partner/legs',
    {
      schema: {
        tags,
        summary: "A day's pickups and drops at a garage in slot order: a service buddy's own; all of them for its owner and staff",
        querystring: buddyLegsQuery,
        response: { 200: envelope(z.array(buddyLeg)), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await legs.day(user, request.query.garage, request.query.date) };
    },
  );

  app.get(
    '/partner/garages/:id/buddies',
    {
      schema: {
        tags,
        summary: "The garage's service buddies, to assign to a pickup or a drop",
        params: garageIdParam,
        response: { 200: envelope(z.array(staffMember)), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      await staff.requireCapability(user, request.params.id, 'buddies.view');
      return { success: true as const, data: (await staff.members(request.params.id)).filter((m) => m.role === 'driver') };
    },
  );

  app.post(
    '/partner/garages/:id/staff/me/photo',
    {
      schema: {
        tags,
        summary: 'Sets your portrait at this garage (a ready photo), which customers see once you are their service buddy',
        params: garageIdParam,
        body: mediaIdParam,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      await staff.requireCapability(user, request.params.id, 'portrait.set');
      await media.requireReady([request.body.id], { purpose: 'portrait', garageId: request.params.id });
      if (!(await staff.setPortrait(request.params.id, user.id, request.body.id))) throw new AppError(404, 'STAFF_NOT_FOUND', LEG_MESSAGES.notMember);
      return { success: true as const, message: 'Photo saved' };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/legs/:kind/assign',
    leg('Sends a service buddy on the pickup or the drop (another buddy only before the first sets off)', assignBuddyBody),
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return {
        success: true as const,
        message: 'Service buddy assigned',
        data: await legs.assign(user, request.params.trackingId, request.params.kind, request.body.driver),
      };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/legs/:kind/step',
    leg("The trip's next step (compare-and-swap from the status seen); the handover takes the customer's code", legStepBody),
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await legs.step(user, request.params.trackingId, request.params.kind, request.body) };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/legs/:kind/code-reset',
    {
      schema: {
        tags,
        summary:
          "A new handover code for the trip, sent to the customer: the garage's twice at most (403 ADMIN_RESET_ONLY after), then an admin's with a reason; whoever resets may not enter codes on the trip",
        params: legParams,
        body: codeResetBody,
        response: legResponse,
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return {
        success: true as const,
        message: 'A new code is on its way to the customer',
        data: await legs.resetCode(user, request.params.trackingId, request.params.kind, request.body.reason),
      };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/legs/:kind/report',
    leg("The car's condition at the customer's door: odometer, fuel, notes and photos (front, rear, both sides, dashboard)", conditionReportBody),
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return {
        success: true as const,
        message: 'Condition recorded',
        data: await legs.report(user, request.params.trackingId, request.params.kind, request.body),
      };
    },
  );

  app.post(
    '/bookings/:trackingId/walk-in',
    {
      config: { idempotent: true },
      schema: {
        tags: ['bookings'],
        summary:
          'The customer takes the car to the garage instead of the pickup (before the buddy sets off), or collects it there instead of the drop (once the work is completed, before it is out for delivery): the booking becomes a walk-in',
        params: trackingIdParam,
        body: walkInBody,
        response: { 200: envelope(booking), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await legs.takeOver(user, request.params.trackingId, request.body.instead_of) };
    },
  );

  app.post(
    '/partner/bookings/:trackingId/legs/:kind/position',
    {
      schema: {
        tags,
        summary:
          "The service buddy's position while on the way or out for delivery (every ~10 s): 200 when kept, 202 when one was kept less than ~2 s ago (this one is not written); 422 when no car could be there",
        params: legParams,
        body: positionBody,
        response: { 200: okResponse, 202: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const outcome = await legs.position(user, request.params.trackingId, request.params.kind, request.body);
      return reply.code(outcome === 'kept' ? 200 : 202).send({ success: true as const });
    },
  );
};
