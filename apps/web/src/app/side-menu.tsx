import { Link } from 'react-router';
import { Dialog } from '../components/dialog';
import { accountGroups, type AccountEntry } from '../lib/account-menu';
import { useRoles } from '../lib/partner-access';
import { usePickers } from '../lib/pickers';
import { useSession } from '../lib/session';
import { type MessageId, useT } from '../lib/i18n';
import { LanguageSwitcher } from '../components/language-switcher';

const SITE_PAGES: { label: MessageId; to: string }[] = [
  { label: 'common.menu.home', to: '/' },
  { label: 'common.menu.about', to: '/about' },
  { label: 'common.menu.services', to: '/services' },
  { label: 'common.menu.contact', to: '/contact' },
];

const itemBase =
  'flex w-full items-center justify-between rounded-lg px-4 py-3 text-left font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';
const item = `${itemBase} text-slate-800`;

/** The mobile side menu: who is signed in, the site's pages, then the account's entries (lib/account-menu.ts). */
export default function SideMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const user = useSession((s) => s.user);
  const openPicker = usePickers((s) => s.openPicker);
  const groups = accountGroups(useRoles().data);
  const { t } = useT();
  const entryItem = (entry: AccountEntry) => (
    <li key={entry.label}>
      {entry.visitorPicksCar && !user ? (
        <button
          type="button"
          className={item}
          onClick={() => {
            onClose();
            openPicker('car');
          }}
        >
          {t(entry.label)}
        </button>
      ) : (
        <Link to={entry.to} onClick={onClose} className={item}>
          {t(entry.label)}
        </Link>
      )}
    </li>
  );
  return (
    <Dialog open={open} onClose={onClose} title={t('common.menu.title')} placement="left">
      <ul className="p-2">
        <li>
          {user ? (
            <Link to="/profile/edit" onClick={onClose} className={`${itemBase} text-brand-700`}>
              {user.name || t('common.menu.user')}
            </Link>
          ) : (
            <Link to="/login" onClick={onClose} className={`${itemBase} text-brand-700`}>
              {t('common.menu.signIn')}
            </Link>
          )}
        </li>
        {SITE_PAGES.map((page) => (
          <li key={page.to}>
            <Link to={page.to} onClick={onClose} className={item}>
              {t(page.label)}
            </Link>
          </li>
        ))}
      </ul>
      <LanguageSwitcher
        className="border-t border-slate-100 px-4 py-3"
        linkClassName="block rounded-lg px-3 py-2 font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current]:bg-brand-50 aria-[current]:text-brand-700"
      />
      {groups.map((group) => (
        <section key={group.title} aria-label={t(group.title)} className="border-t border-slate-100 p-2">
          <h3 className="px-4 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(group.title)}</h3>
          <ul>{group.entries.map(entryItem)}</ul>
        </section>
      ))}
      {user ? (
        <div className="border-t border-slate-100 p-2">
          <Link to="/logout" onClick={onClose} className={item}>
            {t('common.menu.logout')}
          </Link>
        </div>
      ) : null}
    </Dialog>
  );
}
