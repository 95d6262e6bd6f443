/** The bookings module's public face: what other modules and the composition root may use. */
export { bookingsService, type BookingsService, BOOKING_MESSAGES, EXPIRE_HOLDS_JOB, type KeepForNextTime, type Place } from './service';
export { bookingsRoutes } from './routes';
export { seedCoupons } from './seed';
export { type Actor, type ActorKind, SYSTEM } from './actor';
export { BOOKING_SETTLED, type BookingSettled, STATUS_CHANGED, type StatusChanged, TRANSITIONS } from './lifecycle';
export type { BookingRow } from './repository';
export type { BookingMoney, ByMethod, MoneyMethod, MoneyMovement } from './money';
export { BOOKING_EVENT, type BookingEventPublished } from './timeline';
export type { AuditHook } from './garage-desk';
export { announceLive, BOOKING_LIVE_CHANNEL, type Journey } from './journey';
