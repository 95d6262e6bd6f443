import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appLinkBody, errorResponses, okResponse } from '@carseva/shared';
import { acceptedLanguage } from '../../lib/i18n';
import type { AppLinkService } from './service';

export const appLinkRoutes: FastifyPluginAsyncZod<{ appLink: AppLinkService }> = async (app, { appLink }) => {
  app.post(
    '/app-link',
    {
      schema: {
        tags: ['contact'],
        summary: "Texts the installable app's address to a +91 number, in the page's language (limited per number and per client address)",
        body: appLinkBody,
        response: { 201: okResponse, ...errorResponses(400, 422, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      await appLink.send(request.body.phone, acceptedLanguage(request.headers['accept-language']), request.ip);
      return reply.code(201).send({ success: true, message: 'The link is on its way.' });
    },
  );
};
