/**
 * Page speed of the built web app: Lighthouse (mobile, its default simulated throttling) on / and
 * /services, served by the real server on a free port with a fresh database. Prints the four
 * category scores against our targets and writes them to bench/RESULTS.md (section "Web (Lighthouse)").
 *
 *   npm run bench:web            (builds first)
 *   RUNS=3 npm run bench:web     (median of several runs per page)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { machineDescription, startServer, stopServer, table, writeResultsSection } from './lib';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = { performance: 95, accessibility: 95, 'best-practices': 100, seo: 95 };
const LABELS: Record<Category, string> = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best practices', seo: 'SEO' };
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECTION = '## Web (Lighthouse)';

/** A visitor who chose Gurugram earlier, so /services lists real garages (the browser has no location). */
const CHOSEN_CITY = { state: { city: { id: 2, name: 'Gurugram', latitude: 28.4595, longitude: 77.0266 }, car: null }, version: 0 };
const PAGES = [
  { path: '/', seedCity: false },
  { path: '/services', seedCity: true },
];

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

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
}

async function audit(origin: string, pagePath: string, seedCity: boolean): Promise<PageResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (seedCity) {
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((value) => localStorage.setItem('carseva-preferences', value), JSON.stringify(CHOSEN_CITY));
    }
    const result = await lighthouse(
      `${origin}${pagePath}`,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: seedCity },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${pagePath}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
    const failing = CATEGORIES.flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${c}: ${lhr.audits[ref.id]?.title} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
    );
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return { path: pagePath, scores, lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift'), failing };
  } finally {
    chrome.kill();
  }
}

const DIST = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist');
const INITIAL_JS_BUDGET_KB = 120;

/** Gzipped size of the scripts a first visit to a route runs: the entry, the route's chunk and their static imports. */
function initialScriptKb(routeChunk: string): number {
  const assets = path.join(DIST, 'assets');
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(readFileSync(path.join(DIST, 'index.html'), 'utf8'))?.[1];
  const route = readdirSync(assets).find((f) => f.startsWith(`${routeChunk}-`) && f.endsWith('.js'));
  if (!entry || !route) throw new Error(`cannot find the entry script or the ${routeChunk} chunk in ${assets}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(path.join(assets, file), 'utf8').matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1]!);
  };
  visit(entry);
  visit(route);
  return [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** The median run of a page, by performance score. */
function medianRun(runs: PageResult[]): PageResult {
  const target = median(runs.map((r) => r.scores.performance));
  return runs.find((r) => r.scores.performance === target) ?? runs[0]!;
}

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('The web app is not built: run npm run build (npm run bench:web does).');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-lighthouse-'));
  const server = await startServer(
    'apps/api/src/server.ts',
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    `${origin}/api/health`,
  );
  const results: PageResult[] = [];
  const loadSamples: number[] = [];
  try {
    for (const { path: pagePath, seedCity } of PAGES) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await audit(origin, pagePath, seedCity));
        loadSamples.push(loadavg()[0] ?? 0);
      }
      results.push(medianRun(runs));
    }
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }

  const homeScriptKb = initialScriptKb('home-route');
  const loadAverage = loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length;
  const rows = [
    ['page', ...CATEGORIES.map((c) => `${LABELS[c]} (target ≥ ${TARGETS[c]})`), 'LCP', 'TBT', 'CLS'],
    ...results.map((r) => [
      `\`${r.path}\``,
      ...CATEGORIES.map((c) => `${r.scores[c]}${r.scores[c] >= TARGETS[c] ? '' : ' ✗'}`),
      `${(r.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(r.tbtMs)} ms`,
      r.cls.toFixed(3),
    ]),
  ];
  const misses = results.flatMap((r) => r.failing.map((f) => `- \`${r.path}\` ${f}`));
  const markdown = [
    SECTION,
    '',
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset (simulated slow 4G, 4× CPU slowdown), headless Chromium, production build served by the API server on 127.0.0.1 (fresh embedded database). ` +
      `/services is audited as a visitor who chose Gurugram. ${RUNS > 1 ? `Median of ${RUNS} runs per page.` : 'One run per page.'} Run with \`npm run bench:web\`.`,
    '',
    `Machine: ${machineDescription()}; load average during the run ${loadAverage.toFixed(1)}. Date: ${new Date().toISOString().slice(0, 10)}. ` +
      'Lighthouse scales the CPU time it observes, so performance drops by a few points when the machine is busy.',
    '',
    table(rows),
    '',
    `Initial JavaScript for \`/\`: ${homeScriptKb.toFixed(1)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB; React, React Router and TanStack Query are about 106 KB of it).`,
    '',
    misses.length ? `Audits below 0.9 that count towards a score:\n\n${misses.join('\n')}` : 'No scored audit below 0.9.',
  ].join('\n');
  process.stdout.write(`\n${markdown}\n\n`);
  writeResultsSection(SECTION, markdown);
  const missed = results.some((r) => CATEGORIES.some((c) => r.scores[c] < TARGETS[c])) || homeScriptKb > INITIAL_JS_BUDGET_KB;
  if (missed) {
    console.error('Some scores are below target.');
    process.exitCode = 1;
  }
}

await main();
