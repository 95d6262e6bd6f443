/**
 * API throughput and latency, each figure against a bare Fastify hello-world measured in this run.
 * Runs the compiled server (npm run bench:api builds it) three times: as `npm start` starts it (the
 * embedded PGlite in a fresh data directory, the worker inside, the web app served, default settings),
 * then on PostgreSQL on the seed catalog and on a large generated catalog.
 *   npm run bench:api   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_API_ONLY=embedded npm run bench:api   (the baseline and the embedded default alone, no PostgreSQL)
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { growCatalog, recreateDatabase } from './large-catalog';
import { type Measurement, machineDescription, measure, startServer, stopServer, table } from './lib';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const duration = Number(process.env.BENCH_SECONDS ?? 8);
const connections = 50;
const HELLO_PORT = 3301;
const API_PORT = 3302;
const EMBEDDED_PORT = 3303;
const SERVER = 'apps/api/dist/server.js';
const embeddedOnly = process.env.BENCH_API_ONLY === 'embedded';
/** A different point for every request, anywhere within ~10 km of central Gurugram. */
function pointNearGurugram(): string {
  const latitude = (28.4595 + (Math.random() - 0.5) * 0.18).toFixed(5);
  const longitude = (77.0266 + (Math.random() - 0.5) * 0.2).toFixed(5);
  return `latitude=${latitude}&longitude=${longitude}`;
}

/** The reads every catalog bench measures: fixed reads, then services near a different point each request. */
function catalogReads(brandId: number, categoryId: number): { name: string; url: string; nextPath?: () => string }[] {
  return [
    { name: 'GET /cities', url: '/api/v1/cities' },
    { name: 'GET /brands', url: '/api/v1/brands' },
    { name: 'GET /car/models/:brand', url: `/api/v1/car/models/${brandId}` },
    { name: 'GET /categories', url: '/api/v1/categories' },
    { name: 'GET /services near a point', url: '/api/v1/services', nextPath: () => `/api/v1/services?${pointNearGurugram()}` },
    {
      name: 'GET /services/category near a point',
      url: '/api/v1/services/category',
      nextPath: () => `/api/v1/services/category/${categoryId}?${pointNearGurugram()}`,
    },
  ];
}

const targets = {
  catalogVsHello: 0.5,
  nearbyP99Ms: 25,
  largeVsSeedLatency: 2,
};

async function measureApi(label: string, databaseUrl: string, brandId: number | null, categoryId: number | null) {
  const base = `http://127.0.0.1:${API_PORT}`;
  const server = await startServer(
    SERVER,
    {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carseva-bench-')),
    },
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
    // The large catalog only changes the reads near a point.
    for (const read of catalogReads(brands, category).filter((r) => label === 'seed' || r.nextPath)) await run(read.name, read.url, read.nextPath);
    return results;
  } finally {
    await stopServer(server);
  }
}

interface Paired {
  target: Measurement;
  /** The hello-world measured just before it: a busy machine changes both alike. */
  hello: Measurement;
}
const rpsRatio = (p: Paired) => p.target.rps / p.hello.rps;
/** Hello-world's CPU per request over the target's: what the ratio of throughputs would be if the server had the CPU to itself. */
const cpuRatio = (p: Paired) => p.hello.cpuMicrosPerRequest! / p.target.cpuMicrosPerRequest!;

/**
 * The catalog reads on the product as `npm start` starts it: nothing configured but a port and a
 * fresh data directory. Each target is measured right after a hello-world run, with both servers'
 * CPU per request, so that other work on the machine skews the ratio as little as it can.
 */
async function measureEmbeddedDefault(hello: ChildProcess): Promise<Paired[]> {
  const base = `http://127.0.0.1:${EMBEDDED_PORT}`;
  const server = await startServer(
    SERVER,
    { PORT: String(EMBEDDED_PORT), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carseva-bench-embedded-')) },
    `${base}/api/health`,
  );
  try {
    const category = ((await (await fetch(`${base}/api/v1/categories`)).json()) as { data: { id: number }[] }).data[0]!.id;
    const brand = ((await (await fetch(`${base}/api/v1/brands`)).json()) as { data: { id: number }[] }).data[0]!.id;
    // The first start migrates and seeds, and the worker inside creates its queues and schedules: measure once that has settled.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    // The first load after start ran slower than the same read later whichever read came first: V8 was still
    // optimising the request path (slowly, on a busy machine). A longer warm-up than each target's own.
    await measure('warm-up', `${base}/api/v1/cities`, { connections, duration: 5 });
    const results: Paired[] = [];
    const run = async (name: string, url: string, nextPath?: () => string) => {
      const baseline = await measure('hello-world', `http://127.0.0.1:${HELLO_PORT}/`, { connections, duration, cpuOfGroup: hello.pid });
      const target = await measure(`embedded default: ${name}`, `${base}${url}`, { connections, duration, nextPath, cpuOfGroup: server.pid });
      const paired = { target, hello: baseline };
      console.warn(
        `  ${target.name}: ${target.rps} req/s (${rpsRatio(paired).toFixed(2)}× hello-world's ${baseline.rps}), ${target.cpuMicrosPerRequest} µs CPU/request (${cpuRatio(paired).toFixed(2)}× by CPU)`,
      );
      results.push(paired);
    };
    for (const read of catalogReads(brand, category)) await run(read.name, read.url, read.nextPath);
    return results;
  } finally {
    await stopServer(server);
  }
}

async function main() {
  console.warn(`bench:api on ${machineDescription()}; ${connections} connections, ${duration} s per target`);
  const hello = await startServer('bench/hello-server.ts', { PORT: String(HELLO_PORT) }, `http://127.0.0.1:${HELLO_PORT}/`);
  let baseline: Measurement;
  let embedded: Paired[];
  try {
    baseline = await measure('hello-world', `http://127.0.0.1:${HELLO_PORT}/`, { connections, duration });
    console.warn(`  baseline hello-world: ${baseline.rps} req/s, p99 ${baseline.p99} ms`);
    embedded = await measureEmbeddedDefault(hello);
  } finally {
    await stopServer(hello);
  }

  const embeddedCatalog = embedded.slice(0, 4);
  const worstEmbeddedRatio = Math.min(...embeddedCatalog.map(rpsRatio));
  const worstEmbeddedCpuRatio = Math.min(...embeddedCatalog.map(cpuRatio));
  const embeddedVerdict = [
    `catalog reads ≥ ${targets.catalogVsHello}× hello-world, embedded default (npm start)`,
    `${worstEmbeddedRatio.toFixed(2)}× (worst; ${worstEmbeddedCpuRatio.toFixed(2)}× by CPU per request)`,
    worstEmbeddedRatio >= targets.catalogVsHello,
  ] as const;
  const embeddedRows = [
    [
      'target',
      'req/s',
      'hello-world req/s just before',
      '× hello-world',
      'µs CPU/request',
      "hello-world's µs CPU/request",
      '× by CPU',
      'p50 ms',
      'p99 ms',
      'errors',
    ],
    ...embedded.map((p) => [
      p.target.name,
      String(p.target.rps),
      String(p.hello.rps),
      rpsRatio(p).toFixed(2),
      String(p.target.cpuMicrosPerRequest),
      String(p.hello.cpuMicrosPerRequest),
      cpuRatio(p).toFixed(2),
      String(p.target.p50),
      String(p.target.p99),
      String(p.target.errors + p.target.non2xx),
    ]),
  ];
  const ratioRows = (measurements: Measurement[]) =>
    measurements.map((m) => [
      m.name,
      String(m.rps),
      (m.rps / baseline.rps).toFixed(2),
      m.mean.toFixed(2),
      String(m.p50),
      String(m.p99),
      String(m.errors + m.non2xx),
    ]);
  const header = ['target', 'req/s', '× hello-world', 'mean ms', 'p50 ms', 'p99 ms', 'errors'];
  if (embeddedOnly) {
    const report = [
      `Machine: ${machineDescription()}. Date: ${new Date().toISOString().slice(0, 10)}. Load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} after the run.`,
      '',
      table(embeddedRows),
      '',
      table([
        ['target', 'measured', 'met'],
        [embeddedVerdict[0], embeddedVerdict[1], embeddedVerdict[2] ? 'yes' : 'NO'],
      ]),
    ].join('\n');
    process.stdout.write(`\n${report}\n`);
    if (!embeddedVerdict[2]) process.exitCode = 1;
    return;
  }

  const seedUrl = await recreateDatabase(adminUrl, 'carseva_bench_seed');
  const seed = await measureApi('seed', seedUrl, null, null);

  const largeUrl = await recreateDatabase(adminUrl, 'carseva_bench_large');
  // Start once so migrations and the seed run, then grow the catalog before measuring.
  await stopServer(
    await startServer(
      SERVER,
      { PORT: String(API_PORT), HOST: '127.0.0.1', DATABASE_URL: largeUrl, LOG_LEVEL: 'warn', SERVE_WEB: 'false' },
      `http://127.0.0.1:${API_PORT}/api/health`,
    ),
  );
  const size = await growCatalog(largeUrl, 170, 30);
  console.warn(`  large catalog: ${size.garages} garages, ${size.offerings} offerings`);
  const large = await measureApi('large', largeUrl, null, null);

  const rows: string[][] = [header, ...ratioRows([baseline, ...seed, ...large])];
  const catalogReads = seed.slice(0, 4);
  const worstCatalogRatio = Math.min(...catalogReads.map((m) => m.rps / baseline.rps));
  const largeNearby = large[0]!;
  const seedNearby = seed[4]!;
  const latencyRatio = largeNearby.mean / seedNearby.mean;
  const verdicts = [
    embeddedVerdict,
    [`catalog reads ≥ ${targets.catalogVsHello}× hello-world`, `${worstCatalogRatio.toFixed(2)}× (worst)`, worstCatalogRatio >= targets.catalogVsHello],
    [
      `services near a point p99 ≤ ${targets.nearbyP99Ms} ms, large catalog, ${connections} connections`,
      `${largeNearby.p99} ms`,
      largeNearby.p99 <= targets.nearbyP99Ms,
    ],
    [
      `large-catalog latency ≤ ${targets.largeVsSeedLatency}× seed (mean, services near a point)`,
      `${latencyRatio.toFixed(2)}×`,
      latencyRatio <= targets.largeVsSeedLatency,
    ],
  ] as const;
  const verdictRows = [['target', 'measured', 'met'], ...verdicts.map(([t, m, ok]) => [t, m, ok ? 'yes' : 'NO'])];

  const report = [
    `Machine: ${machineDescription()}. Date: ${new Date().toISOString().slice(0, 10)}. PostgreSQL at ${new URL(adminUrl).host}.`,
    `Large catalog: ${size.garages} garages, ${size.offerings} offerings.`,
    '',
    table(embeddedRows),
    '',
    table(rows),
    '',
    table(verdictRows),
  ].join('\n');
  process.stdout.write(`\n${report}\n`);
  if (verdicts.some(([, , ok]) => !ok)) process.exitCode = 1;
}

await main();
