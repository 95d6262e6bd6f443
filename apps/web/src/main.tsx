import { hydrate } from '@tanstack/react-query';
import { type ReactNode, startTransition, StrictMode, useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { App, createQueryClient, startRouter } from './app/app';
import { loadLayoutParts } from './app/layout';
import { appRoutes, type PageHandle } from './app/router';
import { activateLanguage, htmlLang, type Language, languageBasename, languageOfPath, loadNamespaces } from './lib/i18n';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorkerWhenIdle } from './lib/service-worker';

/**
 * Loads the code of the routes a path matches before the first render, as the prerendered HTML already
 * shows them, and starts fetching their lazy parts (which hydrate once they arrive); resolves with those.
 */
async function loadMatchedRoutes(routes: RouteObject[], pathname: string, language: Language): Promise<Promise<unknown>[]> {
  const matches = matchRoutes(routes, pathname, languageBasename(language) || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.loadParts?.() ?? []);
}

/** Calls onDone once React has hydrated (and committed) the page's root: its effect runs last. */
function Hydrated({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(onDone, [onDone]);
  return children;
}

/** A hydration mismatch is a bug: React recovers by rendering the part anew, and the console says so (the journeys fail on it). */
function reportRecoverableError(error: unknown, info: { componentStack?: string }) {
  console.error('React recovered from an error while hydrating:', error, info.componentStack ?? '');
}

/** Draws the app: hydrates a prerendered page (input held since boot.ts is released once the app owns it), renders any other. */
export async function startApp(releaseInput?: (hydrated: Promise<unknown>) => void) {
  captureInstallPrompt();
  // Imported here, not at the top: boot.ts has its evaluation happen apart from this module's.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  // The page's language is its path's (/hi/…, /ta/…); its layout's messages load before anything is drawn.
  const language = languageOfPath(window.location.pathname);
  document.documentElement.lang = htmlLang(language);
  activateLanguage(language);
  const commonLoaded = loadNamespaces('common');
  const routes = appRoutes();
  const app = (router: ReturnType<typeof startRouter>) => (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  if (!releaseInput) {
    await commonLoaded;
    createRoot(root).render(app(startRouter(routes, false, language)));
    registerServiceWorkerWhenIdle();
    return;
  }
  const state = document.getElementById('query-state')?.textContent;
  if (state) hydrate(queryClient, JSON.parse(state));
  const [, matchedParts] = await Promise.all([commonLoaded, loadMatchedRoutes(routes, window.location.pathname, language)]);
  const partsLoaded = [loadLayoutParts(), ...matchedParts];
  const router = startRouter(routes, true, language);
  // The page is already drawn from its HTML. In a transition React hydrates it in short slices, each
  // Suspense boundary on its own (a lazy one once its code is here), and a tapped boundary first.
  const hydrated = new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(root, <Hydrated onDone={resolve}>{app(router)}</Hydrated>, { onRecoverableError: reportRecoverableError });
    });
  });
  // Held input goes to the app once its root is hydrated and every lazy part's code is here: a tap or
  // typing on a boundary still to hydrate makes React hydrate that boundary at once and then handle it.
  const ready = Promise.all([hydrated, ...partsLoaded]);
  releaseInput(ready);
  void ready.then(registerServiceWorkerWhenIdle);
}
