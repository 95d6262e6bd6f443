import { useLocation, useNavigate } from 'react-router';
import { AppLink, AppNavLink } from '../components/app-link';
import { Icon, Logo } from '../components/icons';
import { useLocationStore, useServicePoint } from '../lib/location';
import { usePickers } from '../lib/pickers';
import { carLabel, usePreferences } from '../lib/preferences';
import { useSession } from '../lib/session';
import { useT } from '../lib/i18n';
import { AccountMenu } from './account-menu';
import { LanguageSwitcher } from '../components/language-switcher';

/** Desktop header: over the hero on the home page, a plain bar elsewhere; the account menu for a signed-in customer. */
export function DesktopHeader() {
  const onHome = useLocation().pathname === '/';
  const user = useSession((s) => s.user);
  const { t } = useT();
  const link = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 font-medium focus-visible:outline-2 ${
      onHome
        ? 'text-white hover:bg-white/10 focus-visible:outline-white'
        : `hover:bg-slate-100 focus-visible:outline-brand-600 ${isActive ? 'text-brand-700' : 'text-slate-700'}`
    }`;
  const accountPill = `ml-2 flex items-center gap-2 rounded-full px-4 py-2 font-semibold focus-visible:outline-2 ${
    onHome
      ? 'bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-white'
      : 'bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600'
  }`;
  return (
    <header className={`hidden md:block ${onHome ? 'absolute inset-x-0 top-0 z-30' : 'border-b border-slate-200 bg-white'}`}>
      <nav aria-label={t('common.nav.main')} className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <AppLink to="/" aria-label={t('common.nav.homeLink')} className="rounded-md focus-visible:outline-2 focus-visible:outline-brand-600">
          <Logo inverted={onHome} />
        </AppLink>
        <div className="flex items-center gap-1">
          <LanguageSwitcher
            className={`mr-2 text-sm ${onHome ? 'text-white' : 'text-slate-700'}`}
            linkClassName={`block rounded-md px-2 py-1 focus-visible:outline-2 aria-[current]:font-semibold aria-[current]:underline aria-[current]:underline-offset-4 ${
              onHome ? 'hover:bg-white/10 focus-visible:outline-white' : 'hover:bg-slate-100 focus-visible:outline-brand-600'
            }`}
          />
          <AppNavLink to="/about" className={link}>
            {t('common.nav.about')}
          </AppNavLink>
          <AppNavLink to="/services" className={link}>
            {t('common.nav.services')}
          </AppNavLink>
          <AppNavLink to="/contact" className={link}>
            {t('common.nav.contact')}
          </AppNavLink>
          {user ? (
            <AccountMenu user={user} buttonClassName={accountPill} />
          ) : (
            <AppNavLink to="/login" className={accountPill}>
              <Icon name="user" />
              {t('common.nav.logIn')}
            </AppNavLink>
          )}
        </div>
      </nav>
    </header>
  );
}

/** Mobile top bar: menu button, then the location (home) or Back (elsewhere), and the car chip. */
export function MobileTopBar({ onOpenMenu }: { onOpenMenu(): void }) {
  const onHome = useLocation().pathname === '/';
  const navigate = useNavigate();
  const place = useLocationStore((s) => s.location);
  const city = usePreferences((s) => s.city);
  // The device's place only while it is the point served (inside the chosen city, or no city chosen).
  const shown = (useServicePoint()?.source === 'device' ? place : null) ?? city?.name ?? null;
  const car = usePreferences((s) => s.car);
  const openPicker = usePickers((s) => s.openPicker);
  const { t } = useT();
  const chip = 'flex min-w-0 items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white md:hidden">
      <nav aria-label={t('common.nav.main')} className="flex h-14 items-center gap-1 px-2">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={t('common.topBar.openMenu')}
          className="grid size-11 shrink-0 place-items-center rounded-full text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon name="menu" className="size-6" />
        </button>
        {onHome ? (
          <button
            type="button"
            onClick={() => openPicker('city')}
            className={`${chip} text-slate-900`}
            aria-label={t('common.topBar.location', { place: shown ?? t('common.topBar.selectCity') })}
          >
            <Icon name="pin" className="size-5 shrink-0 text-brand-600" />
            <span className="truncate">{shown ?? t('common.topBar.selectCity')}</span>
          </button>
        ) : (
          <button type="button" onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/'))} className={`${chip} text-slate-900`}>
            <Icon name="back" className="size-5 shrink-0" />
            {t('common.topBar.back')}
          </button>
        )}
        <button type="button" onClick={() => openPicker('car')} className={`${chip} ml-auto max-w-[55%] border border-brand-100 bg-brand-50 text-brand-700`}>
          <Icon name="car" className="size-5 shrink-0" />
          <span className="truncate">{carLabel(car) ?? t('common.topBar.selectCar')}</span>
        </button>
      </nav>
    </header>
  );
}
