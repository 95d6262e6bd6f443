import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useMatch, useParams } from 'react-router';
import { BoardScreen } from './components/board-screen';
import { GarageChooser } from './components/garage-chooser';
import { JobScreen } from './components/job-screen';
import { PricesScreen } from './components/prices-screen';
import { SlotsScreen } from './components/slots-screen';
import { StaffScreen } from './components/staff-screen';
import { TripsScreen } from './components/trips-screen';
import { LoadError, PartnersOnly } from './components/states';
import { Icon, type IconName } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { Toaster } from '../../components/toaster';
import { LanguageSwitcher } from '../../components/language-switcher';
import { type MessageId, useT } from '../../lib/i18n';
import { isPartner, useRoles, type Roles } from '../../lib/partner-access';

/**
 * The garage partner console: its own layout and screens, in its own chunk (customer pages load none
 * of it). /partner chooses a garage; /partner/:garageId is that garage's jobs, slots and prices.
 */
export function PartnerApp() {
  const { t } = useT();
  const roles = useRoles({ fresh: true });
  // While the server is asked again, an answer cached before this user was added to a garage does not turn them away.
  if (roles.isPending || (roles.isFetching && !isPartner(roles.data))) {
    return (
      <Frame>
        <Spinner label={t('partner.app.loading')} />
      </Frame>
    );
  }
  if (roles.isError) {
    return (
      <Frame>
        <LoadError error={roles.error} onRetry={() => void roles.refetch()} what={t('partner.app.yourAccount')} />
      </Frame>
    );
  }
  if (!isPartner(roles.data)) {
    return (
      <Frame>
        <PartnersOnly />
      </Frame>
    );
  }
  return (
    <Routes>
      <Route
        index
        element={
          <Frame>
            <GarageChooser roles={roles.data} />
          </Frame>
        }
      />
      <Route path=":garageId/*" element={<GarageConsole roles={roles.data} />} />
      <Route path="*" element={<Navigate to="/partner" replace />} />
    </Routes>
  );
}

const GARAGE_ID = /^[1-9]\d{0,8}$/;

function GarageConsole({ roles }: { roles: Roles }) {
  const { t } = useT();
  const raw = useParams().garageId ?? '';
  const onJob = useMatch('/partner/:garageId/jobs/:trackingId') !== null;
  if (!GARAGE_ID.test(raw)) return <Navigate to="/partner" replace />;
  const garageId = Number(raw);
  const garage = roles.garages.find((g) => g.id === garageId);
  const canSwitch = roles.admin || roles.garages.length > 1;
  // Slots, closures, prices and staff are the owner's (and an admin's); staff run the jobs (the server enforces it too).
  const manages = roles.admin || garage?.role === 'owner';
  // A service buddy's console is their trips: the board, jobs and the owner's pages are not theirs (the server refuses them too).
  const buddy = !roles.admin && garage?.role === 'driver';
  const title = garage?.name || t('partner.garage.numbered', { id: garageId });
  const trips = <TripsScreen garageId={garageId} buddy={buddy} />;
  return (
    <Frame garage={{ id: garageId, title, canSwitch, manages, buddy }} bottomNav={!onJob}>
      <Routes>
        <Route index element={buddy ? trips : <BoardScreen garageId={garageId} />} />
        <Route path="trips" element={buddy ? <Navigate to={`/partner/${garageId}`} replace /> : trips} />
        <Route
          path="jobs/:trackingId"
          element={buddy ? <Navigate to={`/partner/${garageId}`} replace /> : <JobScreen garageId={garageId} admin={roles.admin} />}
        />
        <Route path="slots" element={manages ? <SlotsScreen garageId={garageId} /> : <OwnersOnly />} />
        <Route path="prices" element={manages ? <PricesScreen garageId={garageId} /> : <OwnersOnly />} />
        <Route path="staff" element={manages ? <StaffScreen garageId={garageId} /> : <OwnersOnly />} />
        <Route path="*" element={<Navigate to={`/partner/${garageId}`} replace />} />
      </Routes>
    </Frame>
  );
}

/** What staff see on a page that is the owner's. */
function OwnersOnly() {
  const { t } = useT();
  return (
    <div role="status" className="mx-auto max-w-md space-y-2 rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
      <h1 className="text-lg font-bold text-slate-900">{t('partner.ownersOnly.title')}</h1>
      <p className="text-slate-700">{t('partner.ownersOnly.text')}</p>
    </div>
  );
}

const SECTIONS: { label: MessageId; to: string; icon: IconName; end?: boolean; ownerOnly?: boolean; buddy?: 'only' | 'too' }[] = [
  { label: 'partner.nav.myTrips', to: '', icon: 'car', end: true, buddy: 'only' },
  { label: 'partner.nav.jobs', to: '', icon: 'clipboard', end: true },
  { label: 'partner.nav.trips', to: 'trips', icon: 'car' },
  { label: 'partner.nav.slots', to: 'slots', icon: 'clock', ownerOnly: true },
  { label: 'partner.nav.prices', to: 'prices', icon: 'tag', ownerOnly: true },
  { label: 'partner.nav.staff', to: 'staff', icon: 'user', ownerOnly: true },
];

/** The language links: a thumb's height, the current one marked. */
const SWITCHER_LINK =
  'flex min-h-12 items-center rounded-lg px-2 text-sm font-semibold underline-offset-2 hover:underline aria-[current=true]:underline focus-visible:outline-2 focus-visible:outline-current';

const GRID_COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4', 5: 'grid-cols-5' };

interface FrameProps {
  children: ReactNode;
  garage?: { id: number; title: string; canSwitch: boolean; manages: boolean; buddy: boolean };
  /** The section tabs at the bottom of a phone's screen (a job's page has its action bar there instead). */
  bottomNav?: boolean;
}

/** The console's chrome: a slim bar with the garage's name, its sections, and the way back to the site. */
function Frame({ children, garage, bottomNav = false }: FrameProps) {
  const { t } = useT();
  const base = garage ? `/partner/${garage.id}` : '/partner';
  const sections = garage?.buddy ? SECTIONS.filter((s) => s.buddy === 'only') : SECTIONS.filter((s) => s.buddy !== 'only' && (!s.ownerOnly || garage?.manages));
  return (
    <div className={`flex min-h-dvh flex-col bg-slate-100 ${garage && bottomNav ? 'pb-20 md:pb-0' : ''}`}>
      <a href="#partner-main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('partner.frame.skip')}
      </a>
      <header className="sticky top-0 z-30 bg-brand-900 text-white">
        <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-3 md:px-6">
          <Link
            to={base}
            className="flex shrink-0 items-center gap-2 rounded-md font-extrabold focus-visible:outline-2 focus-visible:outline-white"
            aria-label={garage?.buddy ? t('partner.frame.homeTrips') : t('partner.frame.homeJobs')}
          >
            <img src="/favicon.svg" alt="" width="28" height="28" className="size-7" />
            <span aria-hidden="true">{t('partner.frame.brand')}</span>
          </Link>
          {garage ? (
            <p className="min-w-0 flex-1 truncate text-sm text-brand-100" title={garage.title}>
              {garage.title}
            </p>
          ) : (
            <span className="flex-1" />
          )}
          {garage?.canSwitch ? (
            <Link
              to="/partner"
              className="flex min-h-12 shrink-0 items-center rounded-lg px-2 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
            >
              {t('partner.frame.switchGarage')}
            </Link>
          ) : null}
          <Link
            to="/"
            className="flex min-h-12 shrink-0 items-center rounded-lg px-2 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
          >
            {t('partner.frame.exit')}
          </Link>
          <LanguageSwitcher className="hidden md:flex" linkClassName={SWITCHER_LINK} />
        </div>
        {/* The sections on a row of their own: Tamil and Hindi names are long, and the garage's name keeps its place. */}
        {garage ? (
          <nav aria-label={t('partner.frame.sections')} className="mx-auto hidden max-w-5xl flex-wrap items-center gap-1 px-3 pb-1 md:flex">
            {sections.map((s) => (
              <NavLink
                key={s.label}
                to={`${base}${s.to ? `/${s.to}` : ''}`}
                end={s.end}
                className={({ isActive }) =>
                  `flex min-h-12 items-center gap-2 rounded-lg px-3 font-semibold focus-visible:outline-2 focus-visible:outline-white ${isActive ? 'bg-white/15' : 'hover:bg-white/10'}`
                }
              >
                <Icon name={s.icon} />
                {t(s.label)}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </header>
      <main id="partner-main" className="mx-auto w-full max-w-5xl flex-1 px-3 py-4 md:px-6">
        {children}
        <footer className="mt-8 flex justify-center md:hidden">
          <LanguageSwitcher linkClassName={`${SWITCHER_LINK} text-brand-800`} />
        </footer>
      </main>
      {garage && bottomNav ? (
        <nav
          aria-label={t('partner.frame.sections')}
          className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
        >
          <ul className={`grid h-16 ${GRID_COLUMNS[sections.length] ?? 'grid-cols-5'}`}>
            {sections.map((s) => (
              <li key={s.label}>
                <NavLink
                  to={`${base}${s.to ? `/${s.to}` : ''}`}
                  end={s.end}
                  className={({ isActive }) =>
                    `flex h-full flex-col items-center justify-center gap-0.5 text-sm font-semibold focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 ${isActive ? 'text-brand-700' : 'text-slate-600'}`
                  }
                >
                  <Icon name={s.icon} className="size-6" />
                  <span className="max-w-full truncate px-0.5 text-xs leading-tight sm:text-sm">{t(s.label)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Toaster />
    </div>
  );
}
