import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, errorResponse, wallet } from '@carseva/shared';
import type { WalletService } from './service';

export interface WalletRoutesOptions {
  wallet: WalletService;
  /** The customer's own bookings, id → tracking id (the bookings module knows). */
  ownBookings: (userId: number) => Promise<Map<number, string>>;
}

export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { wallet: service, ownBookings }) => {
  app.get(
    '/me/wallet',
    {
      schema: {
        tags: ['wallet'],
        summary: "The signed-in customer's CarSeva Money: balance, ledger entries and referral code",
        response: { 200: envelope(wallet), 401: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: await service.overview(user.id, await ownBookings(user.id)) };
    },
  );
};
