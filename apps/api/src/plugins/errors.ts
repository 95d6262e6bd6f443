import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@carseva/shared';
import { isDatabaseUnavailable } from '../lib/database-errors';
import { AppError } from '../lib/errors';

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
function fieldErrors(error: FastifyError & { validation: { instancePath: string; message?: string }[] }, context: string) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
    (errors[field] ??= []).push(issue.message ?? 'Please check this');
  }
  return errors;
}

/**
 * The envelope's one-line message: a single field's own message, or a pointer to the fields when
 * several failed. Field keys are never part of it: a person reads it, and keys like `mobile_no` mean
 * nothing to them.
 */
function summary(errors: Record<string, string[]>, firstErrorAsMessage: boolean): string {
  const messages = Object.values(errors);
  if (messages.length === 1 || (firstErrorAsMessage && messages.length > 0)) return messages[0]![0]!;
  return 'Please check the highlighted fields';
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
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, error.statusCode, { success: false, message: error.message, code: error.code, errors: error.errors }, error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error, error.validationContext ?? 'request');
      const message = summary(errors, request.routeOptions.config?.firstErrorAsMessage === true);
      return send(reply, 400, { success: false, message, code: 'VALIDATION_FAILED', errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return send(
        reply,
        503,
        { success: false, message: 'CarSeva is briefly unavailable. Please try again in a few seconds.', code: 'DATABASE_UNAVAILABLE' },
        { 'retry-after': '5' },
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return send(reply, status, { success: false, message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, { success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
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
