import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, fieldErrorsOf, serverFieldErrors } from './form-errors';

interface DialogFormOptions<Values, Body> {
  initial(): Values;
  /** The values read by the API's own schema, so the form refuses what the server would. */
  parse(values: Values): z.ZodSafeParseResult<Body>;
  onSubmit(body: Body): Promise<unknown>;
  /** Whether a refusal naming fields is also said below the form (one naming none always is). */
  failureBesideFieldErrors: boolean;
}

/**
 * A dialog form's state (My Cars, My Addresses): the values typed, each field's problem, and why the last
 * submit failed. The schema's problems are said at their fields; the server's too, where it names them.
 */
export function useDialogForm<Values extends object, Body>({ initial, parse, onSubmit, failureBesideFieldErrors }: DialogFormOptions<Values, Body>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** New values: the problems of the fields they touch (those named, unless others are given) go, and so does the last failure. */
  const change = (next: Partial<Values>, fields: string[] = Object.keys(next)) => {
    setValues((v) => ({ ...v, ...next }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(fields.map((f) => [f, undefined])) }));
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return;
    }
    onSubmit(parsed.data).catch((error: Error) => {
      const atFields = serverFieldErrors(error);
      setErrors(atFields);
      setFailure(failureBesideFieldErrors || Object.keys(atFields).length === 0 ? error.message : null);
    });
  };

  return { values, errors, failure, change, submit };
}
