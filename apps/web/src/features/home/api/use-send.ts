import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';

/**
 * Sends one of the home page's small forms and reports the outcome. A plain hook rather than a query
 * mutation: the home page is the first screen a visitor loads, and every kilobyte there counts.
 */
export function useSend<Body>(post: (body: Body) => Promise<unknown>) {
  const [isPending, setPending] = useState(false);
  const send = async (body: Body): Promise<{ ok: true } | { ok: false; message: string }> => {
    setPending(true);
    try {
      await post(body);
      return { ok: true };
    } catch (error) {
      return { ok: false, message: error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.' };
    } finally {
      setPending(false);
    }
  };
  return { send, isPending };
}
