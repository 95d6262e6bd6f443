import { describe, expect, it } from 'vitest';
import { appRoutePaths, appRoutes } from './router';

describe('the route paths the server is told about', () => {
  it("are every page's path, parameters and consoles' splats included, the catch-all not-found route left out", () => {
    const paths = appRoutePaths();
    for (const path of [
      '/',
      '/services',
      '/services/in/:city',
      '/checkout',
      '/order/:trackingId',
      '/order/:trackingId/confirmed',
      '/profile/wallet',
      '/partner/*',
      '/admin/*',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.endsWith('*') && !path.startsWith('/partner') && !path.startsWith('/admin'))).toBe(false);
  });

  it('join nested paths under their parents', () => {
    expect(appRoutePaths([{ path: 'garage', children: [{ index: true }, { path: 'jobs/:id' }, { path: '*' }] }])).toEqual([
      '/garage',
      '/garage',
      '/garage/jobs/:id',
    ]);
  });

  it('give every top-level route a loading screen for its first load, so React Router has its HydrateFallback', () => {
    for (const route of appRoutes()) expect(route.HydrateFallback, route.path ?? 'layout').toBeDefined();
  });
});
