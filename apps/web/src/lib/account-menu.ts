import type { MessageId } from './i18n';
import type { Roles } from './partner-access';

/** Labels and titles are messages of the common catalogue, translated where a menu draws them. */
export interface AccountEntry {
  label: MessageId;
  to: string;
  /** A visitor has no saved cars (the page needs a login): the car picker instead. */
  visitorPicksCar?: true;
}

export interface AccountGroup {
  title: MessageId;
  entries: AccountEntry[];
}

/**
 * The account's screens, once: the desktop account menu, the phone's side menu and /menu all show
 * these names in this order, so a customer finds a screen by the same words on every device.
 */
export const ACCOUNT_GROUPS: AccountGroup[] = [
  {
    title: 'common.account.myActivity',
    entries: [
      { label: 'common.account.myOrders', to: '/order-history' },
      { label: 'common.account.myCars', to: '/profile/vehicle', visitorPicksCar: true },
      { label: 'common.account.money', to: '/profile/wallet' },
      { label: 'common.account.transactions', to: '/profile/transactions' },
    ],
  },
  {
    title: 'common.account.settings',
    entries: [
      { label: 'common.account.profile', to: '/profile/edit' },
      { label: 'common.account.addresses', to: '/profile/addresses' },
      { label: 'common.account.security', to: '/profile/security' },
    ],
  },
  { title: 'common.account.help', entries: [{ label: 'common.account.helpCenter', to: '/help' }] },
];

/** Garage staff run their garage's jobs in the partner console; admins act for any garage there and run the platform. */
function consoleEntries(roles: Roles | undefined): AccountEntry[] {
  if (!roles) return [];
  const entries: AccountEntry[] = [];
  if (roles.admin || roles.garages.length > 0) entries.push({ label: 'common.account.partnerConsole', to: '/partner' });
  if (roles.admin) entries.push({ label: 'common.account.adminConsole', to: '/admin' });
  return entries;
}

/** The account's groups for this user: everyone's, then the consoles their roles open. */
export function accountGroups(roles: Roles | undefined): AccountGroup[] {
  const consoles = consoleEntries(roles);
  return consoles.length ? [...ACCOUNT_GROUPS, { title: 'common.account.work', entries: consoles }] : ACCOUNT_GROUPS;
}
