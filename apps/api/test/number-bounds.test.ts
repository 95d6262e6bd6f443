import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '@carseva/shared';
import type { BookingTestApp } from './bookings-helpers';
import { appWithDocumentedRoutes, bodySchema, numericPaths, type Operation, routesOf, sample, setAt, type Who } from './openapi-fields';

/**
 * Every number a client sends is bounded in the shared contract, so none reaches a query the database
 * cannot hold: the OpenAPI document (generated from the routes' zod schemas) gives every numeric field
 * of every route a maximum, and boundary values sent to each of them get a 4xx, never a 5xx.
 */
const ADMIN_MOBILE = '9800000053';
const BOUNDARIES = [INT4_MAX, INT4_MAX + 1, 2 ** 53, 1e15, -1, 0, -(INT4_MAX + 1), 1.5];

let ctx: BookingTestApp;
let admin: Who;
let paths: Record<string, Record<string, Operation>>;
let validBodies: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  ({ ctx, admin, paths, validBodies } = await appWithDocumentedRoutes(ADMIN_MOBILE));
});
afterAll(() => ctx.close());

const routes = () => routesOf(paths);

describe('numbers at the edge', () => {
  it('every numeric field of every route has a maximum within what the database holds', () => {
    const unbounded: string[] = [];
    for (const { path, method, op } of routes()) {
      const fields = [...(op.parameters ?? []).flatMap((p) => numericPaths(p.schema, [`${p.in}:${p.name}`])), ...numericPaths(bodySchema(op), ['body'])];
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
      const params = Object.fromEntries(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.name === 'trackingId' ? 'CSNOSUCHORDER0000' : '1']),
      );
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
