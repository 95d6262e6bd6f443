import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, transaction } from '@carseva/shared';
import { z } from 'zod';
import type { TransactionsService } from './service';

export const transactionsRoutes: FastifyPluginAsyncZod<{ transactions: TransactionsService }> = async (app, { transactions }) => {
  app.get(
    '/me/transactions',
    {
      schema: {
        tags: ['wallet'],
        summary: "The signed-in customer's payments, refunds and CarSeva Money entries, newest first",
        response: { 200: envelope(z.array(transaction)), 401: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await transactions.of(user.id) };
    },
  );
};
