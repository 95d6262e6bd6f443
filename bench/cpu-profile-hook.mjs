/**
 * Loaded into a server process by `--import` when BENCH_CPU_PROFILE names a directory: samples the
 * process's CPU from start-up, and on SIGUSR2 writes what it sampled since the last signal to
 * `<dir>/<script>-<pid>.cpuprofile` (open it in Chrome's DevTools) and starts afresh. A bench sends
 * the signal before and after the run it measures, so the file holds that run alone.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROFILE;
if (dir) {
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  session.post('Profiler.enable', () => session.post('Profiler.start'));
  const file = path.join(dir, `${path.basename(process.argv[1] ?? 'node').replace(/\.[jt]s$/, '')}-${process.pid}.cpuprofile`);
  process.on('SIGUSR2', () => {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
      session.post('Profiler.start');
    });
  });
  // The bench signals the processes listed here (not npx or tsx, which a SIGUSR2 would end).
  appendFileSync(path.join(dir, 'pids'), `${process.pid}\n`);
}
