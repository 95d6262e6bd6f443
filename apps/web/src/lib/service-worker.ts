/**
 * Registers the service worker that vite-plugin-pwa builds with Workbox (ADR 0020), once the page has
 * hydrated and the main thread is idle. The plugin's own script registers it on `load`, which on a
 * prerendered page comes in the middle of hydration: the registration and the precaching it starts
 * then compete with the page's first work on a slow phone (a 20 ms task seen on /services).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A failed registration leaves the site working online, as in a browser without service workers.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);
}
