import { type ReactNode, useEffect, useState } from 'react';
import { isHydratingPage, pageHydrated } from './hydration-phase';

/**
 * Renders `children` once the page has hydrated, for parts that draw nothing (behaviour such as
 * choosing the saved car): their work need not lengthen the tasks that hydrate what is on screen.
 * Renders them at once on the server and when no page is hydrating.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(() => !isHydratingPage());
  useEffect(() => {
    if (ready) return;
    let live = true;
    void pageHydrated().then(() => live && setReady(true));
    return () => void (live = false);
  }, [ready]);
  return ready ? children : null;
}
