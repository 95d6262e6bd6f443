import { type ReactNode, Suspense } from 'react';
import { isHydratingPage, setHydratingPage } from './hydration-phase';
import { lazyPartsLoaded } from './lazy-part';
import { nextTask } from './next-task';

/**
 * Progressive hydration of a prerendered page (ADR 0023). Hydrating the whole page at once is one long
 * task: on a mid-range phone it blocks taps for a few hundred milliseconds. Parts wrapped in
 * <HydrateLater> are hydrated one per task afterwards, in page order, their prerendered markup on screen
 * (and taps held by the early-input guard) meanwhile. On the server, and for anything rendered after
 * the page has hydrated, it renders its children as they are.
 */

/** The turns given out so far, one after another. */
let queue: Promise<void> = Promise.resolve();
const turns = new Map<string, { done: boolean; promise: Promise<void> }>();

function turnOf(id: string) {
  let turn = turns.get(id);
  if (!turn) {
    const entry = { done: false, promise: Promise.resolve() };
    entry.promise = queue = queue.then(nextTask).then(() => void (entry.done = true));
    turns.set(id, (turn = entry));
  }
  return turn;
}

/** Suspends the first (hydrating) render of its children until their turn: the hydration keeps their markup meanwhile. */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  if (isHydratingPage()) {
    const turn = turnOf(id);
    if (!turn.done) throw turn.promise;
  }
  return children;
}

/**
 * Hydrates `children` in a task of its own. They must render exactly one element at the top (what the
 * paused hydration keeps on screen), and `id` must be unique on the page.
 */
export function HydrateLater({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate id={id}>{children}</Gate>
    </Suspense>
  );
}

/** Called by main.tsx around the hydration of a prerendered page: every part wrapped above waits its turn. */
export function startProgressiveHydration(): void {
  setHydratingPage(true);
}

/**
 * Resolves once every part has had its turn and every lazy part has arrived and hydrated, parts that
 * joined meanwhile included (a part's turn may reveal a lazy part whose own parts join once it
 * arrives), and ends progressive hydration.
 */
export async function progressiveHydrationDone(): Promise<void> {
  for (let seen = null as Promise<void> | null; seen !== queue; ) {
    seen = queue;
    await seen;
    // The last part's render, which may start loading lazy parts; then their renders, which may add parts.
    await nextTask();
    await lazyPartsLoaded();
    await nextTask();
  }
  setHydratingPage(false);
}
