import type { ZodError } from 'zod';
import { ApiError } from './api-client';

export type FieldErrors = Partial<Record<string, string>>;

/** The first problem with each field of a failed parse, as a form shows them. */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of error.issues) found[String(issue.path[0] ?? '')] ??= issue.message;
  return found;
}

/**
 * The first problem at each full path of a failed parse ("offerings.0.prices.hatchback.price"), the
 * keys the server uses for the same problems, for forms whose fields sit in lists.
 */
export function fieldErrorsByPath(error: ZodError): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of error.issues) found[issue.path.map(String).join('.')] ??= issue.message;
  return found;
}

/** The server's problems by field (a 400 or 422 answer), or none. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.errors ? Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]])) : {};
}

/** The errors without one field's: a field's message stays until that field is edited. */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (errors[field] === undefined) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/** Digits grouped the Indian way ("1,20,000") or the international way ("120,000"). */
const GROUPED = /^-?(\d{1,2}(,\d{2})*,\d{3}|\d{1,3}(,\d{3})+)(\.\d+)?$/;

/**
 * A number as typed, for the schema to judge: empty is missing, digit grouping is read ("1,20,000"),
 * anything else is read as it is, so "-50" stays -50 while "abc", "1,5" or "0x1F" are not numbers;
 * nothing is turned into a number the person did not type.
 */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const plain = GROUPED.test(trimmed) ? trimmed.replaceAll(',', '') : trimmed;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}
