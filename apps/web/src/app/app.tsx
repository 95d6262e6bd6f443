import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { confirmSession, installSessionExpiryHandler } from '../lib/session';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [router] = useState(() => {
    const appRouter = createAppRouter();
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
