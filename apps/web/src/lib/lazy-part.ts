import { type ComponentType, lazy } from 'react';

/** Lazy parts of the page whose code is still on its way. */
const loading = new Set<Promise<unknown>>();

/**
 * React's `lazy`, keeping count of the parts still loading: until a part has arrived, its markup
 * (prerendered) is on screen but not yet the app's, so progressive hydration (lib/hydrate-later.tsx)
 * is not done, and the early-input guard still holds taps.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    if (started) return started;
    const promise = (started = load());
    loading.add(promise);
    void promise.finally(() => loading.delete(promise)).catch(() => {});
    return promise;
  };
  // `load` fetches the code ahead of the first render (asking for a module costs main-thread time too).
  return Object.assign(lazy(start), { load: start });
}

/** Resolves once no lazy part is loading (parts that start loading meanwhile included). */
export async function lazyPartsLoaded(): Promise<void> {
  while (loading.size) await Promise.allSettled([...loading]);
}
