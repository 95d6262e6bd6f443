import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { prerenderSite } from '../../scripts/prerender-web';

/** Writes .br and .gz beside every built script and stylesheet, so the server sends them compressed at no CPU cost. */
function precompress(): Plugin {
  return {
    name: 'carseva-precompress',
    apply: 'build',
    // After the files are written, so the compressed copies hold exactly the final code.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
      }
    },
  };
}

/**
 * The translation catalogues (src/locales/{language}/{namespace}.json, ICU MessageFormat) compiled when
 * imported, so the browser gets Lingui's compiled form and no message parser (ADR 0039). The result is
 * still JSON, which Vite's own JSON plugin then turns into a module.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'carseva-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][\w-]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessageOrThrow(message)]))), map: null };
    },
  };
}

/**
 * After the client build, renders the public pages to HTML with the same components (ADR 0019):
 * builds src/entry-server.tsx for Node, then scripts/prerender-web.ts writes the pages. Runs before
 * the service worker is generated ('pre' here, 'post' there), so the pages are precached.
 */
function prerender(): Plugin {
  let outDir = 'dist';
  return {
    name: 'carseva-prerender',
    apply: (config) => config.mode === 'production' && !config.build?.ssr,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        // Inside node_modules so the built entry finds its dependencies beside the app; a folder of its
        // own, so two builds at once (into different outDirs) do not share it.
        const serverDir = mkdtempSync(path.join(import.meta.dirname, 'node_modules', '.prerender-'));
        await build({
          configFile: false,
          root: import.meta.dirname,
          logLevel: 'warn',
          plugins: [compiledCatalogues(), react()],
          // Everything bundled into one file: the prerender runs it once and throws it away.
          ssr: { noExternal: true },
          build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, target: 'node22' },
        });
        await prerenderSite(outDir, path.join(serverDir, 'entry-server.js'));
        rmSync(serverDir, { recursive: true, force: true });
      },
    },
  };
}

/** Pages that show live data of the customer's (checkout, orders, account) or need a sign-in: never from a cache. */
const NETWORK_ONLY_PAGES = /^https?:\/\/[^/]+\/(checkout|order|order-history|login|signup|logout|profile|partner|admin)(\/|\?|$)/;

/**
 * The installable app (ADR 0020): manifest, and a Workbox service worker that precaches the shell,
 * the prerendered pages and the customer code, keeps catalog reads (stale-while-revalidate) for
 * offline browsing, and answers the network-only pages with an offline page when there is no network.
 * Bookings, auth, payments and orders are never cached: only the catalog GETs below have a route.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // The app registers the worker itself once the page has hydrated (src/lib/service-worker.ts).
  injectRegister: false,
  integration: { closeBundleOrder: 'post' },
  manifest: {
    id: '/',
    name: 'CarSeva — Car Service & Car Wash',
    short_name: 'CarSeva',
    description: 'Book car service, car wash and repairs from trusted garages near you.',
    lang: 'en-IN',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#1d4ed8',
    categories: ['auto', 'lifestyle', 'shopping'],
    icons: [
      { src: '/icons/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/app/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,json}'],
    // The partner and admin consoles are not part of the customer's app.
    globIgnores: ['**/partner-*.js', '**/admin-*.js'],
    navigateFallback: '/app-shell.html',
    navigateFallbackDenylist: [/^\/(api|dev|sandbox)(\/|$)/, /^\/(checkout|order|order-history|login|signup|logout|profile|partner|admin)(\/|$)/],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      { urlPattern: NETWORK_ONLY_PAGES, handler: 'NetworkOnly', options: { precacheFallback: { fallbackURL: '/offline.html' } } },
      {
        urlPattern: /^https?:\/\/[^/]+\/api\/v1\/(cities|brands|categories|car\/models\/\d+|services)(\/[\w/-]*)?(\?.*)?$/,
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'catalog', expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  },
});

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [compiledCatalogues(), react(), tailwindcss(), precompress(), prerender(), pwa],
  server: {
    port: 5173,
    // In development the API runs beside Vite; the browser sees one origin either way.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/dev': `http://127.0.0.1:${apiPort}`,
      '/sandbox': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    target: 'es2022',
    // The page's own script's imports are preloaded from its HTML (the loader chunk below, fetched beside
    // it); lazy chunks' are not: Vite's helper added a <link> per chunk at start-up, costing a phone more
    // main-thread time than the round trip saved (ADR 0028).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    sourcemap: false,
    rolldownOptions: {
      // The libraries every page needs in one file instead of a dozen: fewer requests before a page can hydrate.
      output: {
        // A catalogue's chunk is named by its language and namespace (locale-hi-home-….js), so what a page
        // downloads can be checked: a Hindi page fetches locale-hi-* and nothing of another language.
        chunkFileNames: (chunk) => {
          const catalogue = /[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return catalogue ? `assets/locale-${catalogue[1]}-${catalogue[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-router|@tanstack|zustand)[\\/]/ },
            // React DOM apart from the other libraries (React itself is in vendor, which comes first: a group
            // takes in the modules its own import): boot.ts fetches it beside the app and the browser
            // evaluates each in a task of its own (ADR 0028).
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            // Vite's loader for lazy chunks, apart from the entry: a chunk that imports from the entry is
            // taken to need the entry's stylesheet, which a prerendered page then fetched a second time
            // after its first paint (a whole-page restyle) although it carries that stylesheet inline.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/ },
            // The same for what boot.ts shares with the app (which language a path is in).
            { name: 'language-path', test: /src[\\/]lib[\\/]language-path/ },
          ],
        },
      },
    },
  },
});
