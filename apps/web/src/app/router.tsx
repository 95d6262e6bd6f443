import { createBrowserRouter, type RouteObject } from 'react-router';
import { blogSlugs } from '../content/blog-slugs';
import { type Language, languageBasename, loadNamespaces } from '../lib/i18n';
import { requireSession } from '../lib/session';
import { AppLoading } from './app-loading';
import { AppLayout } from './layout';

/** What a route tells main.tsx: the code of its lazy parts, to fetch beside the hydration of its prerendered page. */
export interface PageHandle {
  loadParts?: () => Promise<unknown>;
}

/**
 * Each screen is its own chunk, loaded when its route is first visited. The prerender step renders the same routes.
 * A page that was not prerendered starts with its route's code (and loader) still to come: the top-level
 * routes show AppLoading meanwhile, the same brand bar the app shell paints first.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      HydrateFallback: AppLoading,
      children: [
        {
          index: true,
          lazy: () =>
            Promise.all([import('../features/home/home-route'), loadNamespaces('home')]).then(([m]) => ({
              Component: m.HomeRoute,
              handle: { loadParts: m.loadHomeParts } satisfies PageHandle,
            })),
        },
        {
          path: 'services',
          lazy: () =>
            Promise.all([import('../features/services/services-route'), loadNamespaces('services', 'booking')]).then(([m]) => ({ Component: m.ServicesRoute })),
        },
        {
          path: 'services/in/:city',
          lazy: () =>
            Promise.all([import('../features/city-landing/city-landing-route'), loadNamespaces('city')]).then(([m]) => ({ Component: m.CityLandingRoute })),
        },
        {
          path: 'about',
          lazy: () => Promise.all([import('../features/pages/about-route'), loadNamespaces('pages')]).then(([m]) => ({ Component: m.AboutRoute })),
        },
        {
          path: 'contact',
          lazy: () => Promise.all([import('../features/pages/contact-route'), loadNamespaces('pages')]).then(([m]) => ({ Component: m.ContactRoute })),
        },
        {
          path: 'thankyou',
          lazy: () => Promise.all([import('../features/pages/thank-you-route'), loadNamespaces('pages')]).then(([m]) => ({ Component: m.ThankYouRoute })),
        },
        {
          path: 'blog',
          lazy: () => Promise.all([import('../features/pages/blog-route'), loadNamespaces('pages')]).then(([m]) => ({ Component: m.BlogRoute })),
        },
        // A route per article, not 'blog/:slug': the server's route list then answers 404 for a slug the blog does not have.
        ...blogSlugs.map((slug) => ({
          path: `blog/${slug}`,
          lazy: () => import('../features/blog/article-route').then((m) => ({ Component: m.ArticleRoute })),
        })),
        {
          path: 'login',
          lazy: () => Promise.all([import('../features/auth/login-route'), loadNamespaces('auth')]).then(([m]) => ({ Component: m.LoginRoute })),
        },
        {
          path: 'signup',
          lazy: () => Promise.all([import('../features/auth/signup-route'), loadNamespaces('auth')]).then(([m]) => ({ Component: m.SignupRoute })),
        },
        {
          path: 'logout',
          lazy: () => Promise.all([import('../features/auth/logout-route'), loadNamespaces('auth')]).then(([m]) => ({ Component: m.LogoutRoute })),
        },
        {
          path: 'menu',
          lazy: () => Promise.all([import('../features/account/menu-route'), loadNamespaces('account')]).then(([m]) => ({ Component: m.MenuRoute })),
        },
        {
          path: 'profile/edit',
          loader: requireSession,
          lazy: () =>
            Promise.all([import('../features/account/profile-edit-route'), loadNamespaces('account', 'wallet')]).then(([m]) => ({
              Component: m.ProfileEditRoute,
            })),
        },
        {
          path: 'profile/vehicle',
          loader: requireSession,
          lazy: () => Promise.all([import('../features/vehicles/vehicles-route'), loadNamespaces('account')]).then(([m]) => ({ Component: m.VehiclesRoute })),
        },
        {
          path: 'profile/addresses',
          loader: requireSession,
          lazy: () =>
            Promise.all([import('../features/addresses/addresses-route'), loadNamespaces('account')]).then(([m]) => ({ Component: m.AddressesRoute })),
        },
        {
          path: 'profile/security',
          loader: requireSession,
          lazy: () => Promise.all([import('../features/account/security-route'), loadNamespaces('account')]).then(([m]) => ({ Component: m.SecurityRoute })),
        },
        {
          path: 'profile/wallet',
          loader: requireSession,
          lazy: () => Promise.all([import('../features/wallet/wallet-route'), loadNamespaces('wallet')]).then(([m]) => ({ Component: m.WalletRoute })),
        },
        {
          path: 'profile/transactions',
          loader: requireSession,
          lazy: () =>
            Promise.all([import('../features/wallet/transactions-route'), loadNamespaces('wallet')]).then(([m]) => ({ Component: m.TransactionsRoute })),
        },
        // The help page starts with the home page's questions, which are the home catalogue's.
        {
          path: 'help',
          lazy: () => Promise.all([import('../features/help/help-route'), loadNamespaces('home', 'help')]).then(([m]) => ({ Component: m.HelpRoute })),
        },
        {
          path: 'checkout',
          loader: requireSession,
          lazy: () =>
            Promise.all([import('../features/checkout/checkout-route'), loadNamespaces('checkout', 'booking')]).then(([m]) => ({ Component: m.CheckoutRoute })),
        },
        {
          path: 'checkout/balance/:trackingId',
          loader: requireSession,
          lazy: () =>
            Promise.all([import('../features/checkout/balance-route'), loadNamespaces('checkout', 'booking')]).then(([m]) => ({ Component: m.BalanceRoute })),
        },
        {
          path: 'order/:trackingId/confirmed',
          loader: requireSession,
          lazy: () =>
            Promise.all([import('../features/checkout/booking-confirmed-route'), loadNamespaces('checkout', 'booking')]).then(([m]) => ({
              Component: m.BookingConfirmedRoute,
            })),
        },
        {
          path: 'order/:trackingId',
          loader: requireSession,
          // The order page's warranty, damage and late-credit text (ADR 38) is the `trust` namespace's.
          lazy: () =>
            Promise.all([import('../features/orders/order-route'), loadNamespaces('orders', 'trust', 'booking')]).then(([m]) => ({ Component: m.OrderRoute })),
        },
        {
          path: 'order-history',
          loader: requireSession,
          lazy: () =>
            Promise.all([import('../features/orders/order-history-route'), loadNamespaces('orders', 'booking')]).then(([m]) => ({
              Component: m.OrderHistoryRoute,
            })),
        },
        { path: '*', lazy: () => import('../features/pages/not-found-route').then((m) => ({ Component: m.NotFoundRoute })) },
      ],
    },
    // The garage partner console: its own layout and chunk; customer pages load none of it.
    {
      path: 'partner/*',
      loader: requireSession,
      HydrateFallback: AppLoading,
      lazy: () => Promise.all([import('../features/partner/partner-app'), loadNamespaces('partner', 'booking')]).then(([m]) => ({ Component: m.PartnerApp })),
    },
    // The platform team's admin console: likewise its own layout and chunk.
    {
      path: 'admin/*',
      loader: requireSession,
      HydrateFallback: AppLoading,
      lazy: () => import('../features/admin/admin-app').then((m) => ({ Component: m.AdminApp })),
    },
  ];
}

/**
 * The path of every page the routes draw ('/', '/order/:trackingId', '/partner/*'), the catch-all
 * not-found route left out: the build writes them for the server, which answers any other path 404.
 */
export function appRoutePaths(routes: RouteObject[] = appRoutes(), parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent || '/';
    const own = route.index || route.path ? [here] : [];
    return [...own, ...appRoutePaths(route.children ?? [], here)];
  });
}

/**
 * `prerendered`: the page on screen came as HTML. As after server rendering, the router then leaves the
 * first position to the browser: a reader who scrolled before the app took over stays where they are
 * (ScrollRestoration would otherwise scroll a fresh load to the top), and a reload keeps its place.
 */
export function createAppRouter(routes: RouteObject[] = appRoutes(), prerendered = false, language: Language = 'en') {
  // Hindi and Tamil pages live under /hi and /ta: the same routes and links, under the language's basename.
  return createBrowserRouter(routes, { basename: languageBasename(language) || undefined, ...(prerendered ? { hydrationData: {} } : {}) });
}
