import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse, Language } from '@carseva/shared';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { AppError } from '../lib/errors';
import { acceptedLanguage, requestedLanguage, say, translate } from '../lib/i18n';
import { validationMessage } from '../lib/validation-messages';

/** Fastify's own 4xx errors, in words a client developer can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

function send(reply: FastifyReply, status: number, body: ErrorResponse, headers?: Record<string, string>) {
  if (headers) reply.headers(headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * `{ "latitude": ["Please enter 90 or less"] }` from zod issues, keyed by the field's path; the words
 * are the schema's or the shared zod configuration's, written for people.
 */
function fieldErrors(
  error: FastifyError & { validation: { instancePath: string; keyword: string; message?: string; params?: Record<string, unknown> }[] },
  context: string,
  language: Language,
) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    (errors[field] ??= []).push(validationMessage({ code: issue.keyword, ...issue.params }, issue.message ?? 'Please check this', language));
  }
  return errors;
}

/**
 * The envelope's one-line message: a single field's own message, or a pointer to the fields when
 * several failed. Field keys are never part of it: a person reads it, and keys like `mobile_no` mean
 * nothing to them.
 */
function summary(errors: Record<string, string[]>, firstErrorAsMessage: boolean, language: Language): string {
  const messages = Object.values(errors);
  if (messages.length === 1 || (firstErrorAsMessage && messages.length > 0)) return messages[0]![0]!;
  return translate(say('validation.summary'), language);
}

/**
 * The language to answer an error in (ADR 0040): the one the request asks for (`Accept-Language`, which
 * the web app sets to the page's language, so a refusal reads like the screen it lands on), else the
 * signed-in user's own (users.language: other clients), else English. Asked only when an error is
 * answered: a request that succeeds pays nothing for it.
 */
async function requestLanguage(request: FastifyRequest, reply: FastifyReply): Promise<Language> {
  const asked = requestedLanguage(request.headers['accept-language']);
  if (asked) return asked;
  const app = request.server;
  try {
    const signedIn = await (request.signedIn ?? (app.hasDecorator('optionalUser') ? app.optionalUser(request, reply) : null));
    if (signedIn) return signedIn.user.language;
  } catch {
    // The session could not be read (the database is down): English it is.
  }
  return 'en';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Answer invalid input with the first failing field's own message (forms that check their fields
     * in order and show the first failure) instead of a summary of all of them.
     */
    firstErrorAsMessage?: boolean;
  }
}

/** One error handler for the whole API: every error becomes the envelope; 5xx say nothing of internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const language = error.translatable ? await requestLanguage(request, reply) : 'en';
      const body = { success: false, message: error.messageIn(language), code: error.code, errors: error.errorsIn(language) } as const;
      return send(reply, error.statusCode, body, error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const language = await requestLanguage(request, reply);
      const errors = fieldErrors(error, error.validationContext ?? 'request', language);
      const message = summary(errors, request.routeOptions.config?.firstErrorAsMessage === true, language);
      return send(reply, 400, { success: false, message, code: 'VALIDATION_FAILED', errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      const language = acceptedLanguage(request.headers['accept-language']);
      return send(
        reply,
        503,
        { success: false, message: translate(say('errors.server.unavailable'), language), code: 'DATABASE_UNAVAILABLE' },
        { 'retry-after': '5' },
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return send(reply, status, { success: false, message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    const language = acceptedLanguage(request.headers['accept-language']);
    return send(reply, 500, { success: false, message: translate(say('errors.server.internal'), language), code: 'INTERNAL' });
  });
});

/** Errors the router raises before any route runs (bad URL encoding, overlong parameters). */
export function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return send(reply, status, { success: false, message: error.message, code: error.code ?? 'BAD_REQUEST' });
}

export function sendNotFound(reply: FastifyReply, method: string, url: string) {
  return send(reply, 404, { success: false, message: `No route for ${method} ${url.split('?')[0]}`, code: 'ROUTE_NOT_FOUND' });
}
