import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A plain left click on a link meant for this tab: the app navigates itself (not a new tab, window or download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) && (!target || target === '_self')
  );
}

/**
 * A link to a page of the app at an absolute path, followed without reloading. React Router's Link does
 * much more per link (relative paths, prefetching, view transitions, route discovery) than such links
 * need, and the header, tab bar, home sections and footer hold dozens of them, all hydrated on a
 * phone's first load.
 */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  // The address as the browser sees it: under the router's basename on a Hindi or Tamil page (/hi/about).
  const href = useHref(to);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}

/**
 * An AppLink that marks the page it leads to while it is shown (aria-current="page"; `className` may
 * depend on it), as React Router's NavLink does: the path itself, or below it unless `end`; "/" only itself.
 */
export function AppNavLink({
  to,
  end = false,
  className,
  ...rest
}: Omit<AppLinkProps, 'className'> & { end?: boolean; className: string | ((state: { isActive: boolean }) => string) }) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  return (
    <AppLink {...rest} to={to} aria-current={isActive ? 'page' : undefined} className={typeof className === 'function' ? className({ isActive }) : className} />
  );
}
