import { Link, useNavigate } from 'react-router';
import { Icon } from '../../components/icons';
import { accountGroups, type AccountEntry } from '../../lib/account-menu';
import { useRoles } from '../../lib/partner-access';
import { useT } from '../../lib/i18n';
import { loginPath, useLogout, useSession } from '../../lib/session';

const row =
  'flex w-full items-center justify-between px-4 py-3.5 text-left font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

/** "common.account.myActivity" → "menu-my-activity": an id with no spaces or dots, whatever the language. */
const groupId = (title: string) => `menu-${title.replace(/^common\.account\./, '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** "+919876543210" as "+91 98765 43210". */
const displayMobile = (mobileNo: string) => mobileNo.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

function MenuEntry({ entry }: { entry: AccountEntry }) {
  const { t } = useT();
  return (
    <Link to={entry.to} className={row}>
      {t(entry.label)}
      <Icon name="chevron" className="size-4 -rotate-90 text-slate-400" />
    </Link>
  );
}

export function MenuRoute() {
  const user = useSession((s) => s.user);
  const logout = useLogout();
  const navigate = useNavigate();
  const groups = accountGroups(useRoles().data);
  const { t } = useT();
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-6 md:py-10">
      <h1 className="sr-only">{t('account.menu.title')}</h1>
      <div className="rounded-2xl bg-brand-600 p-5 text-white shadow-sm">
        {user ? (
          <Link
            to="/profile/edit"
            className="flex items-center gap-4 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
          >
            <span className="grid size-14 shrink-0 place-items-center rounded-full bg-white text-2xl font-bold text-brand-700" aria-hidden="true">
              {(user.name.trim()[0] ?? 'U').toUpperCase()}
            </span>
            <span className="min-w-0">
              <span className="block truncate text-lg font-semibold">{user.name || t('common.menu.user')}</span>
              <span className="block text-brand-100">{displayMobile(user.mobile_no)}</span>
            </span>
          </Link>
        ) : (
          <div className="flex items-center justify-between gap-4">
            <p className="text-lg font-semibold">{t('account.menu.logInForOffers')}</p>
            <Link
              to={loginPath('/menu')}
              className="shrink-0 rounded-full bg-white px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('common.nav.logIn')}
            </Link>
          </div>
        )}
      </div>

      {groups.map((group) => (
        <section key={group.title} className="mt-6" aria-labelledby={groupId(group.title)}>
          <h2 id={groupId(group.title)} className="mb-2 px-1 text-sm font-semibold uppercase tracking-wide text-slate-500">
            {t(group.title)}
          </h2>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
            {group.entries.map((entry) => (
              <li key={entry.label}>
                <MenuEntry entry={entry} />
              </li>
            ))}
          </ul>
        </section>
      ))}

      {user ? (
        <button
          type="button"
          className="mt-8 w-full rounded-xl border border-red-200 bg-white px-4 py-3 font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
          onClick={() => void logout().then(() => navigate('/login'))}
        >
          {t('common.menu.logout')}
        </button>
      ) : null}
    </section>
  );
}
