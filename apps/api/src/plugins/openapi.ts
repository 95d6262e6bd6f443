import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../modules/auth';

const SECURITY_SCHEMES = {
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The token that POST /api/v1/auth/otp/login/verify answers with, for apps: `Authorization: Bearer <token>`.',
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The cookie the web app gets at sign-in. A state-changing request carrying it must come from the CarSeva site (Sec-Fetch-Site or Origin).',
  },
  whatsappSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Hub-Signature-256',
    description:
      "WhatsApp's webhook signature: `sha256=` and the HMAC-SHA256 of the exact body with the Meta app's secret. Without it, or with a wrong one, 401.",
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof SECURITY_SCHEMES, string[]>>;

/** Security requirements: one of these applies to each operation. `{}` in a list means "or nothing". */
const SECURITY: Record<'public' | 'signedIn' | 'signedInOrNot' | 'whatsappSigned', SecurityRequirement[]> = {
  public: [],
  whatsappSigned: [{ whatsappSignature: [] }],
  signedIn: [{ bearerToken: [] }, { sessionCookie: [] }],
  signedInOrNot: [{}, { bearerToken: [] }, { sessionCookie: [] }],
};

/**
 * Routes check the session in their handlers (app.requireUser / app.optionalUser), which the document
 * cannot see; so the operations that need none are named here and every other one needs a session.
 * A route may instead declare its own `schema.security`. The contract test calls each operation
 * without credentials to keep this list true.
 */
const PUBLIC_OPERATIONS = new Set([
  'GET /api/health',
  'GET /api/v1/cities',
  'GET /api/v1/brands',
  'GET /api/v1/car/models/:brandId',
  'GET /api/v1/categories',
  'GET /api/v1/services',
  'GET /api/v1/services/prices',
  'GET /api/v1/services/category/:categoryId',
  'GET /api/v1/geo/reverse',
  // The map's tile settings, and (MAP_TILES=local only) our stand-in tiles.
  'GET /api/v1/map',
  'GET /api/v1/map/tiles/:z/:x/:y.png',
  'GET /api/v1/pincodes/:pincode/localities',
  'GET /api/v1/reviews/featured',
  // The public pages' figures, and the install link texted to a number (limited per number and address).
  'GET /api/v1/figures',
  'POST /api/v1/app-link',
  'GET /api/v1/bookings/serviceability',
  'POST /api/v1/contact/lead',
  'POST /api/v1/auth/otp/register',
  'POST /api/v1/auth/otp/register/verify',
  'POST /api/v1/auth/otp/login',
  'POST /api/v1/auth/otp/login/verify',
  // The gateway calls it; the signature header is its proof.
  'POST /api/v1/payments/webhook/:provider',
  // WhatsApp's subscription check: the verify token in the query is its proof.
  'GET /api/v1/notifications/webhook/whatsapp',
  'POST /api/v1/sandbox/orders/:orderId/pay',
  'POST /api/v1/sandbox/orders/:orderId/fail',
  'GET /dev/outbox',
  // The local photo store's signed links: the signature in the link is the proof, as with S3's.
  'PUT /api/v1/media/local/:folder/:name',
  'GET /api/v1/media/local/:folder/:name',
  'GET /dev/outbox/whatsapp',
  'POST /dev/whatsapp/status',
  'POST /dev/whatsapp/reply',
]);

/** Operations that work without a session and use one when it is there. */
const SESSION_OPTIONAL_OPERATIONS = new Set([
  'POST /api/v1/contact/message',
  'POST /api/v1/auth/logout',
  // The cart's offers: signed in, the customer's own coupon limits count.
  'POST /api/v1/bookings/offers',
]);

/** Operations that take a provider's signature instead of a session. */
const SIGNED_OPERATIONS: Record<string, SecurityRequirement[]> = { 'POST /api/v1/notifications/webhook/whatsapp': SECURITY.whatsappSigned };

function securityOf(operation: string) {
  if (SIGNED_OPERATIONS[operation]) return SIGNED_OPERATIONS[operation];
  if (PUBLIC_OPERATIONS.has(operation)) return SECURITY.public;
  if (SESSION_OPTIONAL_OPERATIONS.has(operation)) return SECURITY.signedInOrNot;
  return SECURITY.signedIn;
}

function singular(noun: string): string {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (noun.endsWith('sses')) return noun.slice(0, -2);
  if (noun.endsWith('s') && !noun.endsWith('ss')) return noun.slice(0, -1);
  return noun;
}

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable operationId from the method and path, so generated clients keep their function names:
 * the method, then the path's words without `/api/v1` and parameters, a collection followed by a
 * parameter in the singular. `GET /api/v1/bookings/:trackingId/review` → `getBookingReview`.
 */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api(\/v\d+)?\//, '/')
    .split('/')
    .filter(Boolean);
  const words = segments.flatMap((segment, index) => {
    if (segment.startsWith(':')) return [];
    const namesOneItem = segments[index + 1]?.startsWith(':') ?? false;
    return (namesOneItem ? singular(segment) : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
  });
  return method.toLowerCase() + words.map(capitalized).join('');
}

/** The zod schemas as JSON Schema, plus each operation's id and security unless the route gives its own. */
const transform: SwaggerTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  if (transformed.schema?.hide) return transformed;
  // A route given several methods would give each the same id, which checkOperationIdsUnique refuses.
  const method = [document.route.method].flat()[0]!;
  return {
    ...transformed,
    schema: {
      operationId: operationIdOf(method, document.url),
      security: securityOf(`${method} ${document.url}`),
      ...transformed.schema,
    },
  };
};

/** Two operations with one id would make a generated client drop one of them: refuse to build such a document. */
const checkOperationIdsUnique: SwaggerTransformObject = (document) => {
  const { openapiObject } = document as Extract<typeof document, { openapiObject: unknown }>;
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(openapiObject.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const id = (operation as { operationId?: string }).operationId;
      if (!id) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const earlier = seen.get(id);
      if (earlier) throw new Error(`operationId ${id} is given to both ${earlier} and ${where}; give one of them schema.operationId`);
      seen.set(id, where);
    }
  }
  return openapiObject;
};

/** OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, a browsable UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'CarSeva API', version: '1.0.0', description: 'Car wash and car service bookings in India.' },
      // Relative: the API is served from the same origin as the web app, wherever that is deployed.
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject: checkOperationIdsUnique,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
