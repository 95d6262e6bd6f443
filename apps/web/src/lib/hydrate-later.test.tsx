import { act } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, progressiveHydrationDone, startProgressiveHydration } from './hydrate-later';
import { lazyPart } from './lazy-part';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Tapped {count}
    </button>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let arrive: () => void = () => undefined;
/** A lazy part whose code arrives when the test says, holding a part that hydrates later. */
const LazySection = lazyPart(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () =>
        resolve({
          default: () => (
            <HydrateLater id="inner">
              <Counter />
            </HydrateLater>
          ),
        });
    }),
);

function Page() {
  return (
    <div>
      <HydrateLater id="outer">
        <section>
          <Suspense fallback={null}>
            <LazySection />
          </Suspense>
        </section>
      </HydrateLater>
    </div>
  );
}

describe('progressive hydration', () => {
  afterEach(() => document.body.replaceChildren());

  it('is done only once a lazy part revealed by a later turn has arrived and its own parts have hydrated', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div><section><button type="button">Tapped 0</button></section></div>';
    document.body.append(root);
    const prerendered = root.querySelector('button');
    startProgressiveHydration();
    let done = false;
    // Without act(): it would hold Preact's renders back until its callback ends, unlike a browser.
    hydrateRoot(root, <Page />);
    void progressiveHydrationDone().then(() => (done = true));
    await pause(50);
    expect(done).toBe(false);
    arrive();
    await pause(50);
    expect(done).toBe(true);
    // The markup was kept, and it is the app's now.
    expect(root.querySelector('button')).toBe(prerendered);
    await act(async () => prerendered?.click());
    expect(root.querySelector('button')?.textContent).toBe('Tapped 1');
  });
});
