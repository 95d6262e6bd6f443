import { hydrate } from '@tanstack/react-query';
import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App, createQueryClient } from './app/app';
import { appRoutes } from './app/router';
import { holdEarlyInput } from './lib/early-input';
import { captureInstallPrompt } from './lib/install-prompt';
import './index.css';

/** Loads the code of the routes a path matches before the first render, as the prerendered HTML already shows them. */
async function loadMatchedRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Calls onDone once React has hydrated (and committed) everything inside it: its effect runs last. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

captureInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const queryClient = createQueryClient();
const routes = appRoutes();
const app = (
  <StrictMode>
    <App queryClient={queryClient} routes={routes} />
  </StrictMode>
);

// A page prerendered at build time (see entry-server.tsx) is hydrated; any other path renders from scratch.
if (root.dataset.prerendered === window.location.pathname) {
  const releaseInput = holdEarlyInput();
  const state = document.getElementById('query-state')?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  await loadMatchedRoutes(routes, window.location.pathname);
  // The page is already drawn from its HTML. Hydrating in a transition lets React split the work into
  // short tasks; a tap meanwhile makes React hydrate at once and then handle it.
  const hydrated = new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(root, <Hydrated onDone={resolve}>{app}</Hydrated>);
    });
  });
  releaseInput(hydrated);
} else {
  createRoot(root).render(app);
}
