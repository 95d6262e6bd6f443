// Builds the API for production: the server and the worker as JavaScript in apps/api/dist, with the
// workspace packages they import (@carseva/shared, shipped as TypeScript) bundled in and every other
// package left to node_modules. The migrations and the invoice fonts are copied beside them, where the code looks.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '..');
const dist = path.join(api, 'dist');

/** Packages stay imports, resolved from node_modules at run time (PGlite finds its wasm beside itself); ours are compiled in. */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@carseva/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(api, 'src/server.ts'), worker: path.join(api, 'src/worker.ts') },
  outdir: dist,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  plugins: [packagesStayExternal],
  logLevel: 'warning',
});
cpSync(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
// The invoice's Hindi and Tamil fonts, where pdf.ts looks for them (beside the code that draws).
cpSync(path.join(api, 'src/modules/invoices/fonts'), path.join(dist, 'fonts'), { recursive: true });
console.warn(`api: built ${path.relative(process.cwd(), dist)} in ${Date.now() - started} ms`);
