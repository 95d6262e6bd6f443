import type { ZodError } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first problem with each field of a failed parse, as a form shows them. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
  return found;
}

/** The server's problems by field (a 400 or 422 answer), or none. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.errors ? Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])) : {};
}
