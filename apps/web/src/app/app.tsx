import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouteObject } from 'react-router';
import { confirmSession, installSessionExpiryHandler } from '../lib/session';
import { i18n, type Language } from '../lib/i18n';
import { createAppRouter } from './router';

/** One client per page load in the browser, one per page when prerendering. */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
}

/** The browser's router over `routes` (those of the page being hydrated already loaded), with the session checks it drives. */
export function startRouter(routes?: RouteObject[], prerendered = false, language: Language = 'en') {
  const router = createAppRouter(routes, prerendered, language);
  installSessionExpiryHandler((to, state) => void router.navigate(to, { state }));
  void confirmSession();
  return router;
}

/** The app in the browser. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: ReturnType<typeof startRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
