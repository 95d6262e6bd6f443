import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../components/icons';
import { accountGroups } from '../lib/account-menu';
import { useRoles } from '../lib/partner-access';
import { useT } from '../lib/i18n';
import type { SessionUser } from '../lib/session';

const entryClass = 'block rounded-md px-3 py-2 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The desktop account menu: a disclosure button with the customer's name opening the account's entries
 * (the same list as the phone's side menu and /menu), the consoles their roles open, and Logout.
 * Escape closes it and gives focus back to the button; so do a click outside, leaving it by Tab, or a navigation.
 */
export function AccountMenu({ user, buttonClassName }: { user: SessionUser; buttonClassName: string }) {
  const [open, setOpen] = useState(false);
  const groups = accountGroups(useRoles().data);
  const { t } = useT();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const [shownAt, setShownAt] = useState(pathname);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={buttonClassName}
      >
        <Icon name="user" />
        <span className="max-w-40 truncate">{user.name || 'User'}</span>
        <Icon name="chevron" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div id={panelId} className="absolute right-0 z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 text-sm shadow-xl">
          <nav aria-label="Account">
            {groups.map((group) => (
              <section key={group.title} aria-label={t(group.title)} className="border-b border-slate-100 py-1 last:border-b-0">
                <h2 className="px-3 pt-1 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{t(group.title)}</h2>
                <ul>
                  {group.entries.map((entry) => (
                    <li key={entry.label}>
                      <Link to={entry.to} className={entryClass}>
                        {t(entry.label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          <div className="mt-1 border-t border-slate-200 pt-1">
            <Link to="/logout" className={`${entryClass} font-medium text-red-700 hover:bg-red-50`}>
              Logout
            </Link>
          </div>
        </div>
      ) : null}
    </div>
  );
}
