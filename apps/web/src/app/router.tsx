import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout';

/** Each screen is its own chunk, loaded when its route is first visited. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, lazy: () => import('../features/home/home-route').then((m) => ({ Component: m.HomeRoute })) },
        { path: 'services', lazy: () => import('../features/services/services-route').then((m) => ({ Component: m.ServicesRoute })) },
        { path: 'about', lazy: () => import('../features/misc/about-route').then((m) => ({ Component: m.AboutRoute })) },
        { path: 'contact', lazy: () => import('../features/misc/contact-route').then((m) => ({ Component: m.ContactRoute })) },
        { path: 'thankyou', lazy: () => import('../features/misc/thank-you-route').then((m) => ({ Component: m.ThankYouRoute })) },
        { path: 'blog', lazy: () => import('../features/misc/blog-route').then((m) => ({ Component: m.BlogRoute })) },
        { path: '*', lazy: () => import('../features/misc/not-found-route').then((m) => ({ Component: m.NotFoundRoute })) },
      ],
    },
  ]);
}
