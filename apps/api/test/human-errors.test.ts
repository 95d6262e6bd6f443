import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZOD_DEFAULT_WORDING } from '../../../packages/shared/src/zod-default-wording';
import type { BookingTestApp } from './bookings-helpers';
import { appWithDocumentedRoutes, bodySchema, leafPaths, type Operation, routesOf, sample, setAt, type Who } from './openapi-fields';

/**
 * Whatever a person (or a broken form) sends to any route, the answer is a 4xx in words for people:
 * never zod's own wording ("Too big: expected string to have <=80 characters"), never a raw field key
 * like `mobile_no` in the message. Driven from the OpenAPI document, so new routes are covered too.
 */
const ADMIN_MOBILE = '9800000061';
const MISSING = Symbol('missing');
const HOSTILE_VALUES: unknown[] = ['x'.repeat(5000), 'abc', '', -50, 1e12, 1.5, true, null, {}, [], MISSING];
const HOSTILE_PARAMS = ['x'.repeat(500), 'abc', '-50', '1e12', ''];
/** A snake_case word: a field key as the code names it, which means nothing to a person. */
const RAW_KEY = /\b[a-z]+_[a-z_]+\b/;

let ctx: BookingTestApp;
let admin: Who;
let paths: Record<string, Record<string, Operation>>;
let validBodies: Record<string, Record<string, unknown>>;

beforeAll(async () => {
  ({ ctx, admin, paths, validBodies } = await appWithDocumentedRoutes(ADMIN_MOBILE));
});
afterAll(() => ctx.close());

/** What is wrong with an answer for a person to read, if anything. */
function problemsWith(status: number, body: string): string[] {
  if (status >= 500) return [`answered ${status}`];
  if (status < 400) return [];
  const parsed = JSON.parse(body) as { message?: unknown; errors?: Record<string, string[]> };
  const problems: string[] = [];
  if (typeof parsed.message !== 'string' || parsed.message.length === 0) problems.push('no message');
  const messages = [String(parsed.message), ...Object.values(parsed.errors ?? {}).flat()];
  for (const message of messages) {
    if (ZOD_DEFAULT_WORDING.test(message)) problems.push(`zod's words: "${message}"`);
    if (RAW_KEY.test(message)) problems.push(`a raw field key in "${message}"`);
  }
  return problems;
}

describe('errors written for people', () => {
  it('hostile values in every field, query and path parameter of every route get a 4xx in words for people', { timeout: 600_000 }, async () => {
    const routes = routesOf(paths);
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let requests = 0;
    for (const { path, method, op } of routes) {
      const key = `${method} ${path}`;
      const params = op.parameters ?? [];
      const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, p.name === 'trackingId' ? 'CSNOSUCHORDER0000' : '1']));
      const query = Object.fromEntries(params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]));
      const baseBody = validBodies[key] ?? (bodySchema(op) ? sample(bodySchema(op)) : undefined);
      const send = async (what: string, pathParams: Record<string, string>, q: Record<string, string>, payload: unknown) => {
        requests++;
        const search = new URLSearchParams(q).toString();
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(pathParams[name] ?? '1')) + (search ? `?${search}` : '');
        const res = await ctx.app.inject({ method: method as 'GET', url, headers: admin.headers, payload: payload as object | undefined });
        for (const problem of problemsWith(res.statusCode, res.body)) failures.push(`${key} ${what}: ${problem}`);
      };
      for (const p of params) {
        for (const value of HOSTILE_PARAMS) {
          if (p.in === 'path') await send(`${p.name}=${value.slice(0, 8)}`, { ...pathValues, [p.name]: value }, query, baseBody);
          if (p.in === 'query') await send(`${p.name}=${value.slice(0, 8)}`, pathValues, { ...query, [p.name]: value }, baseBody);
        }
      }
      for (const field of leafPaths(bodySchema(op))) {
        for (const value of HOSTILE_VALUES) {
          const body = value === MISSING ? setAt(baseBody, field.path, undefined) : setAt(baseBody, field.path, value);
          await send(`${field.path.join('.')}=${JSON.stringify(value === MISSING ? 'missing' : value)?.slice(0, 8)}`, pathValues, query, body);
        }
      }
    }
    console.warn(`human errors: ${requests} requests over ${routes.length} routes, ${failures.length} problems`);
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(1000);
  });

  it('says what is wrong with each field, and sums several up without naming keys', async () => {
    const res = await ctx.request('POST', '/api/v1/contact/message', {}, { name: 'R'.repeat(81), phone: '12345', email: 'ravi@', message: 'Hi' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Please check the highlighted fields',
      errors: {
        name: ['Name is required and should only contain letters.'],
        phone: ['Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9'],
        email: ['Please enter a valid email address.'],
        message: ['Please write at least 10 characters'],
      },
    });
    const one = await ctx.request('POST', '/api/v1/contact/lead', {}, { phone: '9812340000', city: 'Pune' });
    expect(one.json()).toMatchObject({ message: 'Please choose one from the list', errors: { city: ['Please choose one from the list'] } });
  });

  it('refuses negative and absurd prices with the amount in rupees, never changing them', async () => {
    const g = await ctx.garage(0);
    const offering = g.offerings[0]!;
    for (const [price, message] of [
      [-50, 'Price must be at least ₹1'],
      [900_000, 'Please enter an amount of ₹5,00,000 or less'],
      [99.5, 'Please enter whole rupees, without paise'],
    ] as const) {
      const res = await ctx.request('PUT', `/api/v1/partner/garages/${g.garageId}/offerings`, admin.headers, {
        offerings: [{ id: offering.id, prices: { hatchback: { price } } }],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors['offerings.0.prices.hatchback.price']).toEqual([message]);
    }
    const offerings = await ctx.request('GET', `/api/v1/partner/garages/${g.garageId}/offerings`, admin.headers);
    const stored = (offerings.json().data as { id: number; prices: Record<string, { price: number }> }[]).find((o) => o.id === offering.id);
    expect(stored?.prices.hatchback?.price).toBe(offering.pricePaise / 100);
  });
});
