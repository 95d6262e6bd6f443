/**
 * The page's only script tag. A prerendered page is complete in its HTML: the app's code is fetched
 * once that HTML has been painted (the frame after this runs), so on a slow phone the first paint
 * never waits behind the app's script competing for the same connection (ADR 0028). Clicks and
 * typing meanwhile are held until the app owns the page. Any other path needs the app to draw
 * anything, and loads it at once.
 */
import { holdEarlyInput } from './lib/early-input';

if (document.getElementById('root')?.dataset.prerendered === window.location.pathname) {
  const releaseInput = holdEarlyInput();
  // requestAnimationFrame runs just before the next frame is drawn; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(() => void import('./main').then(({ startApp }) => startApp(releaseInput)), 0));
} else {
  void import('./main').then(({ startApp }) => startApp());
}
