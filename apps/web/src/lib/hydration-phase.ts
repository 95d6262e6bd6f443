/** Whether a prerendered page is being hydrated (main.tsx and lib/hydrate-later.tsx keep this). */
let hydrating = false;
let waiting: (() => void)[] = [];

export const isHydratingPage = (): boolean => hydrating;

export function setHydratingPage(value: boolean): void {
  hydrating = value;
  if (value) return;
  for (const resolve of waiting) resolve();
  waiting = [];
}

/** Resolves once no page is hydrating (at once when none is). */
export function pageHydrated(): Promise<void> {
  return hydrating ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve();
}
