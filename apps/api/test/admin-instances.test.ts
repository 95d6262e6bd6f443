import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { type Database, fromPostgresUrl } from '../src/db/client';
import * as t from '../src/schema';
import { testConfig } from './app';
import { createTestDatabase, testDbKind } from './database';

const ADMIN = '9800000066';

/** Two API instances on one PostgreSQL: a garage switched off through one leaves the other's listings at once. */
describe.runIf(testDbKind === 'postgres')('admin changes across instances', { tags: ['postgres'] }, () => {
  let database: Database;
  let second: Database;
  let a: App;
  let b: App;
  let headers: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.connection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    second = fromPostgresUrl(database.connection.url, 4);
    const config = testConfig({ ADMIN_PHONES: `+91${ADMIN}` });
    [a, b] = [await buildApp({ config, database }), await buildApp({ config, database: second })];
    await Promise.all([a.ready(), b.ready()]);
    const code = async () => ((await a.inject({ url: `/dev/outbox?to=%2B91${ADMIN}` })).json().data as { body: string }[])[0]!.body.slice(0, 6);
    const details = { mobile_no: ADMIN, name: 'Platform Admin', email: 'admin@example.in', username: 'platform_admin' };
    await a.inject({ method: 'POST', url: '/api/v1/auth/otp/register', payload: details });
    await a.inject({ method: 'POST', url: '/api/v1/auth/otp/register/verify', payload: { mobile_no: ADMIN, otp: await code() } });
    await a.inject({ method: 'POST', url: '/api/v1/auth/otp/login', payload: { mobile_no: ADMIN } });
    const login = await a.inject({ method: 'POST', url: '/api/v1/auth/otp/login/verify', payload: { mobile_no: ADMIN, otp: await code() } });
    headers = { authorization: `Bearer ${login.json().data.token}` };
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await second?.close();
    await database?.close();
  });

  it('a garage switched off through one instance is gone from the other’s listing at once', async () => {
    const [garage] = await database.db
      .select({ id: t.garages.id, lat: t.garages.latitude, lng: t.garages.longitude })
      .from(t.garages)
      .orderBy(asc(t.garages.id))
      .limit(1);
    const near = `/api/v1/services?latitude=${garage!.lat}&longitude=${garage!.lng}`;
    const listedOnB = async () => ((await b.inject({ url: near })).json().data as { garage: { id: number } }[]).some((s) => s.garage.id === garage!.id);
    expect(await listedOnB()).toBe(true);

    const off = await a.inject({ method: 'PATCH', url: `/api/v1/admin/garages/${garage!.id}`, headers, payload: { active: false } });
    expect(off.statusCode).toBe(200);
    let listed = true;
    for (let i = 0; i < 20 && listed; i++) {
      listed = await listedOnB();
      if (listed) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(listed).toBe(false);
  });
});
