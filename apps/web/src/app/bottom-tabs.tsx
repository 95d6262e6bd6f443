import { useLocation } from 'react-router';
import { AppNavLink } from '../components/app-link';
import { Icon, type IconName } from '../components/icons';
import { useCart } from '../lib/cart';
import { type MessageId, useT } from '../lib/i18n';

/** The routes that show the mobile tab bar (spec §2). */
export const TAB_BAR_ROUTES = ['/', '/services', '/checkout', '/menu'];

const tabs: { label: MessageId; to: string; icon: IconName }[] = [
  { label: 'common.tabs.home', to: '/', icon: 'home' },
  { label: 'common.tabs.services', to: '/services', icon: 'wrench' },
  { label: 'common.tabs.cart', to: '/checkout', icon: 'cart' },
  { label: 'common.tabs.menu', to: '/menu', icon: 'grid' },
];

export function BottomTabs() {
  const { pathname } = useLocation();
  const count = useCart((s) => s.items.length);
  const { t } = useT();
  if (!TAB_BAR_ROUTES.includes(pathname)) return null;
  return (
    <nav
      aria-label={t('common.tabs.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid h-16 grid-cols-4">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <AppNavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `relative flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${isActive ? 'text-brand-700' : 'text-slate-600'}`
              }
            >
              <Icon name={tab.icon} className="size-6" />
              {t(tab.label)}
              {tab.icon === 'cart' && count > 0 ? (
                <span
                  className="absolute top-1.5 left-1/2 ml-2 grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] font-bold text-white"
                  aria-label={t('common.tabs.inCart', { count })}
                >
                  {count}
                </span>
              ) : null}
            </AppNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
