import { buildApp, type AppDeps } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase } from './database';

export const testConfig = (env: Record<string, string> = {}) =>
  // Requests come through a proxy on this host, so tests can act as different client addresses.
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', TRUST_PROXY: '127.0.0.1', RUN_WORKER: 'false', ...env });

/** A built app on a database of its own; close() releases both. */
export async function createTestApp(options: { env?: Record<string, string> } & Partial<Omit<AppDeps, 'config' | 'database'>> = {}) {
  const database = await createTestDatabase();
  const { env, ...deps } = options;
  const app = await buildApp({ ...deps, config: testConfig(env), database });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
