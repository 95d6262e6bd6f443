import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_ROUTES_FILE, registerWebApp, routePathPattern } from './web';

describe('web app serving', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'carseva-web-'));
  const script = 'console.log("CarSeva");'.repeat(100);
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>CarSeva home</title>');
  writeFileSync(path.join(root, 'app-shell.html'), '<!doctype html><title>CarSeva</title>');
  writeFileSync(path.join(root, 'about.html'), '<!doctype html><title>About CarSeva</title>');
  mkdirSync(path.join(root, 'services', 'in'), { recursive: true });
  writeFileSync(path.join(root, 'services', 'in', 'pune.html'), '<!doctype html><title>Car service in Pune</title>');
  writeFileSync(path.join(root, 'sw.js'), 'self.skipWaiting();');
  // As the build writes it from the app's router (apps/web/src/app/router.tsx, appRoutePaths).
  writeFileSync(
    path.join(root, APP_ROUTES_FILE),
    JSON.stringify([
      '/',
      '/services',
      '/services/in/:city',
      '/about',
      '/checkout',
      '/order/:trackingId/confirmed',
      '/order/:trackingId',
      '/profile/edit',
      '/partner/*',
      '/admin/*',
    ]),
  );
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function app() {
    const server = Fastify();
    const fallback = await registerWebApp(server, root);
    server.setNotFoundHandler((request, reply) => (fallback?.(request, reply) ? reply : reply.code(404).send()));
    return server;
  }

  it('sends the precompressed variant the browser accepts, else the plain file', async () => {
    const server = await app();
    const br = await server.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await server.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await server.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const page = await server.inject({ url: '/services' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>CarSeva</title>');
    await server.close();
  });

  it('sends each prerendered page for its own path and the app shell for every other page, never a stale copy', async () => {
    const server = await app();
    const titles = {
      '/': 'CarSeva home',
      '/about': 'About CarSeva',
      '/services/in/pune': 'Car service in Pune',
      '/checkout': 'CarSeva',
      '/order/CS1?x=1': 'CarSeva',
    };
    for (const [url, title] of Object.entries(titles)) {
      const page = await server.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.body, url).toBe(`<!doctype html><title>${title}</title>`);
    }
    const compressed = await server.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect((await server.inject({ url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    await server.close();
  });

  it('answers a missing build file with 404 rather than a page', async () => {
    const server = await app();
    expect((await server.inject({ url: '/city-pages/atlantis.json' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/assets/gone-123.js' })).statusCode).toBe(404);
    await server.close();
  });

  it('answers a path the app does not have with status 404 and the app shell, which draws the not-found page', async () => {
    const server = await app();
    for (const url of ['/no-such-page', '/order', '/order/CS1/receipt', '/profile', '/profile/edit/more', '/services/in', '/checkoutx?next=/checkout']) {
      const page = await server.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toMatch(/text\/html/);
      expect(page.body, url).toBe('<!doctype html><title>CarSeva</title>');
    }
    expect((await server.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
    await server.close();
  });

  it("answers every path of the app's routes with 200, parameters, splats, letter case and a trailing slash as the router reads them", async () => {
    const server = await app();
    for (const url of [
      '/',
      '/services/',
      '/Services',
      '/services/in/atlantis',
      '/checkout?step=2',
      '/order/CS1',
      '/order/CS1/confirmed',
      '/partner',
      '/partner/3/jobs/CS1',
      '/admin/garages',
    ]) {
      expect((await server.inject({ url, headers: { 'accept-encoding': 'identity' } })).statusCode, url).toBe(200);
    }
    await server.close();
  });

  it('takes every path for a page when the build has no route list (a build older than the list)', async () => {
    const oldBuild = mkdtempSync(path.join(tmpdir(), 'carseva-web-old-'));
    writeFileSync(path.join(oldBuild, 'index.html'), '<!doctype html><title>CarSeva</title>');
    const server = Fastify();
    const fallback = await registerWebApp(server, oldBuild);
    server.setNotFoundHandler((request, reply) => (fallback?.(request, reply) ? reply : reply.code(404).send()));
    expect((await server.inject({ url: '/no-such-page' })).statusCode).toBe(200);
    await server.close();
    rmSync(oldBuild, { recursive: true, force: true });
  });
});

describe('routePathPattern', () => {
  it('matches whole segments only and treats regular-expression characters in a path literally', () => {
    expect(routePathPattern('/services/in/:city').test('/services/in/pune')).toBe(true);
    expect(routePathPattern('/services/in/:city').test('/services/in/pune/extra')).toBe(false);
    expect(routePathPattern('/services/in/:city').test('/services/in/')).toBe(false);
    expect(routePathPattern('/a.b').test('/axb')).toBe(false);
    expect(routePathPattern('/orders/:id?').test('/orders')).toBe(true);
    expect(routePathPattern('/orders/:id?').test('/orders/7')).toBe(true);
  });
});
