/**
 * Booking creation on PostgreSQL: throughput and latency when every request takes a different slot,
 * and the contention case (100 simultaneous requests for one slot of capacity 3).
 *   npm run bench:booking   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Writes the '## Booking' section of bench/RESULTS.md.
 */
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, istDate } from '@carseva/shared';
import autocannon from 'autocannon';
import pg from 'pg';
import { recreateDatabase } from './large-catalog';
import { machineDescription, signedInCustomer, startServer, stopServer, table, writeResultsSection } from './lib';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 3311;
const base = `http://127.0.0.1:${PORT}`;
const connections = 50;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 3000);
/** One connection at a time: the service time of a booking, without queueing. */
const SEQUENTIAL_BOOKINGS = 300;
const CONTENDERS = 100;
/** Customers the load is spread over. */
const CUSTOMERS = 100;
const CONTENDED_CAPACITY = 3;

const targets = { distinctP99Ms: 100, distinctMinRps: 1000 };

interface Seat {
  offering: number;
  slot: number;
  date: string;
  /** A hatchback: bookings name their car, and are priced for it. */
  car: number;
}

const seatPayload = (seat: Seat) => ({
  service: seat.offering,
  booking_date: seat.date,
  booking_slot: seat.slot,
  address: 'Flat 12, Sector 15, Gurugram',
  pincode: '122001',
  payment_mode: 'cod',
  car_model: seat.car,
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Every (garage, slot, date) from tomorrow on, each with one of that garage's offerings. */
async function distinctSeats(databaseUrl: string): Promise<Seat[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ slot: number; offering: number }>(
      `select st.id as slot, (select min(gs.id) from garage_services gs where gs.garage_id = st.garage_id) as offering
       from slot_templates st order by st.garage_id, st.start_time`,
    );
    const { rows: cars } = await client.query<{ id: number }>(`select id from car_models where segment = 'hatchback' order by id limit 1`);
    const today = istDate(new Date());
    const seats: Seat[] = [];
    for (let day = 1; day <= 7; day++) for (const r of rows) seats.push({ offering: r.offering, slot: r.slot, date: addDays(today, day), car: cars[0]!.id });
    return seats;
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Books `amount` seats over `parallel` connections, each request a seat no other request takes, the
 * customers taking turns (a real load is many customers; one customer's bookings queue on their lock).
 */
async function bookDistinctSlots(seats: Seat[], customers: Record<string, string>[], parallel: number, amount: number) {
  let next = 0;
  const result = await autocannon({
    url: `${base}/api/v1/bookings`,
    method: 'POST',
    connections: parallel,
    amount: Math.min(amount, seats.length),
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const i = next++;
          return { ...req, headers: { ...req.headers, ...customers[i % customers.length]! }, body: JSON.stringify(seatPayload(seats[i % seats.length]!)) };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
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
  const databaseUrl = await recreateDatabase(adminUrl, 'carseva_bench_booking');
  const server = await startServer(
    'apps/api/src/server.ts',
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carseva-bench-')),
      NODE_ENV: 'development',
      // The bench measures booking throughput: each of its customers may hold every seat it books.
      MAX_OPEN_BOOKINGS: '1000',
      TRUST_PROXY: '127.0.0.1',
      OTP_SENDS_PER_IP_HOUR: '10000',
      OTP_SENDS_PER_IP_DAY: '10000',
      BOOKINGS_PER_USER_HOUR: '1000000',
      BOOKINGS_PER_ADDRESS_HOUR: '1000000',
    },
    `${base}/api/health`,
  );
  try {
    const customers: Record<string, string>[] = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await signedInCustomer(base, String(9000020000 + i)));
    const seats = await distinctSeats(databaseUrl);
    const contended = seats.pop()!;
    const sequential = await bookDistinctSlots(seats.splice(0, SEQUENTIAL_BOOKINGS), customers, 1, SEQUENTIAL_BOOKINGS);
    console.warn(`  distinct slots, 1 connection: ${sequential.rps} req/s, p50 ${sequential.p50} ms, p99 ${sequential.p99} ms`);
    const distinct = await bookDistinctSlots(seats, customers, connections, BOOKINGS);
    console.warn(`  distinct slots: ${distinct.requests} bookings, ${distinct.rps} req/s, p50 ${distinct.p50} ms, p99 ${distinct.p99} ms, ${distinct.non2xx} non-2xx`);
    const contention = await contend(databaseUrl, contended, customers.slice(0, 5));
    console.warn(`  contention: ${contention.created} created, ${contention.conflicts} × 409, ${contention.other} other, ${contention.wallMs} ms`);

    const verdicts = [
      [`distinct slots p99 ≤ ${targets.distinctP99Ms} ms (${connections} connections)`, `${distinct.p99} ms`, distinct.p99 <= targets.distinctP99Ms],
      [`distinct slots ≥ ${targets.distinctMinRps} bookings/s`, `${distinct.rps}/s`, distinct.rps >= targets.distinctMinRps],
      ['distinct slots: every booking created', `${distinct.non2xx + distinct.errors + sequential.non2xx + sequential.errors} failed`, distinct.non2xx + distinct.errors + sequential.non2xx + sequential.errors === 0],
      [`${CONTENDERS} requests for capacity ${CONTENDED_CAPACITY}: exactly ${CONTENDED_CAPACITY} created, rest 409`, `${contention.created} created, ${contention.conflicts} × 409`, contention.created === CONTENDED_CAPACITY && contention.conflicts === CONTENDERS - CONTENDED_CAPACITY],
    ] as const;
    const section = [
      '## Booking',
      '',
      `\`npm run bench:booking\` — ${machineDescription()}; PostgreSQL at ${new URL(adminUrl).host}; ${new Date().toISOString().slice(0, 10)}; load average ${loadBefore.toFixed(1)} before the run (other work on the machine slows every figure).`,
      `POST /api/v1/bookings (cash on delivery, one service) by ${CUSTOMERS} signed-in customers taking turns, every request a different (garage, slot, date), first one at a time, then over ${connections} connections; then ${CONTENDERS} simultaneous requests for one slot of capacity ${CONTENDED_CAPACITY}.`,
      '',
      table([
        ['case', 'requests', 'bookings/s', 'p50 ms', 'p99 ms', 'outcome'],
        ['distinct slots, 1 connection', String(sequential.requests), String(sequential.rps), String(sequential.p50), String(sequential.p99), `${sequential.requests - sequential.non2xx - sequential.errors} created`],
        [`distinct slots, ${connections} connections`, String(distinct.requests), String(distinct.rps), String(distinct.p50), String(distinct.p99), `${distinct.requests - distinct.non2xx - distinct.errors} created`],
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
      table([['target', 'measured', 'met'], ...verdicts.map(([t, m, ok]) => [t, m, ok ? 'yes' : 'NO'])]),
    ].join('\n');
    writeResultsSection('## Booking', section);
    process.stdout.write(`\n${section}\n`);
    if (verdicts.some(([, , ok]) => !ok)) process.exitCode = 1;
  } finally {
    await stopServer(server);
  }
}

await main();
