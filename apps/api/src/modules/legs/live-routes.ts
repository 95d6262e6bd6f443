import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponse, trackingIdParam } from '@carseva/shared';
import { z } from 'zod';
import type { BookingsService } from '../bookings';
import type { LiveHub } from './live';

/** Proxies close idle connections after a minute or so; a comment line this often keeps the stream open. */
export const HEARTBEAT_SECONDS = 25;

export interface LiveRoutesOptions {
  live: LiveHub;
  bookings: Pick<BookingsService, 'owned'>;
  /** Whether the request's session is still signed in, read afresh (not the answer cached for the request). */
  stillSignedIn: (request: FastifyRequest) => Promise<boolean>;
  limits: { perSession: number; perBooking: number; sessionCheckSeconds: number };
}

/** Why the server ended a stream: the page stops listening (and keeps polling) rather than reconnect. */
type EndReason = 'replaced' | 'signed_out';

interface Stream {
  sessionId: number;
  bookingId: number;
  end: (reason?: EndReason) => void;
}

/**
 * The order page's live stream (server-sent events): `event: changed` whenever the booking's status,
 * timeline, legs or buddy's position change, on whichever instance. The page then reads the booking
 * again, and keeps polling slowly as a fallback. Each instance holds at most a few streams per session
 * and per booking (a new one ends the oldest), and a stream ends once its session is signed out.
 */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, { live, bookings, stillSignedIn, limits }) => {
  /** Open streams, oldest first. */
  const streams = new Set<Stream>();
  // Open streams would hold the server open: they end when the app closes, and the pages reconnect to another instance.
  app.addHook('preClose', async () => {
    for (const stream of [...streams]) stream.end();
  });

  /** Ends the oldest streams matching `same` so that one more stays within `max`. */
  const makeRoom = (same: (stream: Stream) => boolean, max: number) => {
    const matching = [...streams].filter(same);
    for (const stream of matching.slice(0, Math.max(0, matching.length - max + 1))) stream.end('replaced');
  };

  app.get(
    '/bookings/:trackingId/live',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "Changes to one of the signed-in customer's bookings, as server-sent events (event: changed); `event: closed` when the server ends it (a newer stream replaced it, or the session signed out)",
        params: trackingIdParam,
        produces: ['text/event-stream'],
        response: {
          200: z.any().describe('text/event-stream: `event: changed` on every change, a comment every 25 s, `event: closed` before the server ends it'),
          401: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await app.requireUser(request, reply);
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
      const sessionCheck = setInterval(() => {
        stillSignedIn(request).then(
          (signedIn) => signedIn || stream.end('signed_out'),
          // A database hiccup is not a sign-out: the next check decides.
          (error: unknown) => request.log.warn({ err: error }, 'live stream session check failed'),
        );
      }, limits.sessionCheckSeconds * 1000);
      sessionCheck.unref();
      const stream: Stream = {
        sessionId,
        bookingId: booking.id,
        end: (reason) => {
          if (!streams.delete(stream)) return;
          clearInterval(heartbeat);
          clearInterval(sessionCheck);
          unsubscribe();
          if (reason) raw.write(`event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
          raw.end();
        },
      };
      makeRoom((s) => s.sessionId === sessionId, limits.perSession);
      makeRoom((s) => s.bookingId === booking.id, limits.perBooking);
      streams.add(stream);
      request.raw.on('close', () => stream.end());
    },
  );
};
