/**
 * The prerender step's entry (built for Node by vite.config.ts): renders a public page from the same
 * routes and components the browser uses, so its HTML paints before any script runs; main.tsx
 * hydrates it. City pages are rendered with their data, which goes into the page for hydration.
 */
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
import { cityHead, cityPagePath, type CityPage } from './features/city-landing/city-page';
import { type PageHead, STATIC_PAGE_HEADS } from './lib/page-head';

export { headTags, SITE_ORIGIN, type PageHead } from './lib/page-head';
export { cityHead, cityPagePath, type CityPage };

/** The home page's questions as a schema.org FAQPage (only in the HTML: the browser bundle does without). */
const faqPage = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faq.items.map((item) => ({ '@type': 'Question', name: item.q, acceptedAnswer: { '@type': 'Answer', text: item.a } })),
};

/** The fixed public pages to prerender, with their structured data: the site's own and each blog article. */
export const STATIC_PAGES: PageHead[] = [
  ...Object.values(STATIC_PAGE_HEADS).map((head) => (head.path === '/' ? { ...head, structuredData: [faqPage] } : head)),
  ...articles.map((article) => articleHead(article, true)),
];

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The query cache the page was rendered with (TanStack's dehydrated state); empty for most pages. */
  queryState: ReturnType<typeof dehydrate>;
}

export async function renderPage(path: string, cityPage?: CityPage): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  if (cityPage) queryClient.setQueryData(cityPageQuery(cityPage.slug).queryKey, cityPage);
  const { query, dataRoutes } = createStaticHandler(appRoutes());
  const context = await query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}; only pages can be prerendered`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  // prerender waits for every lazy part, so the page is whole; every Suspense boundary is written inline,
  // so the page needs no streaming script (the CSP allows no inline script).
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void console.error(`${path}:`, error) },
  );
  return { html: await new Response(prelude).text(), queryState: dehydrate(queryClient) };
}
