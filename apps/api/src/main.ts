import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { prepareDatabase } from './bootstrap';
import { whenDatabaseReachable } from './lib/database-errors';

/** In-flight requests get this long to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts a CarSeva process. `server`: the API (and web app) on PORT, with the job worker unless
 * RUN_WORKER=false. `worker`: the job worker alone, for a deployment that scales API processes
 * separately (`npm run worker`).
 */
export async function run(role: 'server' | 'worker') {
  const config = loadConfig(role === 'worker' ? { ...process.env, RUN_WORKER: 'true', SERVE_WEB: 'false' } : process.env);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  await whenDatabaseReachable(() => prepareDatabase(database), {
    timeoutMs: config.DB_START_TIMEOUT_SECONDS * 1000,
    onRetry: (error, waitMs) =>
      console.warn(
        JSON.stringify({
          level: 'warn',
          time: Date.now(),
          msg: `database unreachable at start-up; retrying in ${waitMs} ms`,
          err: String((error as Error).message ?? error),
        }),
      ),
  });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  if (role === 'server') await app.listen({ host: config.HOST, port: config.PORT });
  else await app.ready();
}

export function runOrExit(role: 'server' | 'worker') {
  run(role).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message);
    } else {
      console.error('CarSeva failed to start:', error);
    }
    process.exit(1);
  });
}
