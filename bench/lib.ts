import { type ChildProcess, spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  rps: number;
  mean: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Starts `tsx <script>` with env and waits until `readyUrl` answers. */
export async function startServer(script: string, env: Record<string, string>, readyUrl: string): Promise<ChildProcess> {
  // Its own process group, so stopping it stops tsx's node child too.
  const child = spawn('npx', ['tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
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
}

export async function measure(name: string, url: string, options: LoadOptions): Promise<Measurement> {
  const requests = options.nextPath ? [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: options.nextPath!() }) }] : undefined;
  const load = (duration: number) => autocannon({ url, connections: options.connections, duration, requests });
  // A short warm-up so JIT and caches are in the same state for every target.
  await load(2);
  const result = await load(options.duration);
  return {
    name,
    rps: Math.round(result.requests.average),
    mean: Math.round(result.latency.average * 100) / 100,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
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
