import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders a component at `/` in a memory router; any other path renders its address so tests can see navigation. */
export function renderAtHome(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: ['/'] },
  );
  renderWithQueries(<RouterProvider router={router} />);
  return { router, currentPath: () => screen.findByTestId('location').then((el) => el.textContent) };
}

/** Renders with a fresh query cache that does not retry, so a test sees the first answer's failure. */
export function renderWithQueries(ui: ReactNode) {
  return render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
}

/** Renders a route's element at an address its path matches (`/order/:trackingId` at `/order/CS…`). */
export function renderRoute(path: string, element: ReactNode, at: string) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [at] });
  renderWithQueries(<RouterProvider router={router} />);
  return router;
}

/** A fetch stand-in answering with the API envelope and recording what was sent. */
export function fakeApi(answer: (url: URL, init: RequestInit | undefined) => { status?: number; body: unknown }) {
  const calls: { url: URL; method: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined, headers });
    const { status = 200, body } = answer(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}
