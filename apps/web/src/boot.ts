/**
 * The page's only script tag. A prerendered page is complete in its HTML: the app's code is fetched
 * once that HTML has been painted (the frame after this runs), so on a slow phone the first paint
 * never waits behind the app's script competing for the same connection (ADR 0028). Clicks and
 * typing meanwhile are held until the app owns the page. Any other path needs the app to draw
 * anything, and loads it at once.
 */
import { holdEarlyInput } from './lib/early-input';

/**
 * React DOM first, then the rest of the app in a later task: evaluating all of it at once was one task
 * of 50–90 ms on a 4× slowed CPU, which a tap made meanwhile would wait behind.
 */
const loadApp = () =>
  import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./main'));

if (document.getElementById('root')?.dataset.prerendered === window.location.pathname) {
  const releaseInput = holdEarlyInput();
  // requestAnimationFrame runs just before the next frame is drawn; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(() => void loadApp().then(({ startApp }) => startApp(releaseInput)), 0));
} else {
  void import('./main').then(({ startApp }) => startApp());
}
