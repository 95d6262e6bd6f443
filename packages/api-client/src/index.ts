import createClient, { type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

/**
 * A typed client of the CarSeva API, generated from its contract (../openapi.json):
 * `client.GET('/api/v1/bookings/{trackingId}', { params: { path: { trackingId } } })`.
 * Give it the site as `baseUrl` and, once signed in, `headers: { authorization: 'Bearer <token>' }`.
 */
export const createCarSevaClient = (options?: ClientOptions) => createClient<paths>(options);

export type CarSevaClient = ReturnType<typeof createCarSevaClient>;
