/**
 * What PostgreSQL alone allows on this machine: pgbench (a C client, prepared statements) runs one
 * booking's API-side statements (bench/booking-ceiling.sql, on simpler tables than the product's)
 * over the same 50 connections bench:booking uses, one transaction per booking, with no HTTP, no Node
 * and no job worker. Its CPU per booking is a lower bound of the database's share for a booking placed
 * alone: what is left of the cores is all the API, the worker and the load generator may use. (The
 * API places the bookings of a moment together, ADR 25, so bench:booking can pass this rate.)
 *   npm run bench:booking-ceiling   (BENCH_DATABASE_URL as for bench:booking; needs pgbench on PATH)
 * Writes the '## Booking: the database alone' section of bench/RESULTS.md.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { recreateDatabase } from './large-catalog';
import { machineBusySeconds, machineDescription, table, writeResultsSection } from './lib';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'carseva_bench_ceiling';
const CONNECTIONS = 50;
const SECONDS = 20;
/** bench:booking's target: the rate this ceiling is compared with. */
const TARGET_PER_SECOND = 1000;

const SCHEMA = `
  create table ceiling_sessions (token text primary key, customer_id int not null, expires_at timestamptz not null);
  insert into ceiling_sessions select 't' || i, i, now() + interval '1 day' from generate_series(1, 100000) i;
  create table ceiling_idempotency (key text primary key, customer_id int not null, status int not null, response jsonb, created_at timestamptz not null default now());
  create table ceiling_slots (id int primary key, garage_id int not null, capacity int not null);
  insert into ceiling_slots select i, i % 50, 3 from generate_series(1, 10000) i;
  create table ceiling_prices (id int primary key, garage_id int not null, price int not null);
  insert into ceiling_prices select i, i % 50, 1000 from generate_series(1, 10000) i;
  create table ceiling_seats (slot int not null, day int not null, taken int not null, primary key (slot, day));
  create table ceiling_bookings (id bigserial primary key, customer_id int not null, slot int not null, day int not null, status text not null, created_at timestamptz not null default now());
  create index on ceiling_bookings (customer_id, status);
  create table ceiling_items (id bigserial primary key, booking_id bigint not null, price int not null);
  create table ceiling_events (id bigserial primary key, booking_id bigint not null, kind text not null);
  create table ceiling_jobs (id uuid primary key default gen_random_uuid(), queue text not null, data jsonb not null, created_at timestamptz not null default now());
  create index on ceiling_jobs (queue, created_at);
  analyze;
`;

/** pgbench's version line, or null when it is not on PATH. */
function pgbenchVersion(): string | null {
  const result = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Runs pgbench, giving its rate, mean latency and its own CPU seconds (from bash's `time`). */
function runPgbench(databaseUrl: string) {
  const script = path.join(import.meta.dirname, 'booking-ceiling.sql');
  const command = `TIMEFORMAT='cpu %U %S'; time pgbench -n -M prepared -c ${CONNECTIONS} -j ${cpus().length} -T ${SECONDS} -f '${script}' '${databaseUrl}'`;
  const result = spawnSync('bash', ['-c', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pgbench failed: ${result.stderr}`);
  const output = `${result.stdout}\n${result.stderr}`;
  const number = (pattern: RegExp) => Number(output.match(pattern)?.[1] ?? Number.NaN);
  const [, user, system] = output.match(/cpu ([\d.]+) ([\d.]+)/) ?? [];
  return {
    tps: Math.round(number(/tps = ([\d.]+)/)),
    transactions: number(/transactions actually processed: (\d+)/),
    meanMs: number(/latency average = ([\d.]+) ms/),
    failed: number(/failed transactions: (\d+)/),
    clientCpu: Number(user) + Number(system),
  };
}

async function main() {
  const version = pgbenchVersion();
  if (!version) {
    console.warn('bench:booking-ceiling needs pgbench (apt-get install postgresql-client); nothing measured');
    return;
  }
  console.warn(`bench:booking-ceiling on ${machineDescription()}`);
  const loadBefore = loadavg()[0]!;
  const databaseUrl = await recreateDatabase(adminUrl, DATABASE);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(SCHEMA);
  } finally {
    await client.end();
  }
  const busyBefore = machineBusySeconds();
  const run = runPgbench(databaseUrl);
  const busy = machineBusySeconds() - busyBefore;
  const cores = cpus().length;
  const databaseMs = ((busy - run.clientCpu) / run.transactions) * 1000;
  const leftMs = (cores * 1000) / TARGET_PER_SECOND - databaseMs;
  const section = [
    '## Booking: the database alone',
    '',
    `\`npm run bench:booking-ceiling\` — ${machineDescription()}; ${version}; PostgreSQL at ${new URL(adminUrl).host}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; load average ${loadBefore.toFixed(1)} before the run.`,
    `pgbench, ${CONNECTIONS} connections, ${SECONDS} s, prepared statements: one booking's API-side statements (\`bench/booking-ceiling.sql\`: session, slot, price, then in one transaction the customer's lock, the Idempotency-Key's lookup, open count, seat, booking with item and timeline entry, the key with its answer, the job insert), one transaction per booking, on tables simpler than the product's. No HTTP, no Node, no job worker; the API itself places the bookings of a moment together (ADR 25), so it can pass this rate.`,
    '',
    table([
      ['bookings/s', 'mean latency', 'failed', 'PostgreSQL CPU per booking', 'pgbench CPU per booking'],
      [
        String(run.tps),
        `${run.meanMs.toFixed(1)} ms`,
        String(run.failed),
        `${databaseMs.toFixed(2)} ms`,
        `${((run.clientCpu / run.transactions) * 1000).toFixed(2)} ms`,
      ],
    ]),
    '',
    `At ${TARGET_PER_SECOND} bookings/s, ${cores} cores give ${((cores * 1000) / TARGET_PER_SECOND).toFixed(1)} ms of CPU per booking. PostgreSQL's part of the API's statements alone takes ${databaseMs.toFixed(2)} ms of it here, leaving ${leftMs.toFixed(2)} ms for the API's HTTP and application work, the job worker and its own statements, and the load generator.`,
  ].join('\n');
  writeResultsSection('## Booking: the database alone', section);
  process.stdout.write(`\n${section}\n`);
}

await main();
