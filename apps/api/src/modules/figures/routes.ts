import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, siteFigures } from '@carseva/shared';
import type { FiguresService } from './service';

export const figuresRoutes: FastifyPluginAsyncZod<{ figures: FiguresService }> = async (app, { figures }) => {
  app.get(
    '/figures',
    {
      // Revalidated on every use (a 304 while the counted figures are the same); the server counts at most once a cache period.
      config: { cacheControl: 'public, no-cache' },
      schema: {
        tags: ['figures'],
        summary: 'The service in figures for the public pages: garages, cities, and customers, completed orders and rating once above their thresholds',
        response: { 200: envelope(siteFigures) },
      },
    },
    async () => ({ success: true as const, data: await figures.current() }),
  );
};
