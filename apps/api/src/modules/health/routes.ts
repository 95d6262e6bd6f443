import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

const health = z.object({ success: z.boolean(), status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness and database reachability', response: { 200: health, 503: health } } },
    async (request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { success: true, status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ success: false, status: 'unavailable', database: 'down' });
      }
    },
  );
};
