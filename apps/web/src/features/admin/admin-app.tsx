import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, NavLink, Route, Routes, useLocation } from 'react-router';
import { buttonClass } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { Toaster } from '../../components/toaster';
import { useRoles } from '../../lib/partner-access';
import { BookingsScreen } from './components/bookings-screen';
import { CouponsScreen } from './components/coupons-screen';
import { DashboardScreen } from './components/dashboard-screen';
import { DeskScreen } from './components/desk-screen';
import { FailedSmsScreen } from './components/failed-sms-screen';
import { GaragesScreen } from './components/garages-screen';
import { InboxScreen } from './components/inbox-screen';

const SECTIONS = [
  { label: 'Dashboard', to: 'dashboard' },
  { label: 'Bookings', to: 'bookings' },
  { label: 'After the work', to: 'desk' },
  { label: 'Garages', to: 'garages' },
  { label: 'Leads', to: 'leads' },
  { label: 'Messages', to: 'messages' },
  { label: 'Coupons', to: 'coupons' },
  { label: 'Failed messages', to: 'notifications' },
] as const;

/**
 * The platform team's console at /admin: its own layout and chunk (customer pages load none of it),
 * desktop-first with a scrolling section bar on a phone. The server checks the admin role on every call.
 */
export function AdminApp() {
  const roles = useRoles({ fresh: true });
  if (roles.isPending) {
    return (
      <Frame>
        <Spinner label="Loading the admin console" />
      </Frame>
    );
  }
  if (roles.isError || !roles.data.admin) {
    return (
      <Frame>
        <section className="mx-auto max-w-md py-16 text-center">
          <h1 className="text-2xl font-bold text-slate-900">This page is for CarSeva admins</h1>
          <p className="mt-2 text-slate-700">{roles.isError ? roles.error.message : 'Your account is not a CarSeva admin account.'}</p>
          <Link to="/" className={buttonClass({ className: 'mt-6 inline-block' })}>
            Go to CarSeva
          </Link>
        </section>
      </Frame>
    );
  }
  return (
    <Frame nav>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="dashboard" element={<DashboardScreen />} />
        <Route path="bookings" element={<BookingsScreen />} />
        <Route path="desk" element={<DeskScreen />} />
        <Route path="garages" element={<GaragesScreen />} />
        <Route path="leads" element={<InboxScreen key="leads" kind="leads" />} />
        <Route path="messages" element={<InboxScreen key="messages" kind="messages" />} />
        <Route path="coupons" element={<CouponsScreen />} />
        <Route path="notifications" element={<FailedSmsScreen />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Frame>
  );
}

function Frame({ children, nav = false }: { children: ReactNode; nav?: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <a href="#admin-main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-30 bg-slate-900 text-white">
        <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-x-3 px-3 md:flex-nowrap md:px-6">
          <Link
            to="/admin"
            className="flex shrink-0 items-center gap-2 rounded-md font-extrabold focus-visible:outline-2 focus-visible:outline-white"
            aria-label="CarSeva Admin, dashboard"
          >
            <img src="/favicon.svg" alt="" width="28" height="28" className="size-7" />
            <span aria-hidden="true">Admin</span>
          </Link>
          <span className="flex-1 md:hidden" />
          <Link
            to="/"
            className="flex min-h-11 shrink-0 items-center rounded-lg px-2 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white md:order-last"
          >
            Exit
          </Link>
          {nav ? <SectionTabs /> : null}
        </div>
      </header>
      <main id="admin-main" className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 md:px-6">
        {children}
      </main>
      <Toaster />
    </div>
  );
}

/**
 * The sections as tabs: on a phone a row of their own under the brand bar that scrolls sideways, faded at
 * its right edge while more tabs lie beyond, with the open section scrolled into view; beside the brand on a desktop.
 */
function SectionTabs() {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    list.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav aria-label="Admin sections" className="-mx-3 w-[calc(100%+1.5rem)] min-w-0 md:mx-0 md:w-auto md:flex-1">
      <ul
        ref={list}
        className="flex snap-x scroll-px-3 gap-1 overflow-x-auto px-3 pb-2 [mask-image:linear-gradient(to_right,black_85%,transparent)] md:px-0 md:pb-0 md:[mask-image:none]"
      >
        {SECTIONS.map((s) => (
          <li key={s.to} className="snap-start">
            <NavLink
              to={`/admin/${s.to}`}
              className={({ isActive }) =>
                `flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white ${isActive ? 'bg-white/15' : 'hover:bg-white/10'}`
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
