/**
 * Memory of an idle instance, and its growth over a 60 s soak of 200 connections (after they joined)
 * mixing reads (services near a point, nine in ten) and bookings by 1,000 customers; no request may fail
 * (5xx or a socket error; 409 for a slot already full is an answer, not a failure).
 *   npm run bench:soak   — on the embedded database: writes '## Soak (embedded PGlite)' of bench/RESULTS.md;
 *   SOAK_DATABASE_URL=postgres://… npm run bench:soak — on a PostgreSQL server: '## Soak (PostgreSQL)'.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, istDate } from '@carseva/shared';
import autocannon from 'autocannon';
import { envelopeData, machineDescription, percentile, signedInCustomer, startServer, stopServer, table, writeResultsSection } from './lib';

const PORT = 3312;
const base = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 200;
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
/**
 * The connections join over this many seconds, ten each second, as visitors arrive, and then all stay
 * for SOAK_SECONDS. Node 20 and later (libuv 1.45) accept one new connection per turn of the event
 * loop (nodejs/node#57364), and a turn of a saturated server lasts about its mean latency. Opened in
 * one millisecond against the embedded database, the last of 200 waited 9.6 s in the kernel's accept
 * queue, and on a slower run 28 to 60 waited past autocannon's 10 s timeout, though no request took
 * the server itself over 0.4 s.
 */
const RAMP_SECONDS = 20;
/**
 * Customers the bookings are spread over, as in bench:booking. With fifty, each booked five times a
 * second (limits lifted): every batch of bookings locked most of them, and on PostgreSQL the batches
 * queued on one another's customer locks (bookings p50 300 ms, while reads stayed under 1 ms).
 */
const CUSTOMERS = 1000;
const databaseUrl = process.env.SOAK_DATABASE_URL;
const HEADING = databaseUrl ? '## Soak (PostgreSQL)' : '## Soak (embedded PGlite)';

/** Resident memory of the server's whole process group (npx, tsx's loader and the server), in MiB. */
function rssMiB(pgid: number): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(pgid)], { encoding: 'utf8' });
  return Math.round(out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024);
}

interface SoakResult {
  requests: number;
  seconds: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  /** Socket errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Of every answered request, ascending (ms). */
  latencies: number[];
}

/** The load: CONNECTIONS joining over RAMP_SECONDS, all ending together SOAK_SECONDS after the last joined. */
async function soak(setupRequest: (req: autocannon.Request) => autocannon.Request): Promise<SoakResult> {
  const latencies: number[] = [];
  const started = performance.now();
  const groups = await Promise.all(
    Array.from({ length: RAMP_SECONDS }, async (_, group) => {
      await new Promise((resolve) => setTimeout(resolve, group * 1000));
      return new Promise<autocannon.Result>((resolve, reject) => {
        const options = { url: base, connections: CONNECTIONS / RAMP_SECONDS, duration: SOAK_SECONDS + RAMP_SECONDS - group, requests: [{ setupRequest }] };
        const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
        instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
      });
    }),
  );
  const sum = (of: (result: autocannon.Result) => number) => groups.reduce((total, result) => total + of(result), 0);
  const serverErrors = sum((result) => result['5xx'] ?? 0);
  return {
    requests: sum((result) => result.requests.total),
    seconds: (performance.now() - started) / 1000,
    ok: sum((result) => result['2xx']),
    clientErrors: sum((result) => result.non2xx) - serverErrors,
    serverErrors,
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    latencies: latencies.sort((a, b) => a - b),
  };
}

const get = async <T>(url: string, headers: Record<string, string> = {}) => envelopeData<T>(await fetch(`${base}${url}`, { headers }));

async function main() {
  console.warn(`bench:soak on ${machineDescription()}`);
  const loadBefore = loadavg()[0]!;
  const server = await startServer(
    'apps/api/dist/server.js',
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVE_WEB: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carseva-soak-')),
      NODE_ENV: 'development',
      TRUST_PROXY: '127.0.0.1',
      OTP_SENDS_PER_IP_HOUR: '10000',
      OTP_SENDS_PER_IP_DAY: '10000',
      MAX_OPEN_BOOKINGS: '1000',
      BOOKINGS_PER_USER_HOUR: '1000000',
      BOOKINGS_PER_ADDRESS_HOUR: '1000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    `${base}/api/health`,
  );
  try {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const idle = rssMiB(server.pid!);
    const customers: Record<string, string>[] = [];
    for (let i = 0; i < CUSTOMERS; i += 10) {
      customers.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => signedInCustomer(base, String(9100000000 + i + j))))));
    }
    const cities = await get<{ latitude: number; longitude: number }[]>('/api/v1/cities');
    const brand = (await get<{ id: number }[]>('/api/v1/brands'))[0]!;
    const car = (await get<{ id: number }[]>(`/api/v1/car/models/${brand.id}`))[0]!.id;
    // Each seat is picked up at its garage's own address (pincode and map pin), which the garage serves.
    type Pickup = { address: string; pincode: string; latitude: number; longitude: number };
    const seats: { service: number; slot: number; date: string; pickup: Pickup }[] = [];
    for (const city of cities) {
      const services = await get<{ id: number; garage: { id: number; full_address: string; address_latitude: number; address_logitude: number } }[]>(
        `/api/v1/services?latitude=${city.latitude}&longitude=${city.longitude}`,
      );
      for (const service of [...new Map(services.map((s) => [s.garage.id, s])).values()]) {
        const { full_address, address_latitude, address_logitude } = service.garage;
        const pickup = { address: full_address, pincode: /(\d{6})\s*$/.exec(full_address)![1]!, latitude: address_latitude, longitude: address_logitude };
        const slots = await get<{ id: number }[]>(`/api/v1/booking/slots?date=${addDays(istDate(new Date()), 1)}&garage=${service.garage.id}`, customers[0]);
        for (let day = 1; day <= 7; day++)
          for (const slot of slots) seats.push({ service: service.id, slot: slot.id, date: addDays(istDate(new Date()), day), pickup });
      }
    }
    const afterSetup = rssMiB(server.pid!);
    let n = 0;
    const result = await soak((req: autocannon.Request) => {
      const i = n++;
      if (i % 10 !== 9) {
        const city = cities[i % cities.length]!;
        return {
          ...req,
          method: 'GET',
          headers: {},
          body: undefined,
          path: `/api/v1/services?latitude=${(city.latitude + (i % 7) * 0.01).toFixed(4)}&longitude=${city.longitude}`,
        };
      }
      // The n-th booking: its seat, and its customer (they take turns).
      const booking = Math.floor(i / 10);
      const seat = seats[booking % seats.length]!;
      const body = { service: seat.service, booking_slot: seat.slot, booking_date: seat.date, ...seat.pickup, payment_mode: 'cod', car_model: car };
      return {
        ...req,
        method: 'POST',
        path: '/api/v1/bookings',
        headers: { 'content-type': 'application/json', ...customers[booking % CUSTOMERS]! },
        body: JSON.stringify(body),
      };
    });
    const afterSoak = rssMiB(server.pid!);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const settled = rssMiB(server.pid!);
    const failures = result.errors + result.serverErrors;
    // Growth is recorded, not judged: V8 keeps its heap until it needs the memory back.
    const verdicts = [['no failed request (5xx, socket error, timeout)', `${failures}`, failures === 0 ? 'yes' : 'NO']];
    const section = [
      HEADING,
      '',
      `\`${databaseUrl ? 'SOAK_DATABASE_URL=… ' : ''}npm run bench:soak\` — ${machineDescription()}; ${databaseUrl ? 'PostgreSQL at 127.0.0.1:5432' : 'embedded database (PGlite)'}; ${istDate(new Date())}; load average ${loadBefore.toFixed(1)} before the run.`,
      `${CONNECTIONS} connections for ${SOAK_SECONDS} s, after they joined over ${RAMP_SECONDS} s (${CONNECTIONS / RAMP_SECONDS} a second: Node accepts one new connection per turn of its event loop, see \`RAMP_SECONDS\` in \`bench/soak.ts\`): nine in ten requests list services near a city point, one in ten books a seat (${CUSTOMERS} customers; a full slot answers 409). Memory is the resident size of the server's process group.`,
      '',
      table([
        ['measure', 'value'],
        ['idle instance, 5 s after start', `${idle} MiB`],
        ['after sign-ups and lookups', `${afterSetup} MiB`],
        ['at the end of the soak', `${afterSoak} MiB`],
        ['10 s after the soak', `${settled} MiB (growth ${settled - afterSetup} MiB)`],
        [
          'requests',
          `${result.requests} in ${Math.round(result.seconds)} s (${Math.round(result.requests / result.seconds)}/s), p50 ${Math.round(percentile(result.latencies, 50))} ms, p99 ${Math.round(percentile(result.latencies, 99))} ms, slowest ${Math.round(result.latencies.at(-1)!)} ms`,
        ],
        [
          'answers',
          `${result.ok} × 2xx, ${result.clientErrors} × 4xx (full slots), ${result.serverErrors} × 5xx, ${result.errors} socket errors (${result.timeouts} of them timeouts)`,
        ],
      ]),
      '',
      table([['target', 'measured', 'met'], ...verdicts]),
    ].join('\n');
    console.warn(section);
    writeResultsSection(HEADING, section);
    if (verdicts.some((v) => v[2] === 'NO')) process.exitCode = 1;
  } finally {
    await stopServer(server);
  }
}

await main();
