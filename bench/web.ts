/**
 * Page speed of the built web app: Lighthouse (mobile, its default simulated throttling) on /,
 * /services and a city landing page, served by the real server on a free port with a fresh database, and on a bare Vite +
 * React page built and audited in the same run (the baseline: what this machine scores for React alone).
 * Every run of every page must meet the budgets below; the initial JavaScript of / must fit its
 * budget; customer pages must load no partner or admin console code. Writes bench/RESULTS.md
 * (section "Web (Lighthouse)") and exits non-zero, naming each miss, when a budget is missed.
 *
 *   npm run bench:web            (builds first; 5 runs per page)
 *   RUNS=1 npm run bench:web     (a quick look; the budgets still apply to every run)
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { machineDescription, startServer, stopServer, table, writeResultsSection } from './lib';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const LABELS: Record<Category, string> = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };

/** The budgets every run of every page must meet. */
const BUDGET = {
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } satisfies Record<Category, number>,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
  homeScriptKb: 140,
};

const RUNS = Math.max(1, Number(process.env.RUNS ?? 5));
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECTION = '## Web (Lighthouse)';
const BUILD = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
/** A copy of the build taken as the bench starts, so a rebuild meanwhile (by anyone) cannot change what is measured. */
const DIST = mkdtempSync(path.join(tmpdir(), 'carseva-web-dist-'));
const WEB_ROOT = path.join(import.meta.dirname, '..', 'apps', 'web');

/** A visitor who chose Gurugram earlier, so /services lists real garages (the browser has no location). */
const CHOSEN_CITY = { state: { city: { id: 2, name: 'Gurugram', latitude: 28.4595, longitude: 77.0266 }, car: null }, version: 0 };
const PAGES = [
  { path: '/', seedCity: false },
  { path: '/services', seedCity: true },
  { path: '/services/in/pune', seedCity: false },
  // The Hindi home page (ADR 0039): Devanagari in system fonts, its own catalogues; the same budgets.
  { path: '/hi/', seedCity: false },
];

/** Scripts of the partner and admin consoles (their route chunks); a customer page must request none. */
const CONSOLE_SCRIPT = /\/assets\/(partner-app|admin)[\w-]*\.js$/;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Run {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Scored audits below 0.9, by category. */
  failing: string[];
  consoleScripts: string[];
}

async function audit(url: string, seedCity: boolean): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (seedCity) {
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate((value) => localStorage.setItem('carseva-preferences', value), JSON.stringify(CHOSEN_CITY));
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: seedCity },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${c}: ${lhr.audits[ref.id]?.title} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
    );
    const requests = (lhr.audits['network-requests']?.details as { items?: { url: string }[] } | undefined)?.items ?? [];
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing,
      consoleScripts: requests.map((r) => r.url).filter((u) => CONSOLE_SCRIPT.test(u)),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a page that loads fine; such a
 * run measured nothing, so it is run again (twice at most). Every run that did measure counts.
 */
async function auditWithRetry(url: string, seedCity: boolean): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, seedCity);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(String(error))) throw error;
      console.warn(`${String(error)}; running it again`);
    }
  }
}

/**
 * Gzipped size of the scripts a first visit to a route runs: the entry (boot.ts), what it imports at once
 * (main.tsx and React DOM), the route's chunk, and their static imports. Parts loaded later (lazy
 * sections) are not counted.
 */
function initialScriptKb(routeChunk: string): number {
  const assets = path.join(DIST, 'assets');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(path.join(DIST, 'app-shell.html'), 'utf8'))?.[1];
  const route = readdirSync(assets).find((f) => f.startsWith(`${routeChunk}-`) && f.endsWith('.js'));
  if (!entry || !route) throw new Error(`cannot find the entry script or the ${routeChunk} chunk in ${assets}`);
  const loadedAtOnce = [...readFileSync(path.join(assets, entry), 'utf8').matchAll(/import\(\s*[`"']\.\/([\w-]+\.js)[`"']\s*\)/g)].map((m) => m[1]!);
  if (!loadedAtOnce.some((f) => f.startsWith('main-')) || !loadedAtOnce.some((f) => f.startsWith('react-dom-'))) {
    throw new Error(`the entry ${entry} no longer imports the app and React DOM (main-*.js, react-dom-*.js)`);
  }
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]!);
  };
  for (const file of [entry, ...loadedAtOnce, route]) visit(file);
  return [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0) / 1024;
}

/**
 * The baseline: a bare Vite + React page (React 19 rendering a heading with createRoot), built with the
 * app's Vite and served with brotli like the app, so the two rows differ only by what the app adds.
 */
async function startBaseline(): Promise<{ url: string; close(): Promise<void> }> {
  // Inside apps/web so React resolves to the app's own copy.
  const dir = mkdtempSync(path.join(WEB_ROOT, 'node_modules', '.bench-baseline-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />' +
      '<meta name="description" content="A bare Vite and React page." /><title>Baseline</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'main.js'),
    "import { createElement as h } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(h('main', null, h('h1', null, 'Hello from React'), h('p', null, 'A bare page to compare with.')));\n",
  );
  await build({ configFile: false, root: dir, logLevel: 'warn', build: { outDir: path.join(dir, 'dist') } });
  const files = new Map<string, { body: Buffer; type: string }>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else
        files.set(`/${path.relative(path.join(dir, 'dist'), file)}`, {
          body: brotliCompressSync(readFileSync(file)),
          type: entry.name.endsWith('.js') ? 'text/javascript' : 'text/html; charset=utf-8',
        });
    }
  };
  walk(path.join(dir, 'dist'));
  const server: Server = createHttpServer((request, response) => {
    const file = files.get(request.url === '/' ? '/index.html' : (request.url ?? ''));
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': file.type, 'content-encoding': 'br', 'cache-control': 'no-cache' }).end(file.body);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface PageRuns {
  label: string;
  runs: Run[];
  /** Whether the budgets apply (not to the baseline). */
  budgeted: boolean;
}

/** Each budget a page's runs miss, naming the worst run's figure. */
function misses({ label, runs }: PageRuns): string[] {
  const found: string[] = [];
  for (const c of CATEGORIES) {
    const worst = Math.min(...runs.map((r) => r.scores[c]));
    if (worst < BUDGET.scores[c]) found.push(`${label}: ${LABELS[c]} ${worst} in its worst run (budget ≥ ${BUDGET.scores[c]} in every run)`);
  }
  const lcp = Math.max(...runs.map((r) => r.lcpMs));
  if (lcp > BUDGET.lcpMs) found.push(`${label}: LCP ${(lcp / 1000).toFixed(2)} s (budget ≤ ${BUDGET.lcpMs / 1000} s)`);
  const cls = Math.max(...runs.map((r) => r.cls));
  if (cls > BUDGET.cls) found.push(`${label}: CLS ${cls.toFixed(3)} (budget ≤ ${BUDGET.cls})`);
  const tbt = Math.max(...runs.map((r) => r.tbtMs));
  if (tbt > BUDGET.tbtMs) found.push(`${label}: TBT ${Math.round(tbt)} ms (budget ≤ ${BUDGET.tbtMs} ms)`);
  const consoles = [...new Set(runs.flatMap((r) => r.consoleScripts))];
  if (consoles.length) found.push(`${label}: loads console code ${consoles.join(', ')}`);
  return found;
}

function rowOf({ label, runs, budgeted }: PageRuns): string[] {
  const range = (values: number[], format: (v: number) => string) => {
    const [lo, hi] = [Math.min(...values), Math.max(...values)];
    return lo === hi ? format(lo) : `${format(lo)}–${format(hi)}`;
  };
  const mark = (ok: boolean) => (budgeted && !ok ? ' ✗' : '');
  return [
    label,
    ...CATEGORIES.map((c) => {
      const scores = runs.map((r) => r.scores[c]);
      return `${range(scores, String)} (median ${median(scores)})${mark(Math.min(...scores) >= BUDGET.scores[c])}`;
    }),
    `${range(
      runs.map((r) => r.lcpMs / 1000),
      (v) => v.toFixed(2),
    )} s${mark(Math.max(...runs.map((r) => r.lcpMs)) <= BUDGET.lcpMs)}`,
    `${range(
      runs.map((r) => r.tbtMs),
      (v) => String(Math.round(v)),
    )} ms${mark(Math.max(...runs.map((r) => r.tbtMs)) <= BUDGET.tbtMs)}`,
    `${range(
      runs.map((r) => r.cls),
      (v) => v.toFixed(3),
    )}${mark(Math.max(...runs.map((r) => r.cls)) <= BUDGET.cls)}`,
  ];
}

async function main() {
  if (!existsSync(path.join(BUILD, 'index.html'))) throw new Error('The web app is not built: run npm run build (npm run bench:web does).');
  cpSync(BUILD, DIST, { recursive: true });
  const homeScriptKb = initialScriptKb('home-route');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-lighthouse-'));
  const baseline = await startBaseline();
  const server = await startServer(
    'apps/api/dist/server.js',
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: DIST, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    `${origin}/api/health`,
  );
  const pages: PageRuns[] = [];
  const loadSamples: number[] = [];
  try {
    const targets = [
      { label: 'bare Vite + React (baseline)', url: baseline.url, seedCity: false, budgeted: false },
      ...PAGES.map((p) => ({ label: `\`${p.path}\``, url: `${origin}${p.path}`, seedCity: p.seedCity, budgeted: true })),
    ];
    for (const { label, url, seedCity, budgeted } of targets) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await auditWithRetry(url, seedCity);
        process.stdout.write(
          `${label} run ${i + 1}: performance ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms\n`,
        );
        runs.push(run);
        loadSamples.push(loadavg()[0] ?? 0);
      }
      pages.push({ label, runs, budgeted });
    }
  } finally {
    await stopServer(server);
    await baseline.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(DIST, { recursive: true, force: true });
  }

  const budgeted = pages.filter((p) => p.budgeted);
  const missed = [
    ...budgeted.flatMap(misses),
    ...(homeScriptKb > BUDGET.homeScriptKb ? [`\`/\`: initial JavaScript ${homeScriptKb.toFixed(1)} KB gzip (budget ≤ ${BUDGET.homeScriptKb} KB)`] : []),
  ];
  const loadAverage = loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length;
  const rows = [
    [
      'page',
      ...CATEGORIES.map((c) => `${LABELS[c]} (≥ ${BUDGET.scores[c]})`),
      `LCP (≤ ${BUDGET.lcpMs / 1000} s)`,
      `TBT (≤ ${BUDGET.tbtMs} ms)`,
      `CLS (≤ ${BUDGET.cls})`,
    ],
    ...pages.map(rowOf),
  ];
  const audits = [...new Set(budgeted.flatMap((p) => p.runs.flatMap((r) => r.failing.map((f) => `- ${p.label} ${f}`))))];
  const markdown = [
    SECTION,
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G, 4× CPU slowdown), headless Chromium, production build served by the API server on 127.0.0.1 (fresh embedded database); ` +
      `the baseline is a bare Vite + React page built and audited in the same run. /services is audited as a visitor who chose Gurugram. ` +
      `${RUNS} run${RUNS > 1 ? 's' : ''} per page: each cell shows the range over the runs (and the median score); every run must meet the budget. Run with \`npm run bench:web\`.`,
    '',
    `Machine: ${machineDescription()}; load average during the run ${loadAverage.toFixed(1)}. Date: ${new Date().toISOString().slice(0, 10)}. ` +
      'Lighthouse scales the CPU time it observes, so performance drops by a few points when the machine is busy.',
    '',
    table(rows),
    '',
    `Initial JavaScript for \`/\`: ${homeScriptKb.toFixed(1)} KB gzip (budget ≤ ${BUDGET.homeScriptKb} KB). Partner or admin console scripts requested by customer pages: ${
      budgeted.some((p) => p.runs.some((r) => r.consoleScripts.length)) ? 'some (see below)' : 'none'
    }.`,
    '',
    missed.length ? `**Budgets missed:**\n\n${missed.map((m) => `- ${m}`).join('\n')}` : '**Every budget met in every run.**',
    '',
    audits.length ? `Scored audits below 0.9 in some run:\n\n${audits.join('\n')}` : 'No scored audit below 0.9 in any run.',
  ].join('\n');
  process.stdout.write(`\n${markdown}\n\n`);
  writeResultsSection(SECTION, markdown);
  if (missed.length) {
    console.error(`\nbench:web FAILED: ${missed.length} budget${missed.length > 1 ? 's' : ''} missed:\n${missed.map((m) => `  ✗ ${m}`).join('\n')}`);
    process.exitCode = 1;
  }
}

await main();
