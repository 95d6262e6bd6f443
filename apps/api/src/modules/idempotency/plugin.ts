import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../../lib/errors';
import { type IdempotencyService, type KeyedRequest, type Replay, requestHash } from './service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Writes a customer may retry: an Idempotency-Key header makes a retry return the first answer.
     * 'in-transaction': the handler checks and stores the key in its own transaction (ADR 26), given
     * it by keyOf(request, userId).
     */
    idempotent?: true | 'in-transaction';
  }
  interface FastifyRequest {
    idempotencyClaim?: { userId: number; scope: string; key: string } | null;
    /** For an 'in-transaction' route: the request's key, for keyOf; null without one. */
    idempotencyKey?: { scope: string; key: string; requestHash: string } | null;
  }
}

/** An 'in-transaction' route's key for the signed-in user, for the handler to check and store; null without one. */
export const keyOf = (request: FastifyRequest, userId: number): KeyedRequest | null =>
  request.idempotencyKey
    ? { id: { userId, scope: request.idempotencyKey.scope, key: request.idempotencyKey.key }, requestHash: request.idempotencyKey.requestHash }
    : null;

/** Sends an answer already written out (JSON); a first answer given again is marked as a replay. */
export function sendAnswer(reply: FastifyReply, answer: Replay, replayed: boolean) {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).type('application/json; charset=utf-8').send(answer.response);
}

const KEY_FORMAT = /^[A-Za-z0-9_:.-]{8,80}$/;

export interface IdempotencyPluginOptions {
  idempotency: IdempotencyService;
  /** The signed-in user's id, or null (the route itself then answers 401). */
  userIdOf: (request: FastifyRequest, reply: FastifyReply) => Promise<number | null>;
}

/**
 * For routes with `config: { idempotent: true }`: the same Idempotency-Key with the same body gets the
 * first answer again (no second seat or order); with another body, 422. Without the header a request
 * runs as usual.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, { idempotency, userIdOf }: IdempotencyPluginOptions) => {
  app.decorateRequest('idempotencyClaim', null);
  app.decorateRequest('idempotencyKey', null);

  async function claimKey(request: FastifyRequest, reply: FastifyReply) {
    const idempotent = request.routeOptions.config.idempotent;
    const key = request.headers['idempotency-key'];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key)) {
      throw badRequest('Idempotency-Key must be 8 to 80 letters, digits or - _ : .', { 'idempotency-key': ['is invalid'] });
    }
    const scope = `${request.method} ${request.routeOptions.url}`;
    const hash = requestHash(request.method, request.url, request.body);
    // The handler looks the user up itself, alongside its own work.
    if (idempotent === 'in-transaction') {
      request.idempotencyKey = { scope, key, requestHash: hash };
      return;
    }
    const userId = await userIdOf(request, reply);
    if (userId === null) return;
    const claim = { userId, scope, key };
    const outcome = await idempotency.begin(claim, hash);
    if (outcome.kind === 'replay') return sendAnswer(reply, outcome, true);
    request.idempotencyClaim = claim;
  }

  async function storeAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    await idempotency.finish(claim, reply.statusCode, typeof payload === 'string' ? payload : String(payload ?? ''));
    return payload;
  }

  // Only the routes that declare `idempotent` carry these hooks: every other request pays nothing for them.
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [claimKey, ...[route.preHandler ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), storeAnswer];
  });
});
