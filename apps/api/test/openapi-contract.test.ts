import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, CONTRACT_FILE, clientTypesOf, contractOf, contractText } from '../scripts/openapi-contract';
import { operationIdOf, registerOpenApi } from '../src/plugins/openapi';
import { bookingTestApp, type BookingTestApp, TOMORROW } from './bookings-helpers';
import { bodySchema, type Operation, routesOf, sample, type Schema, validBodies as validBodiesFor } from './openapi-fields';

/**
 * The OpenAPI document is a contract client generators can use: every operation has a stable, unique
 * operationId and says which credentials it needs (and that is what the route does), and the contract
 * checked in for clients (packages/api-client) is the one the app serves.
 */
type SecurityRequirement = Record<string, string[]>;
type Document = {
  paths: Record<string, Record<string, Operation & { operationId?: string; security?: SecurityRequirement[] }>>;
  components: { securitySchemes?: Record<string, unknown> };
  servers?: { url: string }[];
};

let ctx: BookingTestApp;
let document: Document;
let validBodies: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  ctx = await bookingTestApp();
  document = (await ctx.app.inject({ url: '/api/docs/json' })).json();
  validBodies = { ...validBodiesFor(await ctx.garage(0)), ...BODIES_PAST_VALIDATION };
});
afterAll(() => ctx.close());

/** Bodies that pass validation for the routes the shared ones (openapi-fields) do not cover, so a session check is what they meet. */
const BODIES_PAST_VALIDATION: Record<string, Record<string, unknown>> = {
  'PUT /api/v1/auth/me': { name: 'Asha Rao', email: 'asha@example.com' },
  'POST /api/v1/me/addresses': { label: 'home', address: '12 MG Road, Andheri East', pincode: '400059' },
  'POST /api/v1/payments/orders': { booking: 'CSNOSUCHORDER0000' },
  'POST /api/v1/partner/bookings/{trackingId}/claims/{claimId}/rework': { booking_date: '2026-03-03', booking_slot: 1 },
  'POST /api/v1/admin/claims/{claimId}/decision': { decision: 'reject', note: 'Nothing wrong was found' },
  'POST /api/v1/admin/damage/{reportId}/decision': { decision: 'reject', note: 'The dent was there at pickup' },
  'PUT /api/v1/admin/categories/{id}/warranty': { days: 30 },
  'POST /api/v1/partner/bookings/{trackingId}/parts-photos': { photos: ['0ae74640-2b8b-442c-81d2-a0625e019556'] },
  'POST /api/v1/bookings/{trackingId}/damage': { description: 'A new dent on the rear door', photos: ['0ae74640-2b8b-442c-81d2-a0625e019556'] },
  'POST /api/v1/payments/verify': { razorpay_order_id: 'order_0000000000', razorpay_payment_id: 'pay_0000000000', razorpay_signature: '0'.repeat(64) },
  'PUT /api/v1/bookings/{trackingId}/gstin': { gstin: '27AAPFU0939F1ZV' },
  'PATCH /api/v1/me/addresses/{id}': { pincode: '400059' },
  'POST /api/v1/partner/garages/{id}/staff': { mobile_no: '9812340000', role: 'staff' },
  'POST /api/v1/media/uploads': {
    id: '00000000-0000-4000-8000-000000000000',
    purpose: 'condition',
    booking: 'CSNOSUCHORDER0000',
    content_type: 'image/jpeg',
    bytes: 1000,
  },
  'PUT /api/v1/partner/garages/{id}/slots': { slots: [{ start_time: '21:00:00', end_time: '22:00:00', capacity: 1 }] },
};

/** A value a path or query parameter accepts: an order or a row that does not exist, tomorrow for a date. */
function parameterValue(name: string, schema: Schema | undefined): string {
  if (name === 'trackingId') return 'CSNOSUCHORDER0000';
  if (name === 'date') return TOMORROW;
  if (schema?.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema?.pattern === '^\\d{1,9}$') return '1';
  return String(sample(schema));
}

const operations = () => routesOf(document.paths).map((route) => ({ ...route, op: document.paths[route.path]![route.method.toLowerCase()]! }));
const needsSession = (security: SecurityRequirement[] | undefined) =>
  (security?.length ?? 0) > 0 && !security!.some((requirement) => Object.keys(requirement).length === 0);
const isPublic = (security: SecurityRequirement[] | undefined) => security?.length === 0;

/** Which operations differ between two documents ('document' when something outside the paths does), so a stale contract names what changed. */
function changedOperations(a: { paths?: Record<string, object> }, b: { paths?: Record<string, object> }): string[] {
  const keys = (doc: typeof a) =>
    Object.entries(doc.paths ?? {}).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
  const operation = (doc: typeof a, key: string) => {
    const [method, path] = key.split(' ') as [string, string];
    return JSON.stringify((doc.paths?.[path] as Record<string, unknown> | undefined)?.[method.toLowerCase()]);
  };
  const changed = [...new Set([...keys(a), ...keys(b)])].filter((key) => operation(a, key) !== operation(b, key));
  const rest = (doc: typeof a) => JSON.stringify({ ...doc, paths: undefined });
  return rest(a) === rest(b) ? changed : [...changed, 'document'];
}

describe('operation ids', () => {
  it('come from the method and path: words in camelCase, a collection before its parameter in the singular', () => {
    expect(operationIdOf('GET', '/api/v1/bookings/:trackingId')).toBe('getBooking');
    expect(operationIdOf('GET', '/api/v1/bookings')).toBe('getBookings');
    expect(operationIdOf('POST', '/api/v1/auth/sessions/revoke-others')).toBe('postAuthSessionsRevokeOthers');
    expect(operationIdOf('DELETE', '/api/v1/me/addresses/:id')).toBe('deleteMeAddress');
    expect(operationIdOf('GET', '/api/v1/categories')).toBe('getCategories');
    expect(operationIdOf('GET', '/api/v1/pincodes/:pincode/localities')).toBe('getPincodeLocalities');
    expect(operationIdOf('GET', '/api/v1/bookings/:trackingId/invoice.pdf')).toBe('getBookingInvoicePdf');
    expect(operationIdOf('GET', '/api/health')).toBe('getHealth');
  });

  it("yield to a route's own operationId and security, and must be unique", async () => {
    const app = Fastify();
    await registerOpenApi(app);
    app.get('/api/v1/car/models/:brandId', { schema: { operationId: 'listModelsOfBrand', security: [] } }, async () => ({}));
    app.get('/api/v1/bookings/:trackingId', async () => ({}));
    await app.ready();
    const { paths } = app.swagger() as unknown as Document;
    expect(paths['/api/v1/car/models/{brandId}']?.get).toMatchObject({ operationId: 'listModelsOfBrand', security: [] });
    expect(paths['/api/v1/bookings/{trackingId}']?.get).toMatchObject({ operationId: 'getBooking', security: [{ bearerToken: [] }, { sessionCookie: [] }] });
    await app.close();

    const clashing = Fastify();
    await registerOpenApi(clashing);
    clashing.get('/api/v1/bookings', { schema: { operationId: 'getBooking' } }, async () => ({}));
    clashing.get('/api/v1/bookings/:trackingId', async () => ({}));
    await clashing.ready();
    expect(() => clashing.swagger()).toThrow('operationId getBooking is given to both GET /api/v1/bookings and GET /api/v1/bookings/{trackingId}');
    await clashing.close();
  });
});

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId and a security requirement naming declared schemes', () => {
    const schemes = Object.keys(document.components.securitySchemes ?? {});
    expect(schemes.sort()).toEqual(['bearerToken', 'sessionCookie', 'whatsappSignature']);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.length).toBeGreaterThan(80);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const undeclared = operations().filter(
      ({ op }) => !Array.isArray(op.security) || op.security.some((req) => Object.keys(req).some((name) => !schemes.includes(name))),
    );
    expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(document.servers).toEqual([{ url: '/' }]);
  });

  it('says what each operation needs: without credentials, one needing a session answers 401 and a public one does not', { timeout: 300_000 }, async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations()) {
      if (!needsSession(op.security) && !isPublic(op.security)) continue;
      const key = `${method} ${path}`;
      const parameters = op.parameters ?? [];
      const url = path.replace(/\{(\w+)\}/g, (_match, name: string) => parameterValue(name, parameters.find((p) => p.name === name)?.schema));
      const query = Object.fromEntries(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, parameterValue(p.name, p.schema)]));
      const body = validBodies[key] ?? (bodySchema(op) ? sample(bodySchema(op)) : undefined);
      const res = await ctx.app.inject({ method, url, query, ...(body === undefined ? {} : { payload: body as object }) });
      if (needsSession(op.security) !== (res.statusCode === 401))
        wrong.push(
          `${key} is documented as ${needsSession(op.security) ? 'needing a session' : 'public'} but answered ${res.statusCode}: ${res.body.slice(0, 160)}`,
        );
    }
    expect(wrong, 'declare schema.security on the route or fix the lists in apps/api/src/plugins/openapi.ts').toEqual([]);
  });

  it('is the contract checked in for clients, less the operations production does not serve (npm run openapi rewrites it)', async () => {
    const checkedIn = await readFile(CONTRACT_FILE, 'utf8');
    const served = contractOf(document);
    const stale = 'packages/api-client/openapi.json is out of date: run npm run openapi';
    expect(changedOperations(JSON.parse(checkedIn), served), stale).toEqual([]);
    expect(checkedIn === contractText(served), stale).toBe(true);
    expect(document.paths['/api/v1/sandbox/orders/{orderId}/pay']).toBeDefined();
    expect(served.paths?.['/api/v1/sandbox/orders/{orderId}/pay']).toBeUndefined();
  });

  it('has the client types generated from the checked-in contract (npm run openapi rewrites them)', async () => {
    const expected = await clientTypesOf(JSON.parse(await readFile(CONTRACT_FILE, 'utf8')));
    const generated = await readFile(CLIENT_TYPES_FILE, 'utf8');
    expect(generated === expected, 'packages/api-client/src/schema.ts is out of date: run npm run openapi').toBe(true);
  });
});
