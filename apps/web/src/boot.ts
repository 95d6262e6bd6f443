/**
 * The page's only script tag. A prerendered page is complete in its HTML: the app's code is fetched
 * once that HTML has been painted (the frame after this runs), so on a slow phone the first paint
 * never waits behind the app's script competing for the same connection (ADR 0028). Clicks and
 * typing meanwhile are held until the app owns the page. Any other path needs the app to draw
 * anything, and loads it at once.
 */
import { holdEarlyInput } from './lib/early-input';
import { isLanguage, LANGUAGE_STORAGE_KEY, languageOfPath, pathInLanguage } from './lib/language-path';

/**
 * React DOM and the rest of the app, fetched side by side: nothing the app loads at once imports React
 * DOM but main.tsx's start, which waits for it, so the browser evaluates the two apart. Evaluating all
 * of it at once was one task of 50–90 ms on a 4× slowed CPU, which a tap made meanwhile waited behind.
 */
const loadApp = () => {
  void import('react-dom/client');
  return import('./main');
};

/** The language this visitor chose before, if any (storage may be refused). */
function rememberedLanguage() {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** '/hi' and '/hi/' are one page. */
const samePath = (a: string | undefined, b: string) => a !== undefined && a.replace(/(.)\/$/, '$1') === b.replace(/(.)\/$/, '$1');

const { pathname, search, hash } = window.location;
const remembered = rememberedLanguage();
// An English address opened by a visitor who chose Hindi or Tamil: the same page in their language.
// (A Hindi or Tamil address is the visitor's choice of that page's language, and is kept.)
if (remembered && remembered !== 'en' && languageOfPath(pathname) === 'en') {
  window.location.replace(pathInLanguage(pathname, remembered) + search + hash);
} else if (samePath(document.getElementById('root')?.dataset.prerendered, pathname)) {
  const releaseInput = holdEarlyInput();
  // requestAnimationFrame runs just before the next frame is drawn; the timeout, just after it.
  requestAnimationFrame(() => setTimeout(() => void loadApp().then(({ startApp }) => startApp(releaseInput)), 0));
} else {
  void import('./main').then(({ startApp }) => startApp());
}
