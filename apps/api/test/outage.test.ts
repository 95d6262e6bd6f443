import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { type Database, fromPostgresUrl } from '../src/db/client';
import { testConfig } from './app';
import { createTestDatabase, testDbKind } from './database';

/** A TCP relay to PostgreSQL that the test can cut and restore, as a network or server outage would. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  return {
    get port() {
      return port;
    },
    async up() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
    },
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
    },
  };
}

describe.runIf(testDbKind === 'postgres')('PostgreSQL goes away while the API runs', { tags: ['postgres'] }, () => {
  let shared: Database;
  let throughRelay: Database;
  let app: App;
  const link = relay({ host: '127.0.0.1', port: 5432 });

  beforeAll(async () => {
    shared = await createTestDatabase();
    if (shared.connection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const target = new URL(shared.connection.url);
    const url = new URL(shared.connection.url);
    await link.up();
    url.port = String(link.port);
    url.hostname = '127.0.0.1';
    expect(target.port === '' || target.port === '5432').toBe(true);
    throughRelay = fromPostgresUrl(url.toString(), 4);
    app = await buildApp({ config: testConfig(), database: throughRelay });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await throughRelay?.close();
    await link.down();
    await shared?.close();
  });

  const lead = () => app.inject({ method: 'POST', url: '/api/v1/contact/lead', payload: { phone: '9876543210', city: null, car_model: null } });

  it('answers 503 with Retry-After and the envelope (never a hang or a 500), says so on /api/health, and heals by itself', async () => {
    expect((await lead()).statusCode).toBe(201);
    await link.down();

    const started = Date.now();
    const refused = await lead();
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({
      success: false,
      code: 'DATABASE_UNAVAILABLE',
      message: 'CarSeva is briefly unavailable. Please try again in a few seconds.',
    });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ database: 'down' });

    await link.up();
    let healed = 0;
    for (let i = 0; i < 50 && healed !== 201; i++) {
      healed = (await lead()).statusCode;
      if (healed !== 201) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(healed).toBe(201);
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ database: 'up' });
  });
});
