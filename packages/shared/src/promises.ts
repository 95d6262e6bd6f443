/**
 * Promised times: when the garage says the car will be ready (and, with pickup, back). A car handed back
 * later than promised plus a grace period earns the customer CarSeva Money by the admin's rule (ADR 38).
 */
import { z } from 'zod';
import { inRupees } from './zod-config';

const instant = z.iso.datetime({ offset: true, message: 'Please choose a date and time' });

export const promiseBody = z
  .object({ ready_by: instant, back_by: instant.optional() })
  .refine((p) => p.back_by === undefined || Date.parse(p.back_by) >= Date.parse(p.ready_by), {
    message: 'The car comes back after it is ready',
    path: ['back_by'],
  });
export type PromiseBody = z.input<typeof promiseBody>;

export const lateCredit = z.object({ amount: z.number(), minutes_late: z.number().int(), at: z.string() });

/** The promise as the customer and the garage see it; due_*: what lateness is counted from (never later than the first promise). */
export const bookingPromise = z.object({
  ready_by: z.string(),
  back_by: z.string().nullable(),
  due_ready_by: z.string(),
  due_back_by: z.string().nullable(),
  moved_later: z.number().int(),
  late_credit: lateCredit.nullable(),
});
export type BookingPromise = z.infer<typeof bookingPromise>;

/** The most of an order's total a late credit may be: beyond it a late car would cost the garage more than the job (ADR 44). */
export const LATE_CREDIT_MAX_CAP_PERCENT = 25;

/** The rule: whole rupees per started hour late, capped at a percentage of the order's total, after a grace period. */
export const lateCreditRuleBody = z.object({
  per_hour: z.number({ error: inRupees }).int().min(0).max(10_000),
  cap_percent: z
    .number()
    .int()
    .min(0, `Please enter 0 to ${LATE_CREDIT_MAX_CAP_PERCENT}`)
    .max(LATE_CREDIT_MAX_CAP_PERCENT, `Please enter 0 to ${LATE_CREDIT_MAX_CAP_PERCENT}: a late credit is at most a quarter of the order`),
  grace_minutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60, 'Please enter at most a day (1440 minutes)'),
});
export type LateCreditRuleBody = z.infer<typeof lateCreditRuleBody>;
export const lateCreditRule = lateCreditRuleBody.extend({ updated_at: z.string().nullable() });
export type LateCreditRule = z.infer<typeof lateCreditRule>;
export const LATE_CREDIT_DEFAULTS: LateCreditRuleBody = { per_hour: 100, cap_percent: 10, grace_minutes: 30 };

/** ₹ per started hour late, capped at cap_percent of the order's total, and never past the highest cap (paise in, paise out). */
export function lateCreditPaise(rule: LateCreditRuleBody, orderTotalPaise: number, minutesLate: number): number {
  if (minutesLate <= rule.grace_minutes) return 0;
  const hours = Math.ceil(minutesLate / 60);
  const capPercent = Math.min(rule.cap_percent, LATE_CREDIT_MAX_CAP_PERCENT);
  return Math.min(hours * rule.per_hour * 100, Math.floor((orderTotalPaise * capPercent) / 100));
}
