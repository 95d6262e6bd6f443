/**
 * Service buddies' positions on PostgreSQL: how many position updates one API instance takes, and their
 * p99, alone and while it also serves the booking load (ADR 36). Buddies on the way each post their
 * position (the web app sends one every ~10 s per open trip screen); a kept update keeps the last position
 * on the leg, one point of the short trail (cut to 20) and a NOTIFY on the booking's live channel. The
 * rate limit is on (ADR 45): one position per leg every 2 s is kept (200), the others are answered 202
 * without a write, so the bench posts far faster than any phone and counts both.
 *   npm run bench:positions   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
 * Writes the '## Positions' section of bench/RESULTS.md.
 */
import { cpus, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { recreateDatabase } from './large-catalog';
import { distinctSeats, type Seat, seatPayload } from './seats';
import { envelopeData, machineDescription, signedInCustomer, startApiAndWorker, table, writeResultsSection } from './lib';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 3313;
const DATABASE = 'carseva_bench_positions';
const base = `http://127.0.0.1:${PORT}`;
const ADMIN_PHONE = '9000030000';
/** Buddies on the way at once, each on a trip of their own. */
const BUDDIES = Number(process.env.BENCH_BUDDIES ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const POSITION_CONNECTIONS = 20;
const BOOKING_CONNECTIONS = 20;
const BOOKING_CUSTOMERS = 200;

type Headers = Record<string, string>;

const call = async <T>(method: string, url: string, headers: Headers, body?: unknown): Promise<T> =>
  envelopeData<T>(
    await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );

interface Run {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
  /** Positions only: answered 200 (kept) and 202 (coalesced, not written). */
  kept: number;
  coalesced: number;
}
const figures = (result: autocannon.Result): Run => ({
  requests: result.requests.total,
  rps: Math.round(result.requests.total / SECONDS),
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
  kept: result.statusCodeStats?.['200']?.count ?? 0,
  coalesced: result.statusCodeStats?.['202']?.count ?? 0,
});
const run = (options: autocannon.Options) =>
  new Promise<Run>((resolve, reject) => autocannon({ ...options, duration: SECONDS }, (error, result) => (error ? reject(error) : resolve(figures(result)))));

/** Each buddy's position, driving north at 40 km/h (0.0001° of latitude a second), as a moving phone sends it. */
function positions(trips: { url: string; headers: Headers; latitude: number; longitude: number }[], startedAt: number): autocannon.Options {
  let next = 0;
  return {
    url: base,
    method: 'POST',
    connections: POSITION_CONNECTIONS,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const i = next++;
          const trip = trips[i % trips.length]!;
          const step = ((Date.now() - startedAt) / 1000) * 0.0001;
          return {
            ...req,
            path: trip.url,
            headers: { ...req.headers, ...trip.headers },
            body: JSON.stringify({ latitude: trip.latitude + step, longitude: trip.longitude, accuracy_m: 15 }),
          };
        },
      },
    ],
  };
}

function bookings(seats: Seat[], customers: Headers[]): autocannon.Options {
  let next = 0;
  const runId = Date.now().toString(36);
  return {
    url: `${base}/api/v1/bookings`,
    method: 'POST',
    connections: BOOKING_CONNECTIONS,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const i = next++;
          const headers = { ...req.headers, ...customers[i % customers.length]!, 'idempotency-key': `bench-${runId}-${i}` };
          return { ...req, headers, body: JSON.stringify(seatPayload(seats[i % seats.length]!)) };
        },
      },
    ],
  };
}

async function main() {
  console.warn(`bench:positions on ${machineDescription()}`);
  const loadBefore = loadavg()[0]!;
  const databaseUrl = await recreateDatabase(adminUrl, DATABASE);
  const { stop } = await startApiAndWorker(PORT, databaseUrl, { ADMIN_PHONES: `+91${ADMIN_PHONE}` });
  try {
    const admin = await signedInCustomer(base, ADMIN_PHONE);
    const seats = await distinctSeats(databaseUrl);
    // The buddies' trips: one garage's seats, each booked by a customer of its own, accepted, a buddy sent and on the way.
    const garage = seats[0]!.garage;
    const tripSeats = seats.filter((s) => s.garage === garage).slice(0, BUDDIES);
    const trips: { url: string; headers: Headers; latitude: number; longitude: number }[] = [];
    for (const [i, seat] of tripSeats.entries()) {
      const [customer, buddy] = await Promise.all([signedInCustomer(base, String(9000031000 + i)), signedInCustomer(base, String(9000032000 + i))]);
      const buddyId = (await call<{ id: number }>('GET', '/api/v1/auth/me', buddy)).id;
      await call('POST', `/api/v1/admin/garages/${garage}/staff`, admin, { mobile_no: String(9000032000 + i), role: 'driver' });
      const booked = await call<{ tracking_id: string }>('POST', '/api/v1/bookings', customer, seatPayload(seat));
      await call('POST', `/api/v1/partner/bookings/${booked.tracking_id}/status`, admin, { to: 'accepted' });
      await call('POST', `/api/v1/partner/bookings/${booked.tracking_id}/legs/pickup/assign`, admin, { driver: buddyId });
      await call('POST', `/api/v1/partner/bookings/${booked.tracking_id}/legs/pickup/step`, buddy, { from: 'assigned', to: 'on_the_way' });
      trips.push({
        url: `/api/v1/partner/bookings/${booked.tracking_id}/legs/pickup/position`,
        headers: buddy,
        latitude: seat.latitude - 0.05,
        longitude: seat.longitude,
      });
    }
    const bookingSeats = seats.filter((s) => s.garage !== garage);
    const customers: Headers[] = [];
    for (let i = 0; i < BOOKING_CUSTOMERS; i += 10)
      customers.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => signedInCustomer(base, String(9000040000 + i + j))))));
    console.warn(`  ${trips.length} buddies on the way; ${bookingSeats.length} seats for the booking load`);

    // Warm-up: every connection's statements prepared.
    const startedAt = Date.now();
    await new Promise((resolve) => autocannon({ ...positions(trips, startedAt), duration: 2 }, resolve));
    const alone = await run(positions(trips, startedAt));
    console.warn(`  positions alone: ${alone.rps}/s (${alone.kept} kept), p99 ${alone.p99} ms`);
    const [together, booking] = await Promise.all([
      run(positions(trips, startedAt)),
      run(bookings(bookingSeats.splice(0, bookingSeats.length >> 1), customers)),
    ]);
    console.warn(`  positions with bookings: ${together.rps}/s, p99 ${together.p99} ms; bookings ${booking.rps}/s, p99 ${booking.p99} ms`);
    const bookingAlone = await run(bookings(bookingSeats, customers));
    console.warn(`  bookings alone: ${bookingAlone.rps}/s, p99 ${bookingAlone.p99} ms`);

    const row = (name: string, r: Run, isPositions = true) => [
      name,
      String(r.requests),
      String(r.rps),
      isPositions ? `${r.kept} (${(r.kept / SECONDS).toFixed(1)}/s)` : '–',
      isPositions ? String(r.coalesced) : '–',
      String(r.p50),
      String(r.p99),
      String(r.failed),
    ];
    const section = [
      '## Positions',
      '',
      `\`npm run bench:positions\` — ${machineDescription()}; PostgreSQL at ${new URL(adminUrl).host}; ${new Date().toISOString().slice(0, 10)} ${new Date().toISOString().slice(11, 16)} UTC; load average ${loadBefore.toFixed(1)} before the run, ${loadavg()[0]!.toFixed(1)} after.`,
      `**The machine was shared with other work while this ran (${cpus().length} cores, several people building and testing at once): every figure is pessimistic and noisy; compare runs, not absolutes.**`,
      `${trips.length} service buddies on the way, each posting POST /partner/bookings/:id/legs/pickup/position (last position on the leg, a trail point cut to 20, a NOTIFY to the order page's live stream) over ${POSITION_CONNECTIONS} connections for ${SECONDS} s, one API instance (RUN_WORKER=false) with its job worker beside it; then the same while ${BOOKING_CUSTOMERS} customers book distinct slots over ${BOOKING_CONNECTIONS} more connections (POST /api/v1/bookings with an Idempotency-Key); then the bookings alone. At one update every 10 s per open trip screen, N updates/s serve 10 × N buddies on the way. The rate limit is on: one position per leg every 2 s is kept (200: at most ${trips.length / 2} kept/s for ${trips.length} legs), the rest are answered 202 without a write or a NOTIFY; each buddy drives at 40 km/h, so none is refused as implausible.`,
      '',
      table([
        ['case', 'requests', 'per second', 'kept (200)', 'coalesced (202)', 'p50 ms', 'p99 ms', 'failed'],
        row('positions alone', alone),
        row('positions, while serving bookings', together),
        row('bookings, while serving positions', booking, false),
        row('bookings alone', bookingAlone, false),
      ]),
      '',
      `While serving the booking load one instance took ${together.rps} position updates/s (p99 ${together.p99} ms): enough for about ${(together.rps * 10).toLocaleString('en')} buddies on the way at once.`,
    ].join('\n');
    writeResultsSection('## Positions', section);
    process.stdout.write(`\n${section}\n`);
    if (alone.failed + together.failed > 0) process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();
