import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/** Starting real CarSeva processes for the multi-instance and crash tests. */
const root = path.resolve(import.meta.dirname, '../../..');
/** The project's Node (24), whatever the system one is. */
const binPath = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`;

/** The newest modification time of the files under these folders. */
function newestIn(folders: string[]): number {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * Makes sure apps/api/dist (what the Procfile runs) was built from the sources as they are now, building
 * it when not. Test files run in parallel, so one builds under a lock while the others wait for it.
 */
export async function ensureApiBuilt(): Promise<void> {
  const dist = path.join(root, 'apps/api/dist/server.js');
  const sources = ['apps/api/src', 'packages/shared/src'].map((folder) => path.join(root, folder));
  const fresh = () => existsSync(dist) && statSync(dist).mtimeMs >= newestIn(sources);
  if (fresh()) return;
  const lock = path.join(root, 'apps/api/.build-lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${lock} has been held for two minutes: remove it if no build is running`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (!fresh()) execFileSync(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'apps/api/scripts/build.mjs')], { cwd: root, stdio: 'pipe' });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The commands of deploy/Procfile, by process type. */
export function procfile(): Record<string, string> {
  const lines = readFileSync(path.join(root, 'deploy/Procfile'), 'utf8').split('\n');
  return Object.fromEntries(lines.filter((l) => /^[a-z]+: /.test(l)).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]));
}

export interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string | null>;
}

/** Runs a command line from the repository root with extra environment; waits for /api/health when it listens. */
export async function start(command: string, env: Record<string, string>, options: { port?: number } = {}): Promise<Started> {
  await ensureApiBuilt();
  let output = '';
  // `env` runs "VAR=value command …" lines as a shell would, and exec makes the signal reach the process itself.
  const child = spawn('sh', ['-c', `exec env ${command}`], {
    cwd: root,
    env: {
      ...process.env,
      PATH: binPath,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SERVE_WEB: 'false',
      ...env,
      ...(options.port ? { PORT: String(options.port) } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const base = `http://127.0.0.1:${options.port ?? 0}`;
  if (options.port) await waitForHealth(base, child, () => output);
  return { child, base, output: () => output, exited };
}

export async function waitForHealth(base: string, child: ChildProcess, output: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no health at ${base} after ${timeoutMs} ms:\n${output()}`);
}

export async function stop(started: Started, signal: NodeJS.Signals = 'SIGTERM') {
  if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill(signal);
  await started.exited;
}

let phoneSeq = 0;

/** JSON over HTTP to a running instance. */
export async function call(base: string, method: string, url: string, body?: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes; each test reads what it asked for
    json: () => JSON.parse(text) as { data?: any; code?: string; message?: string },
  };
}

/**
 * Signs a customer up (unless the number is registered already) and in on one instance; the OTPs come
 * from that instance's dev outbox.
 */
export async function signUp(base: string, mobile?: string): Promise<{ headers: Record<string, string>; phone: string }> {
  const phone = mobile ?? `96${String(10_000_000 + ++phoneSeq * 7907 + process.pid * 13).slice(-8)}`;
  // Each customer from an address of their own (the instances trust the local proxy), as real ones are.
  const from = { 'x-forwarded-for': `198.51.100.${(phoneSeq % 250) + 1}` };
  const post = (url: string, body: object) => call(base, 'POST', url, body, from);
  const code = async () => ((await call(base, 'GET', `/dev/outbox?to=%2B91${phone}`)).json().data as { body: string }[])[0]!.body.slice(0, 6);
  const asked = await post('/api/v1/auth/otp/register', {
    mobile_no: phone,
    name: 'Load Tester',
    email: `load.${phone}@example.in`,
    username: `load_${phone}`,
  });
  if (asked.status === 200) {
    const created = await post('/api/v1/auth/otp/register/verify', { mobile_no: phone, otp: await code() });
    if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${JSON.stringify(created.json())}`);
  } else if (asked.status !== 409) {
    throw new Error(`sign-up OTP failed: ${asked.status} ${JSON.stringify(asked.json())}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 10));
  const login = await post('/api/v1/auth/otp/login', { mobile_no: phone });
  if (login.status !== 200) throw new Error(`login OTP failed: ${login.status} ${JSON.stringify(login.json())}`);
  const verified = await post('/api/v1/auth/otp/login/verify', { mobile_no: phone, otp: await code() });
  if (verified.status !== 200) throw new Error(`login failed: ${verified.status}`);
  return { headers: { authorization: `Bearer ${verified.json().data.token}` }, phone: `+91${phone}` };
}

/** A free TCP port on this machine. */
export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
