import { createBrowserRouter } from 'react-router';
import { AppLayout } from './layout';

/** Each screen is its own chunk, loaded when its route is first visited. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        { index: true, lazy: () => import('../features/home/home-route').then((m) => ({ Component: m.HomeRoute })) },
        { path: '*', lazy: () => import('../features/misc/not-found-route').then((m) => ({ Component: m.NotFoundRoute })) },
      ],
    },
  ]);
}
