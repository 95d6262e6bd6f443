import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, featuredReview, orderReview, review, reviewBody, trackingIdParam, errorResponses } from '@carseva/shared';
import { z } from 'zod';
import type { ReviewsService } from './service';

const tags = ['reviews'];
const errors = errorResponses(400, 401, 404, 409, 422);

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.post(
    '/bookings/:trackingId/review',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Rates the garage of a completed order, once (owner only)',
        params: trackingIdParam,
        body: reviewBody,
        response: { 201: envelope(review), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const created = await reviews.submit(user.id, request.params.trackingId, request.body);
      return reply.code(201).send({ success: true as const, message: 'Thank you for your review', data: created });
    },
  );

  app.get(
    '/bookings/:trackingId/review',
    {
      schema: {
        tags,
        summary: "The owner's review of this order, if any, and the garage's rating",
        params: trackingIdParam,
        response: { 200: envelope(orderReview), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await reviews.forOrder(user.id, request.params.trackingId) };
    },
  );

  app.get(
    '/reviews/featured',
    // Revalidated on every use (a 304 while nothing changed), so a new review shows at once.
    {
      config: { cacheControl: 'public, no-cache' },
      schema: {
        tags,
        summary: 'Recent good reviews with a comment, for the home page (first names only)',
        response: { 200: envelope(z.array(featuredReview)) },
      },
    },
    async () => ({ success: true as const, data: await reviews.featured() }),
  );
};
