import type { StaffRole } from '@carseva/shared';

/** Who acts in the partner console: a garage's members by their role, or a CarSeva admin (any garage). */
export type ConsoleRole = StaffRole | 'admin';

const GARAGE_DESK: readonly ConsoleRole[] = ['owner', 'staff', 'admin'];
const OWNERS: readonly ConsoleRole[] = ['owner', 'admin'];
const EVERY_MEMBER: readonly ConsoleRole[] = ['owner', 'staff', 'driver', 'admin'];

/**
 * What each role may do in the partner console (ADR 43): the one place that says it. Every partner route
 * asks `can(role, …)` through the staff service, never "is a member". A service buddy (driver) has only
 * their own trips: the legs routes narrow `legs.view` and `legs.drive` to the legs assigned to them.
 */
export const CAPABILITIES = {
  /** The day board and a booking's page. */
  'bookings.view': GARAGE_DESK,
  /** Accept, decline, start, complete, cash taken, extra work, photos of replaced parts. */
  'bookings.work': GARAGE_DESK,
  'claims.view': GARAGE_DESK,
  /** A rework visit or a refusal: the garage's answer to a warranty claim. */
  'claims.decide': GARAGE_DESK,
  'damage.view': GARAGE_DESK,
  /** The promised ready-by time, which late credits are counted from. */
  'promise.set': GARAGE_DESK,
  'buddies.view': GARAGE_DESK,
  'legs.assign': GARAGE_DESK,
  /** A new handover code; the garage's resets are limited, an admin's are not (and need a reason). */
  'legs.code_reset': GARAGE_DESK,
  /** The day's pickups and drops. */
  'legs.view': EVERY_MEMBER,
  /** A trip's steps, the handover code and the condition report. */
  'legs.drive': EVERY_MEMBER,
  /** The buddy's position while driving: only from the buddy's own phone. */
  'legs.position': ['driver'],
  'portrait.set': EVERY_MEMBER,
  'settings.view': GARAGE_DESK,
  /** Prices, services on or off, slots and closures. */
  'settings.change': OWNERS,
  'staff.manage': OWNERS,
} as const satisfies Record<string, readonly ConsoleRole[]>;

export type Capability = keyof typeof CAPABILITIES;

export const can = (role: ConsoleRole, capability: Capability): boolean => (CAPABILITIES[capability] as readonly ConsoleRole[]).includes(role);

/** The role an audit entry records: the log knows owners, staff and admins, and a buddy's change is the garage staff's. */
export const auditRole = (role: ConsoleRole): Exclude<ConsoleRole, 'driver'> => (role === 'driver' ? 'staff' : role);
