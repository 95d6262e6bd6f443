/**
 * Damage reports: within 48 hours of the car coming back, the customer can report damage with photos;
 * CarSeva's admin resolves it once (compensation to CarSeva Money or refunded, or rejected with a reason)
 * and the garage sees the outcome (ADR 38).
 */
import { z } from 'zod';
import { idParam } from './api';
import { mediaId, mediaLink } from './media';
import { refundTarget } from './warranty';
import { inRupees } from './zod-config';

/** Hours after the car came back in which damage can be reported. */
export const DAMAGE_REPORT_HOURS = 48;

export const damageReportBody = z.object({
  description: z.string().trim().min(10, 'Please say what is damaged (10 characters or more)').max(2000, 'Please keep it under 2000 characters'),
  photos: z.array(mediaId).min(1, 'Please add a photo of the damage').max(8, 'Attach at most 8 photos'),
});
export type DamageReportBody = z.input<typeof damageReportBody>;

export const damageDecisionBody = z
  .object({
    decision: z.enum(['compensate', 'reject']),
    note: z.string().trim().min(5, 'Please give the reason (5 characters or more)').max(500),
    pay_to: refundTarget.optional(),
    amount: z.number({ error: inRupees }).int().min(1).max(500_000).optional(),
  })
  .refine((d) => d.decision !== 'compensate' || (d.pay_to !== undefined && d.amount !== undefined), {
    message: 'Please give the amount and where it goes',
    path: ['amount'],
  });
export type DamageDecisionBody = z.input<typeof damageDecisionBody>;

export const damageReportStatus = z.enum(['open', 'resolved']);

export const damageReport = z.object({
  id: z.number().int(),
  order: z.string(),
  status: damageReportStatus,
  description: z.string(),
  photos: z.array(mediaLink),
  outcome: z
    .object({
      decision: z.enum(['compensate', 'reject']),
      note: z.string(),
      pay_to: refundTarget.nullable(),
      amount: z.number().nullable(),
      decided_at: z.string(),
    })
    .nullable(),
  created_at: z.string(),
});
export type DamageReport = z.infer<typeof damageReport>;

/** The order page's damage box: until when a report may be made (null before the car came back), and the reports. */
export const orderDamage = z.object({ report_until: z.string().nullable(), reports: z.array(damageReport) });
export type OrderDamage = z.infer<typeof orderDamage>;

export const adminDamageReport = damageReport.extend({
  garage: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.string(),
  city_id: z.number().int(),
});
export type AdminDamageReport = z.infer<typeof adminDamageReport>;
export const reportIdParam = z.object({ reportId: idParam });
export const adminDamageQuery = z.object({ status: damageReportStatus.optional(), garage: idParam.optional(), city: idParam.optional() });
