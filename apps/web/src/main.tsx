import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { App, createQueryClient, startRouter } from './app/app';
import { loadLayoutParts } from './app/layout';
import { appRoutes } from './app/router';
import { captureInstallPrompt } from './lib/install-prompt';
import { progressiveHydrationDone, startProgressiveHydration } from './lib/hydrate-later';
import { nextTask } from './lib/next-task';
import { registerServiceWorkerWhenIdle } from './lib/service-worker';

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

/** Draws the app: hydrates a prerendered page (input held since boot.ts is released once the app owns it), renders any other. */
export async function startApp(releaseInput?: (hydrated: Promise<unknown>) => void) {
  // In a task of its own, after the one that evaluated the app's modules.
  if (releaseInput) await nextTask();
  captureInstallPrompt();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  const routes = appRoutes();
  const app = (router: ReturnType<typeof startRouter>) => (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (!releaseInput) {
    createRoot(root).render(app(startRouter(routes)));
    registerServiceWorkerWhenIdle();
    return;
  }
  const state = document.getElementById('query-state')?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  loadLayoutParts();
  await loadMatchedRoutes(routes, window.location.pathname);
  // The page is already drawn from its HTML; the work before it responds is cut into short tasks
  // (a phone's main thread stays free for a tap): the router, the page's frame, then each part.
  await nextTask();
  const router = startRouter(routes, true);
  await nextTask();
  startProgressiveHydration();
  const hydrated = new Promise<void>((resolve) => {
    hydrateRoot(root, <Hydrated onDone={resolve}>{app(router)}</Hydrated>);
  });
  // The frame hydrates first; then its parts, a task each, and its lazy parts once their code has arrived.
  const done = hydrated.then(progressiveHydrationDone);
  releaseInput(done);
  void done.then(registerServiceWorkerWhenIdle);
}
