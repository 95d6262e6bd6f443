import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A page held in memory with its compressed variants, sent without touching the disk or the CPU per request. */
interface HtmlPage {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function htmlPage(file: string): HtmlPage {
  const raw = readFileSync(file);
  return { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) };
}

/**
 * The prerendered pages of the build by path: index.html is '/', about.html '/about',
 * services/in/pune.html '/services/in/pune' (the rule scripts/prerender-web.ts writes them by).
 */
function prerenderedPages(root: string): Map<string, HtmlPage> {
  const pages = new Map<string, HtmlPage>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === 'app-shell.html' || relative === 'offline.html') continue;
    pages.set(relative === 'index.html' ? '/' : `/${relative.slice(0, -'.html'.length)}`, htmlPage(file));
  }
  return pages;
}

/** The build's list of the web app's route paths (scripts/prerender-web.ts writes it from the app's router). */
export const APP_ROUTES_FILE = 'app-routes.json';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route path of the app's router ('/order/:trackingId', '/partner/*') as a test of a request's path,
 * matched as React Router matches it: whole segments, a parameter is one non-empty segment (optional
 * with '?'), '*' is the rest of the path, letters in any case, a trailing slash allowed.
 */
export function routePathPattern(routePath: string): RegExp {
  const segments = routePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escapeRegExp(segment)}`;
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/**
 * Whether a path is one of the app's pages, by the route list the build wrote. A build without the list
 * (older than it) has every path taken for a page, as before: the app then shows its own not-found page.
 */
function appPageTest(root: string, log: FastifyInstance['log']): (pathname: string) => boolean {
  const file = path.join(root, APP_ROUTES_FILE);
  if (!existsSync(file)) {
    log.warn({ file }, 'the web build has no route list; unknown paths are answered 200 with the app shell');
    return () => true;
  }
  const patterns = (JSON.parse(readFileSync(file, 'utf8')) as string[]).map(routePathPattern);
  return (pathname) => patterns.some((pattern) => pattern.test(pathname));
}

/** Files that must be revalidated on every use, so a deployment reaches browsers at once. */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/** Paths of build files: a missing one is a 404, never the app's HTML. */
const FILE_PATHS = /^\/(assets|city-pages|icons|images)\//;

/**
 * Serves the built web app. Hashed assets are cached for a year; HTML, the service worker and the
 * manifest are revalidated so a deployment shows at once. Prerendered pages are sent for their own
 * paths, the app shell for every other path of the app's routes (the SPA fallback), and for a path the
 * app does not have the shell with status 404 (the app draws its not-found page), so search engines and
 * link checkers see a missing page as missing. Returns that fallback for the not-found handler, or null
 * when the web app has not been built.
 */
export async function registerWebApp(app: FastifyInstance, root: string) {
  const shellFile = [path.join(root, 'app-shell.html'), path.join(root, 'index.html')].find((file) => existsSync(file));
  if (!shellFile) {
    app.log.warn({ root }, 'web app not built; serving the API only (run npm run build)');
    return null;
  }
  const shell = htmlPage(shellFile);
  const pages = prerenderedPages(root);
  const isAppPage = appPageTest(root, app.log);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br/.gz beside each script and stylesheet; the variant the browser accepts is sent.
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      const revalidated = REVALIDATED.has(path.basename(filePath)) || filePath.endsWith('.html');
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : revalidated ? 'no-cache' : 'public, max-age=3600');
    },
  });

  return (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?', 1)[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!wantsPage || isApi || FILE_PATHS.test(pathname)) return false;
    // '/hi/' is the page written as hi.html, as '/hi' is.
    const prerendered = pages.get(pathname) ?? (pathname.length > 1 ? pages.get(pathname.replace(/\/$/, '')) : undefined);
    const page = prerendered ?? shell;
    const status = prerendered || isAppPage(pathname) ? 200 : 404;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding] = /\bbr\b/.test(accepts) ? [page.br, 'br'] : /\bgzip\b/.test(accepts) ? [page.gzip, 'gzip'] : [page.raw, null];
    if (encoding) void reply.header('content-encoding', encoding);
    void reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').send(body);
    return true;
  };
}
