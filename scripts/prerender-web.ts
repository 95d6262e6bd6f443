/**
 * Writes the public pages of the built web app as HTML (run by apps/web/vite.config.ts after the
 * client build, before the service worker is generated, so the pages are precached too):
 *   index.html, about.html, blog.html, contact.html, services.html   the fixed public pages
 *   hi.html, hi/about.html, …, ta.html, ta/about.html, …               the same in Hindi and Tamil (ADR 0039)
 *   blog/{slug}.html                                                   one page per blog article (English)
 *   services/in/{city}.html + city-pages/{city}.json                   one landing page per seed city, and
 *   hi/services/in/{city}.html, ta/services/in/{city}.html             in Hindi and Tamil
 *   app-shell.html                                                     the unrendered shell, for every other path
 *   app-routes.json                                                    the app's route paths: the server answers 404 for any other
 *   sitemap.xml, and robots.txt's Sitemap line
 * Pages are rendered by the app's own components (apps/web/src/entry-server.tsx). City pages take
 * their categories and garages from the catalog's seed data (plain values), the catalog a fresh
 * deployment starts with (ADR 0019).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { categories, services } from '../apps/api/src/modules/catalog/seed/data/catalog';
import { cities } from '../apps/api/src/modules/catalog/seed/data/cities';
import { garages } from '../apps/api/src/modules/catalog/seed/data/garages';
import type * as ServerEntry from '../apps/web/src/entry-server';

type Entry = typeof ServerEntry;
type CityPage = ServerEntry.CityPage;

/** Each seed city with its garages and the categories they offer. */
export function seedCityPages(): CityPage[] {
  return cities
    .map((city) => ({
      slug: city.slug,
      name: city.name,
      state: city.state,
      categories: categories
        .map((category) => ({
          slug: category.slug,
          name: category.name,
          services: services.filter((s) => s.categorySlug === category.slug).map((s) => s.name),
        }))
        .filter((category) => category.services.length > 0),
      garages: garages
        .filter((garage) => garage.citySlug === city.slug)
        .map((garage) => ({ name: garage.name, address: garage.fullAddress, pincode: garage.pincode, latitude: garage.lat, longitude: garage.lng })),
    }))
    .filter((page) => page.garages.length > 0);
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The stylesheet inside the page instead of linked: a prerendered page then paints from its HTML alone,
 * without waiting on a render-blocking request (it is about 8 KB compressed, sent with the page).
 */
function inlineStylesheet(dist: string, html: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/,
    (_, href: string) => `<style>${readFileSync(path.join(dist, href), 'utf8')}</style>`,
  );
}

/** The shell with the page's language, head tags and rendered markup; the query state, when there is any, for hydration. */
function pageHtml(
  shell: string,
  entry: Entry,
  head: ServerEntry.PageHead,
  rendered: Awaited<ReturnType<Entry['renderPage']>>,
  language: ServerEntry.Language,
): string {
  if (!/<html lang="[^"]*"/.test(shell)) throw new Error('index.html no longer has the <html lang="…"> the prerender sets');
  const withHead = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${entry.htmlLang(language)}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${entry.headTags(head)}\n  </head>`);
  const root = /<div id="root">[\s\S]*?<\/div><\/div>/;
  if (!root.test(withHead)) throw new Error('index.html no longer has the shell markup <div id="root">…</div></div> the prerender replaces');
  const state = rendered.queryState.queries.length
    ? `<script id="query-state" type="application/json">${JSON.stringify(rendered.queryState).replace(/</g, '\\u003c')}</script>\n    `
    : '';
  return withHead.replace(root, () => `${state}<div id="root" data-prerendered="${escapeAttribute(head.path)}">${rendered.html}</div>`);
}

function write(dist: string, file: string, content: string) {
  const target = path.join(dist, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

/** The file a path's page is written to ('/hi/' is hi.html); the server and the service worker find it by the same rule. */
const fileOf = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replace(/\/$/, '')}.html`);

export async function prerenderSite(dist: string, serverEntryFile: string): Promise<void> {
  const entry = (await import(pathToFileURL(serverEntryFile).href)) as Entry;
  const shellFile = path.join(dist, 'app-shell.html');
  // index.html becomes the home page; the plain shell keeps serving every path that is not prerendered.
  if (!existsSync(shellFile)) renameSync(path.join(dist, 'index.html'), shellFile);
  const shell = readFileSync(shellFile, 'utf8');
  const pageShell = inlineStylesheet(dist, shell);

  const pages: { head: ServerEntry.PageHead; cityPage?: CityPage; language: ServerEntry.Language }[] = [];
  for (const language of entry.LANGUAGES) {
    for (const head of await entry.staticPages(language)) pages.push({ head, language });
    for (const cityPage of seedCityPages()) pages.push({ head: await entry.cityHead(cityPage, language), cityPage, language });
  }
  for (const { head, cityPage, language } of pages) {
    write(dist, fileOf(head.path), pageHtml(pageShell, entry, head, await entry.renderPage(head.path, cityPage, language), language));
    if (cityPage && language === 'en') write(dist, `city-pages/${cityPage.slug}.json`, JSON.stringify(cityPage));
  }

  // The app's paths in every language: /hi/… and /ta/… are the same pages.
  const routePaths = entry.appRoutePaths();
  const prefixed = (prefix: string) => routePaths.map((routePath) => (routePath === '/' ? prefix : `${prefix}${routePath}`));
  write(dist, 'app-routes.json', JSON.stringify([...routePaths, ...entry.LANGUAGES.filter((l) => l !== 'en').flatMap((l) => prefixed(`/${l}`))]));

  // Every page in every language it has, each naming its alternates as its head does.
  const urls = pages.map(({ head }) => {
    const alternates = entry.alternates(head).map(({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}" />`);
    return `  <url><loc>${entry.SITE_ORIGIN}${head.path}</loc>${alternates.join('')}${alternates.length ? '\n  ' : ''}</url>`;
  });
  write(
    dist,
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
  const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8').trimEnd();
  write(dist, 'robots.txt', `${robots}\n\nSitemap: ${entry.SITE_ORIGIN}/sitemap.xml\n`);
}
