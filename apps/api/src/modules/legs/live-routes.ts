import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, trackingIdParam } from '@carseva/shared';
import { z } from 'zod';
import type { BookingsService } from '../bookings';
import type { LiveHub } from './live';

/** Proxies close idle connections after a minute or so; a comment line this often keeps the stream open. */
export const HEARTBEAT_SECONDS = 25;

export interface LiveRoutesOptions {
  live: LiveHub;
  bookings: Pick<BookingsService, 'owned'>;
}

/**
 * The order page's live stream (server-sent events): `event: changed` whenever the booking's status,
 * timeline, legs or buddy's position change, on whichever instance. The page then reads the booking
 * again, and keeps polling slowly as a fallback.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, { live, bookings }) => {
  const streams = new Set<() => void>();
  // Open streams would hold the server open: they end when the app closes.
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  app.get(
    '/bookings/:trackingId/live',
    {
      schema: {
        tags: ['bookings'],
        summary: "Changes to one of the signed-in customer's bookings, as server-sent events (event: changed)",
        params: trackingIdParam,
        produces: ['text/event-stream'],
        response: {
          200: z.any().describe('text/event-stream: `event: changed` on every change, a comment every 25 s'),
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      const booking = await bookings.owned(user.id, request.params.trackingId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        // nginx and its kin would otherwise hold events back in their buffers.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 5000\n: connected\n\n');
      const unsubscribe = live.subscribe(booking.id, () => raw.write('event: changed\ndata: {}\n\n'));
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_SECONDS * 1000);
      heartbeat.unref();
      const end = () => {
        if (!streams.delete(end)) return;
        clearInterval(heartbeat);
        unsubscribe();
        raw.end();
      };
      streams.add(end);
      request.raw.on('close', end);
    },
  );
};
