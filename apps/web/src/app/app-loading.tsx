import { BRAND } from '../components/icons';
import { Spinner } from '../components/spinner';
import { useT } from '../lib/i18n';

/**
 * What a page shows while its code arrives on the first load (React Router's HydrateFallback): the brand
 * bar of the app shell (index.html's .app-shell-bar, styled there) and a spinner, so nothing jumps.
 */
export function AppLoading() {
  const { t } = useT();
  return (
    <div className="min-h-dvh">
      <div className="app-shell-bar" aria-hidden="true">
        <img src="/favicon.svg" width="32" height="32" alt="" />
        {BRAND}
      </div>
      <Spinner label={t('common.loading')} />
    </div>
  );
}
