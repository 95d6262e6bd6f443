import type { Roles } from './partner-access';

export interface AccountEntry {
  label: string;
  to: string;
  /** A visitor has no saved cars (the page needs a login): the car picker instead. */
  visitorPicksCar?: true;
}

export interface AccountGroup {
  title: string;
  entries: AccountEntry[];
}

/**
 * The account's screens, once: the desktop account menu, the phone's side menu and /menu all show
 * these names in this order, so a customer finds a screen by the same words on every device.
 */
export const ACCOUNT_GROUPS: AccountGroup[] = [
  {
    title: 'My Activity',
    entries: [
      { label: 'My Orders', to: '/order-history' },
      { label: 'My Cars', to: '/profile/vehicle', visitorPicksCar: true },
      { label: 'CarSeva Money', to: '/profile/wallet' },
      { label: 'Transaction History', to: '/profile/transactions' },
    ],
  },
  {
    title: 'Account Settings',
    entries: [
      { label: 'My Profile', to: '/profile/edit' },
      { label: 'My Addresses', to: '/profile/addresses' },
      { label: 'Account Security', to: '/profile/security' },
    ],
  },
  { title: 'Help & Support', entries: [{ label: 'Help Center', to: '/help' }] },
];

/** Garage staff run their garage's jobs in the partner console; admins act for any garage there and run the platform. */
function consoleEntries(roles: Roles | undefined): AccountEntry[] {
  if (!roles) return [];
  const entries: AccountEntry[] = [];
  if (roles.admin || roles.garages.length > 0) entries.push({ label: 'Partner console', to: '/partner' });
  if (roles.admin) entries.push({ label: 'Admin console', to: '/admin' });
  return entries;
}

/** The account's groups for this user: everyone's, then the consoles their roles open. */
export function accountGroups(roles: Roles | undefined): AccountGroup[] {
  const consoles = consoleEntries(roles);
  return consoles.length ? [...ACCOUNT_GROUPS, { title: 'Work', entries: consoles }] : ACCOUNT_GROUPS;
}
