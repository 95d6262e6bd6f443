/**
 * The prerender step's entry (built for Node by vite.config.ts): renders a public page from the same
 * routes and components the browser uses, so its HTML paints before any script runs; main.tsx
 * hydrates it. City pages are rendered with their data, which goes into the page for hydration.
 */
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from './app/app';
import { articles } from './content/blog';
import { faq } from './content/home-more';
import { appRoutes } from './app/router';
export { appRoutePaths } from './app/router';
import { articleHead } from './features/blog/article-head';
import { cityPageQuery } from './features/city-landing/api/get-city-page';
import { cityHead as cityHeadIn, cityPagePath, type CityPage } from './features/city-landing/city-page';
import { activateLanguage, i18n, type Language, languageBasename, loadNamespaces, translate } from './lib/i18n';
import { type PageHead, STATIC_PAGE_PATHS, staticPageHead } from './lib/page-head';

export { alternates, headTags, SITE_ORIGIN, type PageHead } from './lib/page-head';
export { htmlLang, LANGUAGES, type Language } from './lib/i18n';
export { cityPagePath, type CityPage };

/** The home page's questions as a schema.org FAQPage in the active language (only in the HTML: the browser bundle does without). */
const faqPage = () => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faq.items.map((item) => ({ '@type': 'Question', name: translate(item.q), acceptedAnswer: { '@type': 'Answer', text: translate(item.a) } })),
});

/** Makes `language` the one pages are rendered and described in, its layout's messages loaded. */
async function prepareLanguage(language: Language) {
  activateLanguage(language);
  await loadNamespaces('common', 'city', 'home', 'services');
}

/**
 * The fixed public pages to prerender in a language, with their structured data: the site's own pages
 * in every language; the blog's articles, written in English, in English only.
 */
export async function staticPages(language: Language): Promise<PageHead[]> {
  await prepareLanguage(language);
  const heads = STATIC_PAGE_PATHS.map((path) => staticPageHead(path, translate, language)!);
  return [
    ...heads.map((head) => (head.path === '/' || head.path === `/${language}/` ? { ...head, structuredData: [faqPage()] } : head)),
    ...(language === 'en' ? articles.map((article) => articleHead(article, true)) : []),
  ];
}

/** A city page's head in a language. */
export async function cityHead(page: CityPage, language: Language): Promise<PageHead> {
  await prepareLanguage(language);
  return cityHeadIn(page, translate, language);
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The query cache the page was rendered with (TanStack's dehydrated state); empty for most pages. */
  queryState: ReturnType<typeof dehydrate>;
}

/** Renders the page at `path` (with its language's prefix, '/hi/about') in `language`. */
export async function renderPage(path: string, cityPage: CityPage | undefined, language: Language): Promise<RenderedPage> {
  await prepareLanguage(language);
  const queryClient = createQueryClient();
  if (cityPage) queryClient.setQueryData(cityPageQuery(cityPage.slug).queryKey, cityPage);
  const { query, dataRoutes } = createStaticHandler(appRoutes(), { basename: languageBasename(language) || undefined });
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}; only pages can be prerendered`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  // prerender waits for every lazy part, so the page is whole; every Suspense boundary is written inline,
  // so the page needs no streaming script (the CSP allows no inline script).
  const { prelude } = await prerender(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void console.error(`${path}:`, error) },
  );
  return { html: await new Response(prelude).text(), queryState: dehydrate(queryClient) };
}
