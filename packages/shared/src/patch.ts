/** Partial updates: the body of every PATCH in the contract is built here. */
import './zod-config';
import { z } from 'zod';

type Patched<T extends z.ZodRawShape> = { [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K]> };

/**
 * The body of a PATCH of `body`: every field optional and none with a default, so a field the client
 * did not name stays as it is. (`.partial()` keeps each field's `.default()`: a PATCH of a garage's
 * phone then set `active: true` and re-listed a garage an admin had just hidden.) At least one field.
 */
export function patchOf<T extends z.ZodRawShape>(body: z.ZodObject<T>) {
  const shape = Object.fromEntries(
    Object.entries(body.shape).map(([key, field]) => [key, (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional()]),
  ) as unknown as Patched<T>;
  return z.object(shape).refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Send at least one field to change');
}
