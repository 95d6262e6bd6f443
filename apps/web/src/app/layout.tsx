import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../lib/lazy-part';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { BottomTabs, TAB_BAR_ROUTES } from './bottom-tabs';
import { STATIC_PAGE_HEADS, useDocumentHead } from '../lib/page-head';
import { DesktopHeader, MobileTopBar } from './site-header';
import { Toaster } from '../components/toaster';
import { startLocating } from '../lib/location';
import { usePickers } from '../lib/pickers';
import { DefaultCarChoice } from '../lib/saved-cars';
import { AfterHydration } from '../lib/after-hydration';
import { HydrateLater } from '../lib/hydrate-later';

// The pickers and the side menu are only downloaded when first opened.
const PickersHost = lazyPart(() => import('../components/pickers-host'));
const SideMenu = lazyPart(() => import('./side-menu'));
// The footer is below the fold on every page (main fills the screen), so it arrives after the first paint.
const SiteFooter = lazyPart(() => import('./site-footer'));

/** Starts fetching the parts every page shows, in a task before the page's frame is hydrated. */
export function loadLayoutParts(): void {
  void SiteFooter.load();
}

export function AppLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const pickerOpen = usePickers((s) => s.open !== null);
  const [pickersWanted, setPickersWanted] = useState(false);
  const { pathname } = useLocation();
  if (pickerOpen && !pickersWanted) setPickersWanted(true);

  useEffect(() => startLocating(), []);
  useDocumentHead(STATIC_PAGE_HEADS[pathname]);

  return (
    <div className={`flex min-h-dvh flex-col ${TAB_BAR_ROUTES.includes(pathname) ? 'pb-16 md:pb-0' : ''}`}>
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <HydrateLater id="desktop-header">
        <DesktopHeader />
      </HydrateLater>
      <HydrateLater id="mobile-top-bar">
        <MobileTopBar
          onOpenMenu={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
      </HydrateLater>
      {menuWanted ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
      <HydrateLater id="main">
        <main id="main" className="flex min-h-dvh flex-1 flex-col [&>*:only-child]:flex-1">
          <Outlet />
        </main>
      </HydrateLater>
      <HydrateLater id="footer">
        <SiteFooter />
      </HydrateLater>
      <HydrateLater id="bottom-tabs">
        <BottomTabs />
      </HydrateLater>
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
