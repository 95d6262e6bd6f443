import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Extra sources per CSP directive, for the payment and map hosts in use. */
  scriptSrc?: string[];
  frameSrc?: string[];
  /** Where photos are shown from and uploaded to (the object store's origin), and the map's tile host. */
  imgSrc?: string[];
  connectSrc?: string[];
}

/**
 * The order page's garage map asks one small image of each OpenStreetMap host it needs before it shows
 * the map, and shows the address and directions instead when either cannot be reached.
 */
const MAP_PROBE_IMAGES = ['https://www.openstreetmap.org', 'https://tile.openstreetmap.org'];

function contentSecurityPolicy(options: SecurityHeadersOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptSrc ?? [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...new Set([...MAP_PROBE_IMAGES, ...(options.imgSrc ?? [])])],
    'connect-src': ["'self'", ...(options.connectSrc ?? [])],
    'font-src': ["'self'"],
    'frame-src': ["'self'", ...(options.frameSrc ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'upgrade-insecure-requests': [],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/**
 * The security headers every answer carries (helmet's set, with our CSP), built once at start-up
 * and applied with one call per request.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeadersOptions) => {
  const headers = {
    'content-security-policy': contentSecurityPolicy(options),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  // A callback hook, not an async one: every request runs it, and it has nothing to wait for.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
