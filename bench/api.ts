/**
 * API throughput and latency, each figure against a bare Fastify hello-world measured in this run.
 * Runs the real server on PostgreSQL twice: on the seed catalog, then on a large generated catalog.
 *   npm run bench:api   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { growCatalog, recreateDatabase } from './large-catalog';
import { type Measurement, machineDescription, measure, startServer, stopServer, table } from './lib';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 50;
const HELLO_PORT = 3301;
const API_PORT = 3302;
/** A different point for every request, anywhere within ~10 km of central Gurugram. */
function pointNearGurugram(): string {
  const latitude = (28.4595 + (Math.random() - 0.5) * 0.18).toFixed(5);
  const longitude = (77.0266 + (Math.random() - 0.5) * 0.2).toFixed(5);
  return `latitude=${latitude}&longitude=${longitude}`;
}

const targets = {
  catalogVsHello: 0.5,
  nearbyP99Ms: 25,
  largeVsSeedLatency: 2,
};

async function measureApi(label: string, databaseUrl: string, brandId: number | null, categoryId: number | null) {
  const base = `http://127.0.0.1:${API_PORT}`;
  const server = await startServer(
    'apps/api/src/server.ts',
    { PORT: String(API_PORT), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SERVE_WEB: 'false', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carseva-bench-')) },
    `${base}/api/health`,
  );
  try {
    const brands = brandId ?? ((await (await fetch(`${base}/api/v1/brands`)).json()) as { data: { id: number }[] }).data[0]!.id;
    const category = categoryId ?? ((await (await fetch(`${base}/api/v1/categories`)).json()) as { data: { id: number }[] }).data[0]!.id;
    const results: Measurement[] = [];
    const run = async (name: string, url: string, nextPath?: () => string) => {
      const m = await measure(`${label}: ${name}`, `${base}${url}`, { connections, duration, nextPath });
      console.warn(`  ${m.name}: ${m.rps} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.errors || m.non2xx ? `, ${m.errors} errors, ${m.non2xx} non-2xx` : ''}`);
      results.push(m);
    };
    if (label === 'seed') {
      await run('GET /cities', '/api/v1/cities');
      await run('GET /brands', '/api/v1/brands');
      await run('GET /car/models/:brand', `/api/v1/car/models/${brands}`);
      await run('GET /categories', '/api/v1/categories');
    }
    await run('GET /services near a point', '/api/v1/services', () => `/api/v1/services?${pointNearGurugram()}`);
    await run('GET /services/category near a point', '/api/v1/services/category', () => `/api/v1/services/category/${category}?${pointNearGurugram()}`);
    return results;
  } finally {
    await stopServer(server);
  }
}

async function main() {
  console.warn(`bench:api on ${machineDescription()}; ${connections} connections, ${duration} s per target`);
  const hello = await startServer('bench/hello-server.ts', { PORT: String(HELLO_PORT) }, `http://127.0.0.1:${HELLO_PORT}/`);
  let baseline: Measurement;
  try {
    baseline = await measure('hello-world', `http://127.0.0.1:${HELLO_PORT}/`, { connections, duration });
  } finally {
    await stopServer(hello);
  }
  console.warn(`  baseline hello-world: ${baseline.rps} req/s, p99 ${baseline.p99} ms`);

  const seedUrl = await recreateDatabase(adminUrl, 'carseva_bench_seed');
  const seed = await measureApi('seed', seedUrl, null, null);

  const largeUrl = await recreateDatabase(adminUrl, 'carseva_bench_large');
  // Start once so migrations and the seed run, then grow the catalog before measuring.
  await stopServer(await startServer('apps/api/src/server.ts', { PORT: String(API_PORT), HOST: '127.0.0.1', DATABASE_URL: largeUrl, LOG_LEVEL: 'warn', SERVE_WEB: 'false' }, `http://127.0.0.1:${API_PORT}/api/health`));
  const size = await growCatalog(largeUrl, 170, 30);
  console.warn(`  large catalog: ${size.garages} garages, ${size.offerings} offerings`);
  const large = await measureApi('large', largeUrl, null, null);

  const rows: string[][] = [['target', 'req/s', '× hello-world', 'mean ms', 'p50 ms', 'p99 ms', 'errors']];
  for (const m of [baseline, ...seed, ...large]) {
    rows.push([m.name, String(m.rps), (m.rps / baseline.rps).toFixed(2), m.mean.toFixed(2), String(m.p50), String(m.p99), String(m.errors + m.non2xx)]);
  }
  const catalogReads = seed.slice(0, 4);
  const worstCatalogRatio = Math.min(...catalogReads.map((m) => m.rps / baseline.rps));
  const largeNearby = large[0]!;
  const seedNearby = seed[4]!;
  const latencyRatio = largeNearby.mean / seedNearby.mean;
  const verdicts = [
    [`catalog reads ≥ ${targets.catalogVsHello}× hello-world`, `${worstCatalogRatio.toFixed(2)}× (worst)`, worstCatalogRatio >= targets.catalogVsHello],
    [`services near a point p99 ≤ ${targets.nearbyP99Ms} ms, large catalog, ${connections} connections`, `${largeNearby.p99} ms`, largeNearby.p99 <= targets.nearbyP99Ms],
    [`large-catalog latency ≤ ${targets.largeVsSeedLatency}× seed (mean, services near a point)`, `${latencyRatio.toFixed(2)}×`, latencyRatio <= targets.largeVsSeedLatency],
  ] as const;
  const verdictRows = [['target', 'measured', 'met'], ...verdicts.map(([t, m, ok]) => [t, m, ok ? 'yes' : 'NO'])];

  const report = [
    `Machine: ${machineDescription()}. Date: ${new Date().toISOString().slice(0, 10)}. PostgreSQL at ${new URL(adminUrl).host}.`,
    `Large catalog: ${size.garages} garages, ${size.offerings} offerings.`,
    '',
    table(rows),
    '',
    table(verdictRows),
  ].join('\n');
  process.stdout.write(`\n${report}\n`);
  if (verdicts.some(([, , ok]) => !ok)) process.exitCode = 1;
}

await main();
