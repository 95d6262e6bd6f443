import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and in the render that hydrates a prerendered page, true from the render React
 * makes right after (and at once in a page rendered in the browser). A part of a prerendered page whose
 * output depends on data fetched in the browser must draw what the HTML had while it hydrates: another
 * part may have fetched that data before this one's turn came, and React does not correct attributes
 * that differ from the HTML (and redraws a whole part, reporting an error, where text differs).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Renders `children` only in the browser, and on a prerendered page only once it has hydrated: for
 * parts that draw nothing (behaviour such as choosing the saved car, the router's scroll restoration),
 * so their work stays out of hydration's slices and out of the HTML.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
