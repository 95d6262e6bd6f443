import { Link } from 'react-router';
import { Dialog } from '../components/dialog';
import { isPartner, useRoles } from '../lib/partner-access';
import { usePickers } from '../lib/pickers';
import { useSession } from '../lib/session';

type Entry =
  | {
      label: string;
      to: string;
      /** A visitor has no saved cars (the page needs a login): the car picker instead. */
      visitorPicksCar?: true;
    }
  | { label: string; soon: true };

const entries: Entry[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Services', to: '/services' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'My Orders', to: '/order-history' },
  { label: 'My Profile', to: '/profile/edit' },
  { label: 'CarSeva Money', to: '/#download-app' },
  { label: 'Health Card', soon: true },
  { label: 'My Cars', to: '/profile/vehicle', visitorPicksCar: true },
  { label: 'Manage Addresses', to: '/profile/addresses' },
  { label: 'Transaction History', to: '/profile/transactions' },
  { label: 'Account Security', to: '/profile/security' },
  { label: 'Help', to: '/help' },
];

const itemBase = 'flex w-full items-center justify-between rounded-lg px-4 py-3 text-left font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';
const item = `${itemBase} text-slate-800`;

/** The mobile side menu: account first, then the site's pages. */
export default function SideMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const user = useSession((s) => s.user);
  const openPicker = usePickers((s) => s.openPicker);
  const partner = isPartner(useRoles().data);
  return (
    <Dialog open={open} onClose={onClose} title="Menu" placement="left">
      <ul className="p-2">
        <li>
          {user ? (
            <Link to="/profile/edit" onClick={onClose} className={`${itemBase} text-brand-700`}>
              {user.name || 'User'}
            </Link>
          ) : (
            <Link to="/login" onClick={onClose} className={`${itemBase} text-brand-700`}>
              Sign In
            </Link>
          )}
        </li>
        {entries.map((entry) => (
          <li key={entry.label}>
            {'soon' in entry ? (
              <span className={`${itemBase} cursor-default text-slate-600 hover:bg-transparent`} aria-disabled="true">
                {entry.label}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">Coming soon</span>
              </span>
            ) : entry.visitorPicksCar && !user ? (
              <button
                type="button"
                className={item}
                onClick={() => {
                  onClose();
                  openPicker('car');
                }}
              >
                {entry.label}
              </button>
            ) : (
              <Link to={entry.to} onClick={onClose} className={item}>
                {entry.label}
              </Link>
            )}
          </li>
        ))}
        {partner ? (
          <li>
            <Link to="/partner" onClick={onClose} className={item}>
              Partner
            </Link>
          </li>
        ) : null}
        {user ? (
          <li>
            <Link to="/logout" onClick={onClose} className={item}>
              Logout
            </Link>
          </li>
        ) : null}
      </ul>
    </Dialog>
  );
}
