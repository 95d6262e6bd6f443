import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  booking,
  bookingBody,
  pickupServiceability,
  serviceabilityQuery,
  cancelBody,
  couponOffers,
  couponOffersBody,
  extraParams,
  bookingList,
  bookingListQuery,
  envelope,
  gstinBody,
  quote,
  quoteBody,
  rescheduleBody,
  trackingIdParam,
  errorResponses,
} from '@carseva/shared';
import { keyOf, sendAnswer } from '../idempotency';
import type { BookingsService } from './service';
import { acceptedLanguage } from '../../lib/i18n';

const tags = ['bookings'];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 503);

export const bookingsRoutes: FastifyPluginAsyncZod<{ bookings: BookingsService }> = async (app, { bookings }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/bookings/quote',
    {
      schema: {
        tags,
        summary: 'Prices services from one garage, with an optional coupon (whole rupees)',
        body: quoteBody,
        response: { 200: envelope(quote), ...errors },
      },
    },
    async (request, reply) => {
      await app.requireUser(request, reply);
      return { success: true as const, data: await bookings.quote(request.body.services, request.body.coupon, request.body.car_model) };
    },
  );

  app.post(
    '/bookings/offers',
    {
      schema: {
        tags,
        summary:
          "The coupons this customer can use now on these services (for this car): each with its terms and its saving on this order, priced as the booking would be; the best flagged and first. Signed in, the customer's own limits count",
        body: couponOffersBody,
        response: { 200: envelope(couponOffers), ...errors },
      },
    },
    async (request, reply) => {
      const signedIn = await app.optionalUser(request, reply);
      return { success: true as const, data: await bookings.offers(signedIn?.user.id ?? null, request.body.services, request.body.car_model) };
    },
  );

  app.get(
    '/bookings/serviceability',
    {
      schema: {
        tags,
        summary:
          "Whether a garage picks a car up from a pincode (and map pin): the pincode must be in the garage's state and the place within its pickup radius",
        querystring: serviceabilityQuery,
        response: { 200: envelope(pickupServiceability), ...errors },
      },
    },
    async (request) => {
      const { garage, ...place } = request.query;
      return { success: true as const, data: await bookings.serviceability(garage, place, acceptedLanguage(request.headers['accept-language'])) };
    },
  );

  app.post(
    '/bookings',
    {
      // The key is checked and stored with its answer in the booking's own transaction (ADR 26).
      config: { idempotent: 'in-transaction' },
      schema: {
        tags,
        summary: 'Books services in a slot; the server sets the price, the user and the payment status',
        body: bookingBody,
        response: { 201: envelope(booking), ...errors },
      },
    },
    async (request, reply) => {
      const customer = app.requireUser(request, reply).then(({ user }) => user);
      const answer = await bookings.create(customer, request.body, request.ip, (user) => ({
        key: keyOf(request, user.id),
        // Written out as any 201 of this route would be, for the key to keep.
        respond: (data) => ({ status: 201, response: String(reply.code(201).serialize({ success: true as const, message: 'Booking created', data })) }),
      }));
      return sendAnswer(reply, answer, answer.replayed);
    },
  );

  app.get(
    '/bookings',
    {
      schema: {
        tags,
        summary: "The signed-in customer's bookings, newest first",
        querystring: bookingListQuery,
        response: { 200: envelope(bookingList), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await bookings.list(user.id, request.query) };
    },
  );

  app.get(
    '/bookings/:trackingId',
    { schema: { tags, summary: 'One booking of the signed-in customer', params: trackingIdParam, response: { 200: envelope(booking), ...errors } } },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await bookings.get(user.id, request.params.trackingId) };
    },
  );

  for (const [action, to] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/bookings/:trackingId/extras/:extraId/${action}`,
      { schema: { tags, summary: `The customer ${to} extra work the garage proposed`, params: extraParams, response: { 200: envelope(booking), ...errors } } },
      async (request, reply) => {
        const { user } = await app.requireUser(request, reply);
        const updated = await bookings.decideExtra(user.id, request.params.trackingId, request.params.extraId, to);
        return { success: true as const, message: to === 'approved' ? 'Extra work approved' : 'Extra work declined', data: updated };
      },
    );
  }

  app.post(
    '/bookings/:trackingId/cancel',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'The customer cancels their booking (until 2 hours before the slot); a paid booking is refunded in full',
        params: trackingIdParam,
        body: cancelBody,
        response: { 200: envelope(booking), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, message: 'Booking cancelled', data: await bookings.cancel(user.id, request.params.trackingId, request.body.reason) };
    },
  );

  app.post(
    '/bookings/:trackingId/reschedule',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'The customer moves their booking to another date and slot at the same garage (until 2 hours before the slot), free of charge',
        params: trackingIdParam,
        body: rescheduleBody,
        response: { 200: envelope(booking), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, message: 'Booking rescheduled', data: await bookings.reschedule(user.id, request.params.trackingId, request.body) };
    },
  );

  app.put(
    '/bookings/:trackingId/gstin',
    {
      schema: {
        tags,
        summary: 'Adds the GSTIN the invoice should carry',
        params: trackingIdParam,
        body: gstinBody,
        response: { 200: envelope(booking), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, message: 'GSTIN saved', data: await bookings.setGstin(user.id, request.params.trackingId, request.body.gstin) };
    },
  );
};
