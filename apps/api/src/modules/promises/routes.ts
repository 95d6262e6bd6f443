import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingPromise, envelope, errorResponses, lateCreditRule, lateCreditRuleBody, promiseBody, trackingIdParam } from '@carseva/shared';
import { notFound } from '../../lib/errors';
import { BOOKING_MESSAGES, type BookingsService } from '../bookings';
import { adminsOnly, type StaffService } from '../staff';
import type { PromisesService } from './service';

const tags = ['promises'];
const errors = errorResponses(400, 401, 403, 404, 409, 422);

export interface PromisesRoutesOptions {
  promises: PromisesService;
  bookings: Pick<BookingsService, 'owned' | 'desk'>;
  staff: Pick<StaffService, 'requireCapability' | 'requireAdmin'>;
}

/** The promised time: the customer reads it, the garage states or moves it, the admin sets the late-credit rule. */
export const promisesRoutes: FastifyPluginAsyncZod<PromisesRoutesOptions> = async (app, { promises, bookings, staff }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/bookings/:trackingId/promise',
    {
      schema: {
        tags,
        summary: 'When the garage promised the car ready (and back), and any late credit (owner only); null before it promised',
        params: trackingIdParam,
        response: { 200: envelope(bookingPromise.nullable()), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await promises.of(await bookings.owned(user.id, request.params.trackingId)) };
    },
  );

  app.put(
    '/partner/bookings/:trackingId/promise',
    {
      schema: {
        tags,
        summary: 'States or moves when the car will be ready (and back, with pickup); later than before tells the customer',
        params: trackingIdParam,
        body: promiseBody,
        response: { 200: envelope(bookingPromise), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const row = await bookings.desk.byTrackingId(request.params.trackingId);
      const { role } = await staff.requireCapability(user, row?.garageId ?? null, 'promise.set', {
        notFound: notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND'),
      });
      const actor = { kind: role === 'admin' ? ('admin' as const) : ('staff' as const), userId: user.id };
      return { success: true as const, data: await promises.promise(row!, request.body, actor) };
    },
  );

  // CarSeva's decisions: admins only, checked before the body is validated (anyone else gets 401/403 whatever they send).
  await app.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>();
    admin.addHook('onRequest', adminsOnly(app, staff));

    admin.get(
      '/admin/late-credit-rule',
      { schema: { tags, summary: 'The rule that credits customers whose car came back late', response: { 200: envelope(lateCreditRule), ...errors } } },
      async () => ({ success: true as const, data: await promises.rule() }),
    );

    admin.put(
      '/admin/late-credit-rule',
      {
        schema: {
          tags,
          summary: 'Sets the late-credit rule: rupees per started hour late, the cap as a percentage of the order, the grace period',
          body: lateCreditRuleBody,
          response: { 200: envelope(lateCreditRule), ...errors },
        },
      },
      async (request, reply) => {
        const { user } = await app.requireUser(request, reply);
        return { success: true as const, message: 'Saved', data: await promises.setRule(user.id, request.body) };
      },
    );
  });
};
