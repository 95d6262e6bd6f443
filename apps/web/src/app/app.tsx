import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider, type RouteObject } from 'react-router';
import { confirmSession, installSessionExpiryHandler } from '../lib/session';
import { createAppRouter } from './router';

/** One client per page load in the browser, one per page when prerendering. */
export function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } });
}

/** The app in the browser; `routes` are the app's routes, those of the page being hydrated already loaded. */
export function App({ queryClient, routes }: { queryClient: QueryClient; routes?: RouteObject[] }) {
  const [router] = useState(() => {
    const appRouter = createAppRouter(routes);
    installSessionExpiryHandler((to, state) => void appRouter.navigate(to, { state }));
    void confirmSession();
    return appRouter;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
