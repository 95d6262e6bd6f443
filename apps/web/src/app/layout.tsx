import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { BottomTabs, TAB_BAR_ROUTES } from './bottom-tabs';
import { appPageHead, staticPageHead, useDocumentHead } from '../lib/page-head';
import { useT } from '../lib/i18n';
import { DesktopHeader, MobileTopBar } from './site-header';
import { Toaster } from '../components/toaster';
import { startLocating } from '../lib/location';
import { usePickers } from '../lib/pickers';
import { DefaultCarChoice } from '../lib/saved-cars';
import { AfterHydration } from '../lib/after-hydration';

// The pickers and the side menu are only downloaded when first opened.
const PickersHost = lazy(() => import('../components/pickers-host'));
const SideMenu = lazy(() => import('./side-menu'));
// The footer is below the fold on every page (main fills the screen), so it arrives after the first paint.
const loadFooter = () => import('./site-footer');
const SiteFooter = lazy(loadFooter);

/** Fetches the code of the lazy parts every page shows (main.tsx starts it beside the hydration). */
export const loadLayoutParts = (): Promise<unknown> => loadFooter();

export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const pickerOpen = usePickers((s) => s.open !== null);
  const [pickersWanted, setPickersWanted] = useState(false);
  const { pathname } = useLocation();
  const { t, language } = useT();
  if (pickerOpen && !pickersWanted) setPickersWanted(true);

  useEffect(() => startLocating(), []);
  useDocumentHead(staticPageHead(pathname, t, language) ?? appPageHead(pathname, t));

  return (
    <div className={`flex min-h-dvh flex-col ${TAB_BAR_ROUTES.includes(pathname) ? 'pb-16 md:pb-0' : ''}`}>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('common.skipToContent')}
      </a>
      {/* Each Suspense boundary is hydrated by React on its own, in short slices, a tapped one first (ADR 0028). */}
      <Suspense fallback={null}>
        <DesktopHeader />
      </Suspense>
      <Suspense fallback={null}>
        <MobileTopBar
          onOpenMenu={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
      </Suspense>
      {menuWanted ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <main id="main" className="flex min-h-dvh flex-1 flex-col [&>*:only-child]:flex-1">
          <Outlet />
        </main>
      </Suspense>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <Suspense fallback={null}>
        <BottomTabs />
      </Suspense>
      <Toaster />
      {pickersWanted ? (
        <Suspense fallback={null}>
          <PickersHost />
        </Suspense>
      ) : null}
      <AfterHydration>
        <ScrollRestoration />
        <DefaultCarChoice />
      </AfterHydration>
    </div>
  );
}
