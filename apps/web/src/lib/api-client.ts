/** The one way the web app talks to the API: same-origin JSON, the envelope unwrapped, errors typed. */
import { translate } from './i18n';
import { languageOfPath } from './language-path';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Envelope<T> = { success: boolean; message?: string; data?: T; code?: string; errors?: Record<string, string[]> };

/** Called on any 401 from the API (the session ended); the auth feature decides what to do. */
let onUnauthorized: ((error: ApiError) => void) | undefined;
export function setUnauthorizedHandler(handler: (error: ApiError) => void) {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** Extra request headers, such as an Idempotency-Key; they cannot replace accept or content-type. */
  headers?: Record<string, string>;
  /** Skip the global 401 handling (for the calls that establish a session). */
  allowUnauthorized?: boolean;
}

/** Resolves to the whole envelope (data and message) of a successful answer. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; message?: string }> {
  const url = new URL(`/api/v1${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      credentials: 'same-origin',
      headers: {
        ...options.headers,
        accept: 'application/json',
        // The server writes its messages (validation, refusals) in the page's language (ADR 0040).
        'accept-language': languageOfPath(window.location.pathname),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal ?? AbortSignal.timeout(15_000),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', translate('common.errors.network'));
  }
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !body?.success) {
    const error = new ApiError(
      response.status,
      body?.code ?? `HTTP_${response.status}`,
      body?.message ?? translate('common.errors.status', { status: response.status }),
      body?.errors,
    );
    if (response.status === 401 && !options.allowUnauthorized) onUnauthorized?.(error);
    throw error;
  }
  return { data: body.data as T, message: body.message };
}

/** What a write may add to its request. */
type WriteOptions = Pick<RequestOptions, 'headers'>;

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) => request<T>(path, { query, signal }).then((r) => r.data),
  post: <T>(path: string, body: unknown, options?: WriteOptions) => request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body: unknown, options?: WriteOptions) => request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body: unknown, options?: WriteOptions) => request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: WriteOptions) => request<T>(path, { ...options, method: 'DELETE' }),
};
