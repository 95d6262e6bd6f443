/**
 * What the app and its libraries get for `import … from 'react'` (apps/web/vite.config.ts, ADR 23):
 * Preact's compatibility layer, except that useSyncExternalStore honours the server snapshot while a
 * prerendered page hydrates, as React does. Preact's ignores it, and Preact's hydration leaves the
 * markup's attributes as they are: a value that differs from the page's HTML (a stored city, a wide
 * screen) must arrive in a render after the hydrating one, or the page keeps the HTML's classes.
 */
import compat, { useEffect, useState, useSyncExternalStore as compatUseSyncExternalStore } from 'preact/compat';
import { isHydratingPage } from './hydration-phase';

// @ts-expect-error -- preact/compat's types are written as `export =`; the module itself is an ES module with named exports.
export * from 'preact/compat';

export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T {
  // On the server (the prerender) there is only the server snapshot.
  const [hydrated, setHydrated] = useState(() => !getServerSnapshot || (typeof window !== 'undefined' && !isHydratingPage()));
  useEffect(() => {
    if (!hydrated) setHydrated(true);
  }, [hydrated]);
  return compatUseSyncExternalStore(subscribe, hydrated || !getServerSnapshot ? getSnapshot : getServerSnapshot);
}

// Libraries that import React's default export (zustand) read the hook from it.
export default { ...compat, useSyncExternalStore };
