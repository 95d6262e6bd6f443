import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const HOSTILE_STRINGS = [
  "' or 1=1 --",
  '"; drop table cities; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '9'.repeat(400),
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  '٣',
  '😀',
  ' ',
  '[]',
  '{}',
];

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }), fc.integer().map(String), fc.double().map(String));
const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('phone', 'city', 'car_model', 'name', 'email', 'message', '__proto__', 'constructor'),
    fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 })),
  ),
);

/** Every table's row count and content digest: what "stored data" means here. */
async function snapshot(): Promise<string> {
  const tables = (await ctx.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const digest = (await ctx.db.execute(
      sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as d from "${tablename}" t`),
    )) as unknown as { rows: { d: string }[] };
    parts.push(`${tablename}=${digest.rows[0]!.d}`);
  }
  return parts.join('\n');
}

/** Every route the API documents, with its method. */
async function documentedRoutes(): Promise<{ method: string; path: string }[]> {
  const spec = (await ctx.app.inject('/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

function fillPath(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++ % values.length] ?? 'x'));
}

describe('hostile input', () => {
  it('never gets a 5xx and never changes stored data unless the request was accepted', async () => {
    const routes = await documentedRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(9);
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.array(hostileText, { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.constantFrom('latitude', 'longitude', 'lat', 'lon', 'model', 'page', 'x'), hostileText),
        fc.option(hostileJson),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', undefined),
        async (route, pathValues, query, body, contentType) => {
          const url = `${fillPath(route.path, pathValues)}?${new URLSearchParams(query).toString()}`;
          const hasBody = route.method !== 'GET' && body !== null;
          const res = await ctx.app.inject({
            method: route.method as 'GET' | 'POST',
            url,
            headers: contentType && hasBody ? { 'content-type': contentType } : {},
            payload: hasBody ? JSON.stringify(body) : undefined,
          });
          expect(res.statusCode, `${route.method} ${url} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const parsed = res.json();
            expect(parsed.success, `${route.method} ${url} → ${res.body}`).toBe(false);
            expect(typeof parsed.message).toBe('string');
          }
        },
      ),
      { numRuns: 400 },
    );
    expect(await snapshot()).toBe(before);
  });
});
