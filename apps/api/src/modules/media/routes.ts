import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, mediaIdParam, mediaLink, mediaUpload, mediaUploadBody, errorResponses } from '@carseva/shared';
import type { MediaService } from './service';

const tags = ['media'];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 503);
/** Asking for an upload is refused with 429 while too many are in flight (Retry-After says when one ends). */
const uploadErrors = { ...errors, ...errorResponses(429) };

/** Photos: ask where to upload, say the upload is done, get a short-lived link to see one. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.addHook('onSend', async (_request, reply) => {
    // Signed links expire: no answer carrying them is kept anywhere.
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/media/uploads',
    {
      schema: {
        tags,
        summary:
          'Where to upload one photo (a pre-signed PUT), by a client-chosen id: the same id and body get the same answer; a ready photo answers with its link',
        body: mediaUploadBody,
        response: { 200: envelope(mediaUpload), ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await media.createUpload(user, request.body) };
    },
  );

  app.post(
    '/media/:id/complete',
    {
      schema: {
        tags,
        summary:
          'The upload is done: the photo is checked, turned upright, resized, stripped of metadata and stored; completing a ready photo answers it again',
        params: mediaIdParam,
        response: { 200: envelope(mediaUpload), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await media.complete(user, request.params.id) };
    },
  );

  app.get(
    '/media/:id',
    {
      schema: {
        tags,
        summary: "A short-lived link to a photo, for its booking's customer, its garage's staff and admins",
        params: mediaIdParam,
        response: { 200: envelope(mediaLink), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await app.requireUser(request, reply);
      return { success: true as const, data: await media.linkFor(user, request.params.id) };
    },
  );
};
