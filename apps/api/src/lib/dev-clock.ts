import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { badRequest } from './errors';

/**
 * A request's own clock, outside production only: the browser journeys act as a garage on a booking's
 * day (a garage starts, completes and takes cash only on the booked day) without moving the clock of the
 * journeys running beside them. The header shifts `now` for that one request by whole milliseconds.
 */
export const DEV_CLOCK_HEADER = 'x-dev-clock-offset-ms';

const MAX_OFFSET_MS = 31 * 24 * 60 * 60 * 1000;

export function devClock(base: () => number) {
  const offsets = new AsyncLocalStorage<number>();
  return {
    now: () => base() + (offsets.getStore() ?? 0),
    /** A preHandler hook: the body is parsed by then, and the handler runs inside the shifted clock. */
    shift(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
      const header = request.headers[DEV_CLOCK_HEADER];
      if (header === undefined) return done();
      const offset = typeof header === 'string' && /^-?\d{1,13}$/.test(header) ? Number(header) : Number.NaN;
      if (!(Math.abs(offset) <= MAX_OFFSET_MS))
        return done(badRequest(`${DEV_CLOCK_HEADER} must be whole milliseconds within 31 days`, undefined, 'BAD_CLOCK_OFFSET'));
      offsets.run(offset, done);
    },
  };
}
