import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // Prerendered pages are drawn for phones (most of our visitors); a wider screen re-renders once hydrated.
    () => false,
  );
}

/** The layout's breakpoint: phones are below 768 px. */
export const DESKTOP_QUERY = '(min-width: 768px)';
