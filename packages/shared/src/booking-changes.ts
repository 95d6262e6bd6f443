/** What a customer may still change about a booking, and the refund of one that ended: rules and wire shapes. */
import { z } from 'zod';
import { istInstant } from './dates';

/** A customer may cancel or reschedule until this long before the slot starts (IST). */
export const CHANGE_CUTOFF_HOURS = 2;
const HOUR_MS = 3_600_000;

/** Statuses in which the customer may still cancel or reschedule: the car is not with the garage yet. */
export const CUSTOMER_CHANGEABLE: readonly string[] = ['pending', 'accepted'];

/** The last instant at which a booking of this slot may be cancelled or rescheduled (exclusive). */
export function changeDeadline(date: string, startTime: string): Date {
  return new Date(istInstant(date, startTime).getTime() - CHANGE_CUTOFF_HOURS * HOUR_MS);
}

export type ChangeRefusal = 'status' | 'too_late';

/** Why the customer may not change the booking now, or null when they may. */
export function changeRefusal(booking: { status: string; date: string; startTime: string }, now: Date): ChangeRefusal | null {
  if (!CUSTOMER_CHANGEABLE.includes(booking.status)) return 'status';
  return now.getTime() < changeDeadline(booking.date, booking.startTime).getTime() ? null : 'too_late';
}

/** What the order page offers: the server decides, so the web app does not repeat the rule. */
export const bookingChanges = z.object({
  can_cancel: z.boolean(),
  can_reschedule: z.boolean(),
  /** Until when (ISO instant) they are allowed; null once they are not. */
  until: z.string().nullable(),
});
export type BookingChanges = z.infer<typeof bookingChanges>;

/**
 * requested: we owe it and will ask the gateway; pending: the gateway accepted it and the bank has not
 * settled it; processed: done; failed: the gateway refused it for now (we retry).
 */
export const refundStatus = z.enum(['requested', 'pending', 'processed', 'failed']);
export type RefundStatus = z.infer<typeof refundStatus>;

/** The money going back for a booking (whole rupees). */
export const bookingRefund = z.object({ status: refundStatus, amount: z.number().int(), updated_at: z.string() });
export type BookingRefund = z.infer<typeof bookingRefund>;

export const cancelBody = z.object({
  reason: z.string().trim().min(3, 'Tell us briefly why you are cancelling').max(300, 'Please keep the reason under 300 characters'),
});
export type CancelBody = z.infer<typeof cancelBody>;
