import type { AccountUser, Roles, StaffMember, StaffRole } from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import { AppError, type Message, conflict, notFound } from '../../lib/errors';
import { say } from '../../lib/i18n';
import type { AuthService } from '../auth';
import type { CatalogService } from '../catalog';
import { type Capability, type ConsoleRole, can } from './capabilities';
import { staffRepository } from './repository';

/** What garage owners, staff and buddies are told when the console refuses them; admins' own refusals stay English. */
export const STAFF_MESSAGES = {
  forbidden: say('errors.staff.forbidden'),
  buddyOnly: say('errors.staff.buddyOnly'),
  adminOnly: 'This page is for CarSeva admins only.',
  noGarage: say('errors.garage.notFound'),
  noUser: say('errors.staff.noUser'),
  ownerOnly: say('errors.staff.ownerOnly'),
  alreadyMember: (name: string, role: StaffRole) => say('errors.staff.alreadyMember', { name, role }),
  notMember: say('errors.staff.notMember'),
  removeSelf: say('errors.staff.removeSelf'),
  lastOwner: say('errors.staff.lastOwner'),
} as const;

export interface StaffDeps {
  auth: Pick<AuthService, 'userByMobile' | 'usersByIds'>;
  catalog: Pick<CatalogService, 'garagesByIds'>;
  /** +91 numbers whose users are platform admins (ADMIN_PHONES). */
  adminPhones: ReadonlySet<string>;
  now: () => number;
}

/** Roles: platform admins (from configuration) and garage staff (membership rows). */
export function staffService(db: Db, deps: StaffDeps) {
  const repo = staffRepository(db);
  const isAdmin = (user: Pick<AccountUser, 'mobile_no'>) => deps.adminPhones.has(user.mobile_no);

  /** The user's role at the garage: see requireCapability for the refusals. */
  async function roleAt(user: AccountUser, garageId: number | null, elsewhere: AppError): Promise<ConsoleRole> {
    if (isAdmin(user)) {
      if (garageId === null) throw elsewhere;
      return 'admin';
    }
    const memberships = await repo.ofUser(user.id);
    if (memberships.length === 0) throw new AppError(403, 'FORBIDDEN', STAFF_MESSAGES.forbidden);
    const membership = memberships.find((m) => m.garageId === garageId);
    if (!membership) throw elsewhere;
    return membership.role as StaffRole;
  }

  async function garageOrNotFound(garageId: number) {
    const [garage] = await deps.catalog.garagesByIds([garageId]);
    if (!garage) throw notFound(STAFF_MESSAGES.noGarage, 'GARAGE_NOT_FOUND');
    return garage;
  }

  return {
    isAdmin,

    async rolesOf(user: Pick<AccountUser, 'id' | 'mobile_no'>): Promise<Roles> {
      const memberships = await repo.ofUser(user.id);
      const garages = await deps.catalog.garagesByIds(memberships.map((m) => m.garageId));
      return {
        admin: isAdmin(user),
        garages: memberships.map((m) => ({ id: m.garageId, name: garages.find((g) => g.id === m.garageId)?.name ?? '', role: m.role as StaffRole })),
      };
    },

    /**
     * May this user do this at this garage (`can`, capabilities.ts)? Admins at every garage; members by
     * their role. A customer gets 403 whatever the garage; a member of other garages, or a garage that is
     * not there (null: the booking asked about is missing), gets `notFound` (the garage's 404 unless
     * given, e.g. a missing booking's), so ids cannot be probed; a member whose role may not gets 403
     * (a buddy's in the words of `refusal` when given).
     */
    async requireCapability(
      user: AccountUser,
      garageId: number | null,
      capability: Capability,
      options: { notFound?: AppError; refusal?: Message } = {},
    ): Promise<{ role: ConsoleRole }> {
      const role = await roleAt(user, garageId, options.notFound ?? notFound(STAFF_MESSAGES.noGarage, 'GARAGE_NOT_FOUND'));
      if (can(role, capability)) return { role };
      // A service buddy works only their own trips; staff run the day's jobs but the garage's settings and people are its owner's.
      if (role === 'driver') throw new AppError(403, 'BUDDY_ONLY', options.refusal ?? STAFF_MESSAGES.buddyOnly);
      if (role === 'staff') throw new AppError(403, 'OWNER_ONLY', STAFF_MESSAGES.ownerOnly);
      throw new AppError(403, 'FORBIDDEN', STAFF_MESSAGES.forbidden);
    },

    /** The garage's service buddies' rows by user id (their roles and portraits); people who are not its drivers are left out. */
    async driversOf(garageId: number, userIds: readonly number[]): Promise<Map<number, { photoMediaId: string | null }>> {
      if (userIds.length === 0) return new Map();
      const rows = await repo.ofGarage(garageId);
      return new Map(rows.filter((r) => r.role === 'driver' && userIds.includes(r.userId)).map((r) => [r.userId, { photoMediaId: r.photoMediaId }]));
    },

    /** Sets the member's portrait (a ready photo id); false when they are not at the garage. */
    setPortrait: (garageId: number, userId: number, mediaId: string) => repo.setPortrait(garageId, userId, mediaId),

    requireAdmin(user: AccountUser): void {
      if (!isAdmin(user)) throw new AppError(403, 'FORBIDDEN', STAFF_MESSAGES.adminOnly);
    },

    async members(garageId: number): Promise<StaffMember[]> {
      await garageOrNotFound(garageId);
      const rows = await repo.ofGarage(garageId);
      const users = await deps.auth.usersByIds(rows.map((r) => r.userId));
      return rows.map((r) => {
        const user = users.find((u) => u.id === r.userId)!;
        return { user_id: r.userId, garage_id: r.garageId, name: user.name, mobile_no: user.mobile_no, role: r.role as StaffRole };
      });
    },

    /**
     * Adds a registered user to the garage. An admin's add (`replaceRole`) also changes the role of someone
     * already there; otherwise (an owner adding staff) a current member is refused with their role, so an
     * owner is never demoted by being added again. `audit` (here and in remove) writes the change's audit
     * entry in its transaction.
     */
    async add(
      garageId: number,
      mobileNo: string,
      role: StaffRole,
      options: { replaceRole: boolean; audit?: (tx: Executor, member: StaffMember) => Promise<void> },
    ): Promise<StaffMember> {
      await garageOrNotFound(garageId);
      const user = await deps.auth.userByMobile(mobileNo);
      if (!user) throw notFound(STAFF_MESSAGES.noUser, 'USER_NOT_FOUND');
      const member = { user_id: user.id, garage_id: garageId, name: user.name, mobile_no: user.mobile_no, role };
      await db.transaction(async (tx) => {
        const txRepo = staffRepository(tx);
        if (options.replaceRole) await txRepo.upsert(garageId, user.id, role, new Date(deps.now()));
        else if (!(await txRepo.insert(garageId, user.id, role, new Date(deps.now())))) {
          const current = (await txRepo.ofGarage(garageId)).find((m) => m.userId === user.id)!;
          throw conflict(STAFF_MESSAGES.alreadyMember(user.name, current.role as StaffRole), 'ALREADY_STAFF');
        }
        await options.audit?.(tx, member);
      });
      return member;
    },

    /**
     * Removes someone from the garage. With `removedBy` (an owner, or an admin acting in the partner
     * console) nobody removes themselves and the garage keeps at least one owner; the members are locked
     * first, so two owners removing each other at once cannot leave it with none.
     */
    async remove(garageId: number, userId: number, options: { removedBy?: number; audit?: (tx: Executor) => Promise<void> } = {}): Promise<void> {
      await garageOrNotFound(garageId);
      if (options.removedBy === userId) throw conflict(STAFF_MESSAGES.removeSelf, 'CANNOT_REMOVE_SELF');
      await db.transaction(async (tx) => {
        const txRepo = staffRepository(tx);
        if (options.removedBy !== undefined) {
          const members = await txRepo.lockGarage(garageId);
          const owners = members.filter((m) => m.role === 'owner');
          if (owners.length === 1 && owners[0]!.userId === userId) throw conflict(STAFF_MESSAGES.lastOwner, 'LAST_OWNER');
        }
        if (!(await txRepo.remove(garageId, userId))) throw notFound(STAFF_MESSAGES.notMember, 'STAFF_NOT_FOUND');
        await options.audit?.(tx);
      });
    },
  };
}

export type StaffService = ReturnType<typeof staffService>;
