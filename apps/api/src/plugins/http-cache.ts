import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagOf, type PreparedJson } from '../lib/prepared-json';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache-Control for a GET route's 200 responses; such responses also get an ETag. */
    cacheControl?: string;
  }
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
}

const preparedBodies = new WeakMap<object, PreparedJson>();

/**
 * `{ success: true, data }` for data that is reused as it is (a memoised catalog list): its JSON and
 * ETag are computed once per value, not once per request.
 */
export function preparedEnvelope(data: object): PreparedJson {
  let prepared = preparedBodies.get(data);
  if (!prepared) {
    const body = JSON.stringify({ success: true, data });
    prepared = { body, etag: etagOf(body) };
    preparedBodies.set(data, prepared);
  }
  return prepared;
}

/** Sends a prepared answer, or 304 when the client already has it. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  reply.header('etag', prepared.etag);
  if (matches(request.headers['if-none-match'], prepared.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(prepared.body);
}

/** Routes that declare `config.cacheControl` answer with Cache-Control and an ETag, and 304 when it matches. */
export const httpCachePlugin = fp(async (app: FastifyInstance) => {
  // Only the routes that declare `cacheControl` carry the hook: every other request pays nothing for it.
  app.addHook('onRoute', (route) => {
    const cacheControl = route.config?.cacheControl;
    if (!cacheControl || route.method !== 'GET') return;
    route.onSend = [...[route.onSend ?? []].flat(), cacheHeaders(cacheControl)];
  });
});

/** Cache-Control on a 200 or 304, and an ETag (with a 304 when it matches) unless a prepared answer brought its own. */
function cacheHeaders(cacheControl: string) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return payload;
    reply.header('cache-control', cacheControl);
    // A prepared response brings its own ETag (and may already be a 304).
    if (reply.hasHeader('etag') || typeof payload !== 'string') return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  };
}
