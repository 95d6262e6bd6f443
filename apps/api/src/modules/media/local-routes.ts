import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, MAX_PHOTO_BYTES } from '@carseva/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { say, type Text } from '../../lib/i18n';
import type { LinkRefusal, LocalStorage } from '../../providers/storage';

// Only the local store has these, and production never runs it: not part of the clients' contract.
const tags = ['development'];

const REFUSALS: Record<LinkRefusal, { status: number; code: string; message: Text }> = {
  forged: { status: 403, code: 'LINK_INVALID', message: say('errors.media.linkInvalid') },
  expired: { status: 403, code: 'LINK_EXPIRED', message: say('errors.media.linkExpired') },
  'content-type': { status: 400, code: 'WRONG_CONTENT_TYPE', message: say('errors.media.wrongType') },
  length: { status: 400, code: 'WRONG_LENGTH', message: say('errors.media.wrongLength') },
  used: { status: 409, code: 'LINK_USED', message: say('errors.media.linkUsed') },
};

const refuse = (why: LinkRefusal) => new AppError(REFUSALS[why].status, REFUSALS[why].code, REFUSALS[why].message);

/** A storage key, `folder/name` (the local store checks its shape again). */
const keyParams = z.object({ folder: z.enum(['uploads', 'photos']), name: z.string().max(48) });
const signedQuery = z.object({
  expires: z.string().max(12).optional(),
  signature: z.string().max(64).optional(),
  type: z.string().max(32).optional(),
  bytes: z.string().max(10).optional(),
});

export interface LocalStorageRoutesOptions {
  storage: LocalStorage;
  /** Whether a photo still waits for the upload to this key (pending): once it is ready or gone, its link is spent. */
  uploadOpen: (key: string) => Promise<boolean>;
}

/**
 * The local store's side of its signed links, as S3 would answer them: an upload PUT of exactly the
 * signed type and length before it expires, and reads until they expire. Stricter than S3, an upload
 * link takes one PUT (the same bytes again are answered 200 and not written): a later one is refused
 * and stores nothing. Only while photos are on the local disk.
 */
export const localStorageRoutes: FastifyPluginAsyncZod<LocalStorageRoutesOptions> = async (app, { storage, uploadOpen }) => {
  // The photo is the raw body, up to the largest we take; nothing else here is parsed.
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body));
    raw.put(
      '/media/local/:folder/:name',
      {
        bodyLimit: MAX_PHOTO_BYTES,
        schema: {
          tags,
          summary:
            "Receives a photo's bytes at a signed upload link (local storage only): exactly the signed type and length, before the link expires, once (409 LINK_USED after)",
          params: keyParams,
          querystring: signedQuery,
          response: {
            200: z.object({ success: z.literal(true) }),
            400: errorResponse,
            403: errorResponse,
            409: errorResponse,
            413: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request) => {
        const key = `${request.params.folder}/${request.params.name}`;
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const contentType = request.headers['content-type']?.trim();
        const refusal = storage.checkPut(key, request.query, { contentType, bytes: body.length });
        if (refusal) throw refuse(refusal);
        if (!(await uploadOpen(key))) throw refuse('used');
        let stored;
        try {
          stored = await storage.putOnce(key, body, contentType!);
        } catch (error) {
          request.log.error({ err: error }, 'local photo storage failed');
          throw new AppError(503, 'STORAGE_UNAVAILABLE', say('errors.media.storageDown'));
        }
        if (stored === 'taken') throw refuse('used');
        return { success: true as const };
      },
    );
  });

  app.get(
    '/media/local/:folder/:name',
    {
      schema: {
        tags,
        summary: 'Reads a photo at a signed link (local storage only), until the link expires',
        params: keyParams,
        querystring: signedQuery,
        produces: ['image/jpeg'],
        response: { 200: z.any().describe('The photo'), 403: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const refusal = storage.checkGet(key, request.query);
      if (refusal) throw refuse(refusal);
      const object = await storage.get(key);
      if (!object) throw new AppError(404, 'MEDIA_NOT_FOUND', say('errors.media.notFound'));
      const maxAge = Math.max(0, Number(request.query.expires) - Math.floor(Date.now() / 1000));
      return reply
        .type(object.contentType)
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('content-disposition', 'inline')
        .send(object.body);
    },
  );
};
