import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffService } from './service';

/**
 * An onRequest hook for a scope of admin routes: the role is checked before the body is read or validated,
 * so anyone else gets 401 (signed out) or 403 (signed in) whatever they send, as the admin module's routes do.
 */
export const adminsOnly =
  (app: Pick<FastifyInstance, 'requireUser'>, staff: Pick<StaffService, 'requireAdmin'>) => async (request: FastifyRequest, reply: FastifyReply) =>
    staff.requireAdmin((await app.requireUser(request, reply)).user);
