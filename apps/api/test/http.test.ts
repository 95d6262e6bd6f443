import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('HTTP behaviour', () => {
  it('reports health with the database', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404 in the envelope', async () => {
    const res = await ctx.app.inject('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses malformed JSON, a wrong content type and oversized bodies with 4xx', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact/lead',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": "98',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact/lead',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=9876543210',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().success).toBe(false);

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact/message',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });

    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact/lead', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(400);
  });

  it('publishes OpenAPI for every v1 route and a docs page', async () => {
    const spec = (await ctx.app.inject('/api/docs/json')).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/v1/cities',
      '/api/v1/brands',
      '/api/v1/car/models/{brandId}',
      '/api/v1/categories',
      '/api/v1/services',
      '/api/v1/services/category/{categoryId}',
      '/api/v1/contact/lead',
      '/api/v1/contact/message',
      '/api/v1/geo/reverse',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    const docs = await ctx.app.inject('/api/docs');
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject('/api/v1/cities');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
