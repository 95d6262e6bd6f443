import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cpus, tmpdir, totalmem } from 'node:os';
import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU the server's process group spent per request (LoadOptions.cpuOfGroup), in microseconds. */
  cpuMicrosPerRequest?: number;
}

/**
 * BENCH_CPU_PROFILE=<dir>: every server a bench starts samples its CPU (bench/cpu-profile-hook.mjs),
 * and markCpuProfiles() before and after a run leaves `<dir>/<script>-<pid>.cpuprofile` holding that run.
 */
const cpuProfileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE) : undefined;
const profileFlags = cpuProfileDir ? ['--import', path.resolve('bench/cpu-profile-hook.mjs')] : [];
const profiledPids = cpuProfileDir ? path.join(cpuProfileDir, 'pids') : undefined;
if (cpuProfileDir) {
  mkdirSync(cpuProfileDir, { recursive: true });
  rmSync(profiledPids!, { force: true });
}

export function markCpuProfiles(): void {
  if (!profiledPids || !existsSync(profiledPids)) return;
  for (const pid of readFileSync(profiledPids, 'utf8').split('\n').filter(Boolean)) {
    // Only a live process of this bench's (a pid can be reused once its server has stopped).
    const commandLine = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : '';
    if (commandLine.includes('cpu-profile-hook')) process.kill(Number(pid), 'SIGUSR2');
  }
}

/**
 * Starts a script with env and waits until `readyUrl` answers (a process that serves nothing, such as
 * the job worker: no wait): compiled JavaScript (`.js`, e.g. apps/api/dist/server.js) with the project's
 * Node, as production runs it; TypeScript through tsx.
 */
export async function startServer(script: string, env: Record<string, string>, readyUrl?: string): Promise<ChildProcess> {
  const [command, args] = script.endsWith('.js')
    ? [path.resolve('node_modules/.bin/node'), [...profileFlags, script]]
    : ['npx', ['tsx', ...profileFlags, script]];
  // Its own process group, so stopping it stops tsx's node child too.
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  if (readyUrl === undefined) return child;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not become ready at ${readyUrl}`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  signalGroup('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) signalGroup('SIGKILL');
}

export interface LoadOptions {
  connections: number;
  duration: number;
  /** A new path for every request (e.g. a different point each time); default: the URL's own. */
  nextPath?: () => string;
  /**
   * The server's process group (a detached child's pid): its CPU per request is measured too, which
   * other work on a busy machine changes far less than requests per second.
   */
  cpuOfGroup?: number;
}

export async function measure(name: string, url: string, options: LoadOptions): Promise<Measurement> {
  const requests = options.nextPath ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: options.nextPath!() }) }] : undefined;
  const load = (duration: number) => autocannon({ url, connections: options.connections, duration, requests });
  // A short warm-up so JIT and caches are in the same state for every target.
  await load(2);
  const cpu = () => (options.cpuOfGroup === undefined ? 0 : processCpuSeconds((_pid, group) => group === options.cpuOfGroup));
  const cpuBefore = cpu();
  const result = await load(options.duration);
  const cpuSeconds = cpu() - cpuBefore;
  return {
    ...(options.cpuOfGroup === undefined ? {} : { cpuMicrosPerRequest: Math.round((cpuSeconds * 1e6) / Math.max(1, result.requests.total)) }),
    name,
    rps: Math.round(result.requests.average),
    mean: Math.round(result.latency.average * 100) / 100,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The p-th percentile of ascending values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function machineDescription(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`;
}

export function table(rows: string[][]): string {
  const [head, ...body] = rows;
  if (!head) return '';
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...body.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

const RESULTS = path.join(import.meta.dirname, 'RESULTS.md');

/** Replaces one `## heading` section of bench/RESULTS.md (or appends it), leaving the others as they are. */
export function writeResultsSection(heading: string, markdown: string): void {
  const existing = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = existing.indexOf(`\n${heading}\n`);
  let next: string;
  if (start === -1) {
    next = `${existing.trimEnd()}\n\n${markdown}`;
  } else {
    const after = existing.indexOf('\n## ', start + 1);
    next = `${existing.slice(0, start)}\n\n${markdown}\n${after === -1 ? '' : existing.slice(after)}`;
  }
  writeFileSync(RESULTS, `${next.replace(/\n{3,}/g, '\n\n').trimEnd()}\n`);
}

/** A response's envelope data, or an error naming the status and body. */
export async function envelopeData<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A customer signed up and logged in through the OTP routes (codes from the dev outbox), from an
 * address of their own (the server trusts the local proxy), as real customers are; their bearer header.
 */
export async function signedInCustomer(base: string, phone: string): Promise<Record<string, string>> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(Number(phone) % 250) + 1}` };
  const post = (url: string, body: unknown) => fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const otp = async () => (await envelopeData<{ body: string }[]>(await fetch(`${base}/dev/outbox?to=%2B91${phone}`)))[0]!.body.slice(0, 6);
  await post('/api/v1/auth/otp/register', { mobile_no: phone, name: 'Bench Customer', email: `bench.${phone}@example.in`, username: `bench_${phone}` });
  await envelopeData(await post('/api/v1/auth/otp/register/verify', { mobile_no: phone, otp: await otp() }));
  await envelopeData(await post('/api/v1/auth/otp/login', { mobile_no: phone }));
  const login = await envelopeData<{ token: string }>(await post('/api/v1/auth/otp/login/verify', { mobile_no: phone, otp: await otp() }));
  return { authorization: `Bearer ${login.token}` };
}

/** CPU time (user + system, seconds, summed over cores) of the processes `include` picks, from /proc. */
export function processCpuSeconds(include: (pid: number, processGroup: number, commandLine: string) => boolean): number {
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (include(pid, Number(fields[2]), commandLine)) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / ticksPerSecond;
}

/** CPU time the whole machine spent busy (seconds, summed over cores), from /proc/stat. */
export function machineBusySeconds(): number {
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) / 100;
}

/**
 * Which process group each PostgreSQL backend works for: its client's port (from the backend's
 * process title) → the process group of the local process holding that port (from `ss`).
 */
export function postgresBackendGroups(): (commandLine: string) => number | undefined {
  const groupOfPort = new Map<string, number>();
  for (const line of execSync('ss -tnpH', { encoding: 'utf8' }).split('\n')) {
    const match = line.match(/127\.0\.0\.1:(\d+)\s+127\.0\.0\.1:5432\s+users:\(\("[^"]+",pid=(\d+)/);
    if (!match) continue;
    try {
      const stat = readFileSync(`/proc/${match[2]}/stat`, 'utf8');
      groupOfPort.set(match[1]!, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]));
    } catch {
      // the client ended meanwhile
    }
  }
  return (commandLine) => groupOfPort.get(commandLine.match(/127\.0\.0\.1\((\d+)\)/)?.[1] ?? '');
}

/**
 * The API and its job worker as deployed (deploy/Procfile): the API without the worker, the worker as a
 * process of its own, on PostgreSQL, with the per-customer and per-address caps raised so that the bench's
 * customers may hold every seat they book.
 */
export async function startApiAndWorker(port: number, databaseUrl: string, extra: Record<string, string> = {}) {
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    SERVE_WEB: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'carseva-bench-')),
    NODE_ENV: 'development',
    MAX_OPEN_BOOKINGS: '1000',
    TRUST_PROXY: '127.0.0.1',
    OTP_SENDS_PER_IP_HOUR: '10000',
    OTP_SENDS_PER_IP_DAY: '10000',
    BOOKINGS_PER_USER_HOUR: '1000000',
    BOOKINGS_PER_ADDRESS_HOUR: '1000000',
    ...extra,
  };
  const server = await startServer('apps/api/dist/server.js', { ...env, RUN_WORKER: 'false' }, `http://127.0.0.1:${port}/api/health`);
  const worker = await startServer('apps/api/dist/worker.js', env);
  return { server, worker, stop: () => Promise.all([stopServer(server), stopServer(worker)]) };
}
