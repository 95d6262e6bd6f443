/**
 * Booking creation on PostgreSQL: throughput and latency when every request takes a different slot,
 * and the contention case (100 simultaneous requests for one slot of capacity 3). In the same run, at
 * the same connections, two baselines show what this machine gives any request: a bare Fastify
 * hello-world and the API's cheapest route (GET /api/health); bookings are also given as ratios of them.
 * Where the CPU went during the booking run (load generator, API server, PostgreSQL, the rest) is measured.
 *   npm run bench:booking   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 *                            BENCH_CPU_PROFILE=<dir>: CPU profiles of the API and the worker during the 50-connection run)
 * Writes the '## Booking' section of bench/RESULTS.md.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { recreateDatabase } from './large-catalog';
import { distinctSeats, type Seat, seatPayload } from './seats';
import {
  machineBusySeconds,
  machineDescription,
  markCpuProfiles,
  percentile,
  postgresBackendGroups,
  processCpuSeconds,
  signedInCustomer,
  startApiAndWorker,
  startServer,
  stopServer,
  table,
  writeResultsSection,
} from './lib';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 3311;
const HELLO_PORT = 3312;
const DATABASE = 'carseva_bench_booking';
const base = `http://127.0.0.1:${PORT}`;
const connections = 50;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 6000);
/** One connection at a time: the service time of a booking, without queueing. */
const SEQUENTIAL_BOOKINGS = 300;
/** Bookings over all the connections before the measured run, not counted. */
const WARM_UP_BOOKINGS = 1000;
const CONTENDERS = 100;
/**
 * Customers the load is spread over: enough that each holds a handful of bookings (five or six), as
 * real customers do (three open at most by default). With a hundred, each held fifty open bookings,
 * which the product forbids, and counting them under the per-customer limit was a third of
 * PostgreSQL's time per booking.
 */
const CUSTOMERS = 1000;
const CONTENDED_CAPACITY = 3;
/** Seconds of each baseline run (after a one-second warm-up). */
const BASELINE_SECONDS = 5;

const targets = { distinctP99Ms: 100, distinctMinRps: 1000 };

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

interface Run {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * Runs the load, timing it here from the start to the last answer: autocannon's per-second average
 * is too coarse for runs of a few seconds, and it ends a run bounded by an amount of requests only at
 * its next once-a-second tick, so timing to its end would round every run up to whole seconds.
 */
function timed(options: autocannon.Options): Promise<Run> {
  const started = performance.now();
  let lastAnswer = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(figures(result, (lastAnswer - started) / 1000))));
    instance.on('response', () => void (lastAnswer = performance.now()));
  });
}

const figures = (result: autocannon.Result, seconds: number): Run => ({
  requests: result.requests.total,
  rps: Math.round(result.requests.total / seconds),
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
});

/** Waits (up to 30 s) until the job worker has run every job that is due: each run starts with no backlog of the one before. */
async function untilJobsDone(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      const { rows } = await client.query<{ due: number }>(
        "select count(*)::int as due from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()",
      );
      if (rows[0]!.due === 0) return;
    }
  } finally {
    await client.end();
  }
}

/** A GET that does no real work, under the booking run's connections: what any request costs here. */
async function baseline(url: string): Promise<Run> {
  // By duration: autocannon ends an amount-bounded run only on its once-a-second tick, which caps a fast route's figure.
  const load = (duration: number) => timed({ url, connections, duration });
  await load(1);
  return load(BASELINE_SECONDS);
}

/** CPU seconds so far of each party: this process (the load generator), the API server, PostgreSQL's backends for the bench database, the machine. */
function cpuNow(serverGroup: number, workerGroup: number) {
  const own = process.cpuUsage();
  const groupOf = postgresBackendGroups();
  const backend = (commandLine: string) => commandLine.startsWith('postgres: ') && commandLine.includes(` ${DATABASE} `);
  return {
    loadGenerator: (own.user + own.system) / 1e6,
    server: processCpuSeconds((_, group) => group === serverGroup),
    worker: processCpuSeconds((_, group) => group === workerGroup),
    postgres: processCpuSeconds((_, __, commandLine) => backend(commandLine)),
    postgresForWorker: processCpuSeconds((_, __, commandLine) => backend(commandLine) && groupOf(commandLine) === workerGroup),
    machine: machineBusySeconds(),
    wall: performance.now() / 1000,
  };
}

/**
 * Where the CPU went between two readings: each party's share of the machine's cores and its ms per
 * request; and the ceiling that CPU per booking puts on these cores, were nothing else running.
 */
function cpuSpent(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, requests: number) {
  const capacity = (after.wall - before.wall) * cpus().length;
  const parts = {
    loadGenerator: after.loadGenerator - before.loadGenerator,
    server: after.server - before.server,
    worker: after.worker - before.worker,
    postgres: after.postgres - before.postgres,
  };
  const postgresForWorker = after.postgresForWorker - before.postgresForWorker;
  const rest = Math.max(0, after.machine - before.machine - parts.loadGenerator - parts.server - parts.worker - parts.postgres);
  const share = (seconds: number) => `${Math.round((seconds / capacity) * 100)}%`;
  const perRequest = (seconds: number) => `${((seconds * 1000) / requests).toFixed(2)} ms`;
  const bookingSeconds = (parts.loadGenerator + parts.server + parts.worker + parts.postgres) / requests;
  const rows = [
    ['load generator (autocannon, this process)', share(parts.loadGenerator), perRequest(parts.loadGenerator)],
    ['API server (Node, RUN_WORKER=false)', share(parts.server), perRequest(parts.server)],
    ['job worker (Node: notifications of each booking)', share(parts.worker), perRequest(parts.worker)],
    [`PostgreSQL (backends of ${DATABASE})`, share(parts.postgres), perRequest(parts.postgres)],
    ['… of which for the job worker', share(postgresForWorker), perRequest(postgresForWorker)],
    ['everything else on the machine', share(rest), '—'],
    ['idle', share(Math.max(0, capacity - (after.machine - before.machine))), '—'],
  ];
  return { rows, perBookingMs: bookingSeconds * 1000, ceiling: Math.round(cpus().length / bookingSeconds) };
}

/** Bookings made without an Idempotency-Key, to show what the key costs. */
const WITHOUT_KEY_BOOKINGS = 1500;

/**
 * Books `amount` seats over `parallel` connections, each request a seat no other request takes, the
 * customers taking turns (a real load is many customers; one customer's bookings queue on their lock).
 * Each request carries a fresh Idempotency-Key, as the web checkout sends, unless `withKey` is false.
 */
async function bookDistinctSlots(seats: Seat[], customers: Record<string, string>[], parallel: number, amount: number, withKey = true) {
  let next = 0;
  const run = Date.now().toString(36);
  return timed({
    url: `${base}/api/v1/bookings`,
    method: 'POST',
    connections: parallel,
    amount: Math.min(amount, seats.length),
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const i = next++;
          const key = withKey ? { 'idempotency-key': `bench-${run}-${i}` } : {};
          return {
            ...req,
            headers: { ...req.headers, ...customers[i % customers.length]!, ...key },
            body: JSON.stringify(seatPayload(seats[i % seats.length]!)),
          };
        },
      },
    ],
  });
}

/** One slot of capacity 3, a hundred simultaneous requests from five customers (one seat each per slot). */
async function contend(databaseUrl: string, seat: Seat, customers: Record<string, string>[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update slot_templates set capacity = $1 where id = $2', [CONTENDED_CAPACITY, seat.slot]);
  } finally {
    await client.end();
  }
  const payload = seatPayload(seat);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: CONTENDERS }, async (_, i) => {
      const t0 = performance.now();
      const res = await post('/api/v1/bookings', payload, customers[i % customers.length]!);
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    }),
  );
  const wallMs = performance.now() - started;
  const latencies = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    created: answers.filter((a) => a.status === 201).length,
    conflicts: answers.filter((a) => a.status === 409).length,
    other: answers.filter((a) => a.status !== 201 && a.status !== 409).length,
    wallMs: Math.round(wallMs),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
  };
}

async function main() {
  console.warn(`bench:booking on ${machineDescription()}`);
  const loadBefore = loadavg()[0]!;
  const hello = await startServer('bench/hello-server.ts', { PORT: String(HELLO_PORT) }, `http://127.0.0.1:${HELLO_PORT}/`);
  let helloWorld: Run;
  try {
    helloWorld = await baseline(`http://127.0.0.1:${HELLO_PORT}/`);
  } finally {
    await stopServer(hello);
  }
  console.warn(`  baseline hello-world: ${helloWorld.rps} req/s, p99 ${helloWorld.p99} ms`);
  const databaseUrl = await recreateDatabase(adminUrl, DATABASE);
  const { server, worker, stop } = await startApiAndWorker(PORT, databaseUrl);
  try {
    const customers: Record<string, string>[] = [];
    for (let i = 0; i < CUSTOMERS; i += 10) {
      customers.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => signedInCustomer(base, String(9000020000 + i + j))))));
    }
    const seats = await distinctSeats(databaseUrl);
    const contended = seats.pop()!;
    const health = await baseline(`${base}/api/health`);
    console.warn(`  baseline GET /api/health: ${health.rps} req/s, p99 ${health.p99} ms`);
    const sequential = await bookDistinctSlots(seats.splice(0, SEQUENTIAL_BOOKINGS), customers, 1, SEQUENTIAL_BOOKINGS);
    console.warn(`  distinct slots, 1 connection: ${sequential.rps} req/s, p50 ${sequential.p50} ms, p99 ${sequential.p99} ms`);
    // As the baselines get theirs: the first bookings over many connections prepare each connection's statements.
    await bookDistinctSlots(seats.splice(0, WARM_UP_BOOKINGS), customers, connections, WARM_UP_BOOKINGS);
    await untilJobsDone(databaseUrl);
    markCpuProfiles();
    const cpuBefore = cpuNow(server.pid!, worker.pid!);
    const distinct = await bookDistinctSlots(seats.splice(0, BOOKINGS), customers, connections, BOOKINGS);
    const cpu = cpuSpent(cpuBefore, cpuNow(server.pid!, worker.pid!), distinct.requests);
    markCpuProfiles();
    await untilJobsDone(databaseUrl);
    const withoutKey = await bookDistinctSlots(seats, customers, connections, WITHOUT_KEY_BOOKINGS, false);
    console.warn(`  distinct slots without Idempotency-Key: ${withoutKey.rps} req/s, p50 ${withoutKey.p50} ms, p99 ${withoutKey.p99} ms`);
    console.warn(
      `  distinct slots: ${distinct.requests} bookings, ${distinct.rps} req/s, p50 ${distinct.p50} ms, p99 ${distinct.p99} ms, ${distinct.non2xx} non-2xx`,
    );
    const contention = await contend(databaseUrl, contended, customers.slice(0, 5));
    console.warn(`  contention: ${contention.created} created, ${contention.conflicts} × 409, ${contention.other} other, ${contention.wallMs} ms`);

    const failed = [sequential, distinct, withoutKey].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
    const verdicts = [
      [`distinct slots p99 ≤ ${targets.distinctP99Ms} ms (${connections} connections)`, `${distinct.p99} ms`, distinct.p99 <= targets.distinctP99Ms],
      [`distinct slots ≥ ${targets.distinctMinRps} bookings/s`, `${distinct.rps}/s`, distinct.rps >= targets.distinctMinRps],
      ['distinct slots: every booking created', `${failed} failed`, failed === 0],
      [
        `${CONTENDERS} requests for capacity ${CONTENDED_CAPACITY}: exactly ${CONTENDED_CAPACITY} created, rest 409`,
        `${contention.created} created, ${contention.conflicts} × 409`,
        contention.created === CONTENDED_CAPACITY && contention.conflicts === CONTENDERS - CONTENDED_CAPACITY,
      ],
    ] as const;
    const ratio = (run: Run) => `${(distinct.rps / run.rps).toFixed(3)}× its req/s, ${(distinct.p99 / Math.max(1, run.p99)).toFixed(1)}× its p99`;
    const section = [
      '## Booking',
      '',
      `\`npm run bench:booking\` — ${machineDescription()}; PostgreSQL at ${new URL(adminUrl).host}; ${new Date().toISOString().slice(0, 10)} ${new Date().toISOString().slice(11, 16)} UTC; load average ${loadBefore.toFixed(1)} before the run, ${loadavg()[0]!.toFixed(1)} after (other work on the machine slows every figure, the baselines too).`,
      `POST /api/v1/bookings (cash on delivery, one service) by ${CUSTOMERS.toLocaleString('en')} signed-in customers taking turns (five or six bookings each), every request a different (garage, slot, date) and a fresh Idempotency-Key (as the web checkout sends; one shorter run without it for comparison: its bookings end within a poll or two of the job worker, which sends their notifications mostly after it), first one at a time, then over ${connections} connections (after ${WARM_UP_BOOKINGS.toLocaleString('en')} bookings over them, not counted, as each baseline gets a warm-up, and once the job worker has sent their notifications); then ${CONTENDERS} simultaneous requests for one slot of capacity ${CONTENDED_CAPACITY}.`,
      ...(loadBefore >= 1
        ? [
            `**Measured while other work kept the machine busy (load average ${loadBefore.toFixed(1)} on ${cpus().length} cores): every figure is pessimistic; the ratios and the CPU table below say how much.**`,
          ]
        : []),
      `Baselines in the same run, ${connections} connections, ${BASELINE_SECONDS} s each after a warm-up: a bare Fastify hello-world (\`bench/hello-server.ts\`) and the API's GET /api/health. The load generator (autocannon) runs on the same ${cpus().length} cores as the server and PostgreSQL.`,
      '',
      table([
        ['case', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'outcome'],
        [
          'baseline: hello-world GET',
          String(helloWorld.requests),
          String(helloWorld.rps),
          String(helloWorld.p50),
          String(helloWorld.p99),
          `${helloWorld.non2xx + helloWorld.errors} failed`,
        ],
        [
          'baseline: GET /api/health',
          String(health.requests),
          String(health.rps),
          String(health.p50),
          String(health.p99),
          `${health.non2xx + health.errors} failed`,
        ],
        [
          'distinct slots, 1 connection',
          String(sequential.requests),
          String(sequential.rps),
          String(sequential.p50),
          String(sequential.p99),
          `${sequential.requests - sequential.non2xx - sequential.errors} created`,
        ],
        [
          `distinct slots, ${connections} connections`,
          String(distinct.requests),
          String(distinct.rps),
          String(distinct.p50),
          String(distinct.p99),
          `${distinct.requests - distinct.non2xx - distinct.errors} created`,
        ],
        [
          `distinct slots, ${connections} connections, no Idempotency-Key`,
          String(withoutKey.requests),
          String(withoutKey.rps),
          String(withoutKey.p50),
          String(withoutKey.p99),
          `${withoutKey.requests - withoutKey.non2xx - withoutKey.errors} created`,
        ],
        [
          `one slot, capacity ${CONTENDED_CAPACITY}`,
          String(CONTENDERS),
          '—',
          String(contention.p50),
          String(contention.p99),
          `${contention.created} created, ${contention.conflicts} × 409, ${contention.other} other (all answered in ${contention.wallMs} ms)`,
        ],
      ]),
      '',
      `Bookings over ${connections} connections against the baselines: ${ratio(helloWorld)} (hello-world); ${ratio(health)} (GET /api/health).`,
      '',
      `Where the CPU went during the ${connections}-connection booking run (${cpus().length} cores):`,
      '',
      table([['process', 'share of the cores', 'CPU per booking'], ...cpu.rows]),
      '',
      `A booking took ${cpu.perBookingMs.toFixed(1)} ms of CPU in all (load generator, API, worker, PostgreSQL): on ${cpus().length} cores that allows at most ${cpu.ceiling} bookings/s even with nothing else running. Time from other processes and contention between them inflates CPU per booking on a busy machine.`,
      '',
      table([['target', 'measured', 'met'], ...verdicts.map(([t, m, ok]) => [t, m, ok ? 'yes' : 'NO'])]),
    ].join('\n');
    writeResultsSection('## Booking', section);
    process.stdout.write(`\n${section}\n`);
    if (verdicts.some(([, , ok]) => !ok)) process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();
