import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '@carseva/shared';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/**
 * Every number a client sends is bounded in the shared contract, so none reaches a query the database
 * cannot hold: the OpenAPI document (generated from the routes' zod schemas) gives every numeric field
 * of every route a maximum, and boundary values sent to each of them get a 4xx, never a 5xx.
 */
type Who = { headers: Record<string, string>; userId: number; phone: string };
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  additionalProperties?: Schema | boolean;
  propertyNames?: Schema;
};
type Operation = { parameters?: { in: string; name: string; required?: boolean; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };

const ADMIN_MOBILE = '9800000053';
const BOUNDARIES = [INT4_MAX, INT4_MAX + 1, 2 ** 53, 1e15, -1, 0, -(INT4_MAX + 1), 1.5];

let ctx: BookingTestApp;
let admin: Who;
let paths: Record<string, Record<string, Operation>>;
let validBodies: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  ctx = await bookingTestApp({ env: { ADMIN_PHONES: `+91${ADMIN_MOBILE}` } });
  admin = await ctx.customer(ADMIN_MOBILE);
  const g = await ctx.garage(0);
  expect((await ctx.request('POST', `/api/v1/admin/garages/${g.garageId}/staff`, admin.headers, { mobile_no: admin.phone.slice(3), role: 'owner' })).statusCode).toBe(201);
  paths = (await ctx.app.inject({ url: '/api/docs/json' })).json().paths;
  // Bodies that pass validation as they are, so a boundary in one field is what the route meets.
  validBodies = {
    'POST /api/v1/contact/lead': { phone: '9812340000', city: 1, car_model: 1 },
    'POST /api/v1/bookings': bookingPayload(g),
    'POST /api/v1/bookings/quote': { services: [g.offerings[0]!.id], car_model: g.carModel },
    'POST /api/v1/me/cars': { car_model: g.carModel, fuel_type: 'Petrol' },
    'PATCH /api/v1/me/cars/{id}': { car_model: g.carModel },
    'POST /api/v1/admin/garages': {
      name: 'Sharma Motors',
      city_id: 1,
      locality: 'Andheri East',
      full_address: 'Shop 4, Marol Naka, Andheri East, Mumbai',
      pincode: '400059',
      latitude: 19.11,
      longitude: 72.88,
      phone: '9812340001',
      service_ids: [1],
    },
    'PATCH /api/v1/admin/garages/{id}': { city_id: 1 },
    'POST /api/v1/admin/coupons': { code: 'BOUND1', kind: 'flat', value: 100 },
    'PUT /api/v1/partner/garages/{id}/slots': { slots: [{ start_time: '21:00', end_time: '22:00', capacity: 1 }] },
    'PUT /api/v1/partner/garages/{id}/offerings': { offerings: [{ id: g.offerings[0]!.id, prices: { hatchback: { price: 900, strike_price: 1200 } } }] },
    'POST /api/v1/partner/garages/{id}/closures': { date: TOMORROW, slot: g.slots[0]!.id, reason: 'Staff training' },
    'POST /api/v1/bookings/{trackingId}/reschedule': { booking_date: TOMORROW, booking_slot: g.slots[0]!.id },
  };
});
afterAll(() => ctx.close());

/** Numeric leaves of a schema, as paths into a value ('' = the value itself; '[]' = an array's first item). */
function numericPaths(schema: Schema | undefined, at: string[] = []): { path: string[]; schema: Schema }[] {
  if (!schema) return [];
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('integer') || types.includes('number')) return [{ path: at, schema }];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (alternatives.length > 0) return alternatives.flatMap((alt) => numericPaths(alt, at));
  if (schema.items) return numericPaths(schema.items, [...at, '[]']);
  const fromProps = Object.entries(schema.properties ?? {}).flatMap(([key, value]) => numericPaths(value, [...at, key]));
  if (typeof schema.additionalProperties === 'object') return [...fromProps, ...numericPaths(schema.additionalProperties, [...at, 'hatchback'])];
  return fromProps;
}

/** A plausible value for a schema (enough for most bodies to pass; the known routes have valid bodies above). */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((alt) => alt.type !== 'null');
  if (alternatives.length > 0) return sample(alternatives[0]);
  const type = ([] as string[]).concat(schema.type ?? []).find((t) => t !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return [sample(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'string':
      if (schema.format === 'date-time') return `${TOMORROW}T10:00:00+05:30`;
      if (schema.pattern?.includes('[6-9]')) return '9812340000';
      if (schema.pattern?.includes('\\d{4}-')) return TOMORROW;
      return 'Sample text value'.padEnd(Math.max(schema.minLength ?? 0, 17), 'x');
    default:
      return undefined;
  }
}

function setAt(target: unknown, path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === '[]') {
    const list = Array.isArray(target) && target.length > 0 ? [...target] : [undefined];
    list[0] = setAt(list[0], rest, value);
    return list;
  }
  const object = target && typeof target === 'object' ? { ...(target as Record<string, unknown>) } : {};
  object[head!] = setAt(object[head!], rest, value);
  return object;
}

const bodySchema = (op: Operation) => op.requestBody?.content['application/json']?.schema;
const routes = () =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

describe('numbers at the edge', () => {
  it('every numeric field of every route has a maximum within what the database holds', () => {
    const unbounded: string[] = [];
    for (const { path, method, op } of routes()) {
      const fields = [
        ...(op.parameters ?? []).flatMap((p) => numericPaths(p.schema, [`${p.in}:${p.name}`])),
        ...numericPaths(bodySchema(op), ['body']),
      ];
      for (const field of fields) {
        const max = field.schema.maximum ?? field.schema.exclusiveMaximum;
        if (max === undefined || max > INT4_MAX) unbounded.push(`${method} ${path} ${field.path.join('.')}`);
      }
    }
    expect(routes().length).toBeGreaterThan(80);
    expect(unbounded).toEqual([]);
  });

  it('boundary values in every numeric field of every route get a 4xx, never a 5xx', { timeout: 600_000 }, async () => {
    let requests = 0;
    const failures: string[] = [];
    for (const { path, method, op } of routes()) {
      const key = `${method} ${path}`;
      const params = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.name === 'trackingId' ? 'CSNOSUCHORDER0000' : '1']));
      const query = Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]));
      const baseBody = validBodies[key] ?? (bodySchema(op) ? sample(bodySchema(op)) : undefined);
      const url = (pathParams: Record<string, string>, q: Record<string, string>) => {
        const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(pathParams[name] ?? '1'));
        const search = new URLSearchParams(q).toString();
        return search ? `${filled}?${search}` : filled;
      };
      const send = async (target: string, payload: unknown, what: string) => {
        requests++;
        const res = await ctx.app.inject({ method: method as 'GET', url: target, headers: admin.headers, payload: payload as object | undefined });
        if (res.statusCode >= 500) failures.push(`${key} ${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      };
      for (const value of BOUNDARIES) {
        for (const p of op.parameters ?? []) {
          if (numericPaths(p.schema).length === 0 && !/id$/i.test(p.name) && p.name !== 'page' && p.name !== 'garage' && p.name !== 'slot') continue;
          if (p.in === 'path') await send(url({ ...params, [p.name]: String(value) }, query), baseBody, `${p.name}=${value}`);
          if (p.in === 'query') await send(url(params, { ...query, [p.name]: String(value) }), baseBody, `${p.name}=${value}`);
        }
        for (const field of numericPaths(bodySchema(op), [])) {
          await send(url(params, query), setAt(baseBody, field.path, value), `${field.path.join('.')}=${value}`);
        }
      }
    }
    console.warn(`number bounds: ${requests} requests over ${routes().length} routes, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(300);
  });

  it('the reported cases get a 4xx naming the field', async () => {
    const cases: [string, string, object, string][] = [
      ['POST', '/api/v1/contact/lead', { phone: '9812340000', city: INT4_MAX + 1 }, 'city'],
      ['POST', '/api/v1/bookings', { ...(validBodies['POST /api/v1/bookings'] as object), booking_slot: INT4_MAX + 1 }, 'booking_slot'],
      ['POST', '/api/v1/bookings/quote', { services: [INT4_MAX + 1] }, 'services.0'],
      ['POST', '/api/v1/me/cars', { car_model: INT4_MAX + 1 }, 'car_model'],
      ['PATCH', '/api/v1/admin/garages/1', { city_id: INT4_MAX + 1 }, 'city_id'],
      ['POST', '/api/v1/admin/coupons', { code: 'HUGEFLAT', kind: 'flat', value: 21_474_837 }, 'value'],
    ];
    for (const [method, url, payload, field] of cases) {
      const res = await ctx.app.inject({ method: method as 'POST', url, headers: admin.headers, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().errors ?? {}), url).toContain(field);
    }
  });
});
