import { describe, expect, it } from 'vitest';
import { ACCOUNT_GROUPS, accountGroups } from './account-menu';
import { translate } from './i18n';

const labels = (groups: typeof ACCOUNT_GROUPS) => groups.flatMap((group) => group.entries.map((entry) => translate(entry.label)));

describe('the account entries', () => {
  it('name each screen once, in the order every menu shows, each to a screen of its own', () => {
    expect(labels(ACCOUNT_GROUPS)).toEqual([
      'My Orders',
      'My Cars',
      'CarSeva Money',
      'Transaction History',
      'My Profile',
      'My Addresses',
      'Account Security',
      'Help Center',
    ]);
    const paths = ACCOUNT_GROUPS.flatMap((group) => group.entries.map((entry) => entry.to));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((to) => to.startsWith('/') && !to.includes('#'))).toBe(true);
  });

  it('add the partner console for garage staff, and the admin console too for admins; nothing for customers', () => {
    expect(accountGroups(undefined)).toEqual(ACCOUNT_GROUPS);
    expect(accountGroups({ admin: false, garages: [] })).toEqual(ACCOUNT_GROUPS);
    expect(accountGroups({ admin: false, garages: [{ id: 9, name: 'Hari Om Motors', role: 'staff' }] }).at(-1)).toEqual({
      title: 'common.account.work',
      entries: [{ label: 'common.account.partnerConsole', to: '/partner' }],
    });
    expect(accountGroups({ admin: true, garages: [] }).at(-1)?.entries).toEqual([
      { label: 'common.account.partnerConsole', to: '/partner' },
      { label: 'common.account.adminConsole', to: '/admin' },
    ]);
  });
});
