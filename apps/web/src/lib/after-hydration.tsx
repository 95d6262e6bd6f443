import { type ReactNode, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * Renders `children` only in the browser, and on a prerendered page only once it has hydrated: for
 * parts that draw nothing (behaviour such as choosing the saved car, the router's scroll restoration),
 * so their work stays out of hydration's slices and out of the HTML. React gives the server snapshot
 * while hydrating and re-renders with the client's right after; a page rendered in the browser gets
 * them at once.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return inBrowser ? children : null;
}
