/** Whether a prerendered page is being hydrated (main.tsx and lib/hydrate-later.tsx keep this). */
let hydrating = false;

export const isHydratingPage = (): boolean => hydrating;

export function setHydratingPage(value: boolean): void {
  hydrating = value;
}
