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

/** Files that must be revalidated on every use, so a deployment reaches browsers at once. */
const REVALIDATED = new Set(['sw.js', 'manifest.webmanifest']);

/** Paths of build files: a missing one is a 404, never the app's HTML. */
const FILE_PATHS = /^\/(assets|city-pages|icons|images)\//;

/**
 * Serves the built web app. Hashed assets are cached for a year; HTML, the service worker and the
 * manifest are revalidated so a deployment shows at once. Prerendered pages are sent for their own
 * paths, the app shell for every other page path (the SPA fallback). Returns that fallback for the
 * not-found handler, or null when the web app has not been built.
 */
export async function registerWebApp(app: FastifyInstance, root: string) {
  const shellFile = [path.join(root, 'app-shell.html'), path.join(root, 'index.html')].find((file) => existsSync(file));
  if (!shellFile) {
    app.log.warn({ root }, 'web app not built; serving the API only (run npm run build)');
    return null;
  }
  const shell = htmlPage(shellFile);
  const pages = prerenderedPages(root);
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
    const page = pages.get(pathname) ?? shell;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding] = /\bbr\b/.test(accepts) ? [page.br, 'br'] : /\bgzip\b/.test(accepts) ? [page.gzip, 'gzip'] : [page.raw, null];
    if (encoding) void reply.header('content-encoding', encoding);
    void reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding').send(body);
    return true;
  };
}
