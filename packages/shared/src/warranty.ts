/**
 * Warranty claims: for a while after a job is completed (per service category, 30 days unless the
 * category says otherwise) the customer can say a service did not hold; the garage answers by a free
 * rework visit or declines with a reason; a decline or a missed deadline can be escalated to CarSeva,
 * whose admin decides once (ADR 38).
 */
import { z } from 'zod';
import { idParam } from './api';
import { calendarDate } from './booking';
import { recordId } from './ids';
import { mediaId, mediaLink } from './media';
import { inRupees } from './zod-config';

/** A category's warranty when it names none: the home page's "30 Days Warranty". */
export const WARRANTY_DEFAULT_DAYS = 30;
export const CLAIM_TEXT_MAX = 2000;
export const CLAIM_PHOTOS_MAX = 8;

/** A service category's warranty period, as the admin sets it. */
export const categoryWarranty = z.object({ id: z.number().int(), name: z.string(), days: z.number().int() });
export type CategoryWarranty = z.infer<typeof categoryWarranty>;
export const categoryWarrantyBody = z.object({ days: z.number().int().min(0, 'Please enter 0 to 365 days').max(365, 'Please enter 0 to 365 days') });

/** open: the garage is to answer; rework: a free visit is booked; declined: by the garage; escalated: CarSeva decides; decided: done. */
export const claimStatus = z.enum(['open', 'rework', 'declined', 'escalated', 'decided']);
export type ClaimStatus = z.infer<typeof claimStatus>;
export const claimDecisionKind = z.enum(['rework', 'refund', 'reject']);
export type ClaimDecisionKind = z.infer<typeof claimDecisionKind>;
/** Where money CarSeva gives back goes: the order's original payment (the gateway's refund) or CarSeva Money. */
export const refundTarget = z.enum(['original', 'wallet']);
export type RefundTarget = z.infer<typeof refundTarget>;

const reason = (what: string) => z.string().trim().min(5, `Please say ${what} (5 characters or more)`).max(500, 'Please keep it under 500 characters');

export const claimBody = z.object({
  /** The order's services (their ids on the order) that did not hold. */
  items: z.array(recordId).min(1, 'Choose the service that went wrong').max(20),
  description: z
    .string()
    .trim()
    .min(10, 'Please tell us what is wrong (10 characters or more)')
    .max(CLAIM_TEXT_MAX, `Please keep it under ${CLAIM_TEXT_MAX} characters`),
  photos: z.array(mediaId).max(CLAIM_PHOTOS_MAX, `Attach at most ${CLAIM_PHOTOS_MAX} photos`).default([]),
});
export type ClaimBody = z.input<typeof claimBody>;

export const claimParams = z.object({ trackingId: z.string().regex(/^[A-Z0-9]{4,32}$/, 'Please check the order number'), claimId: idParam });
export const claimIdParam = z.object({ claimId: idParam });

/** The garage books the free rework visit: its own slot at the garage. */
export const claimReworkBody = z.object({ booking_date: calendarDate, booking_slot: recordId });
export const claimDeclineBody = z.object({ reason: reason('why the claim is declined') });

/** An admin's decision on an escalated claim: once. */
export const claimDecisionBody = z
  .object({
    decision: claimDecisionKind,
    note: reason('the reason for the decision'),
    /** refund: where the money goes, and how much (whole rupees; by default the claimed services' price), never more than was paid. */
    refund_to: refundTarget.optional(),
    amount: z.number({ error: inRupees }).int().min(1).max(500_000).optional(),
    /** rework: at another garage, its services (their offering ids) and the slot. */
    services: z.array(recordId).min(1).max(20).optional(),
    booking_date: calendarDate.optional(),
    booking_slot: recordId.optional(),
  })
  .refine((d) => d.decision !== 'refund' || d.refund_to !== undefined, { message: 'Please choose where the refund goes', path: ['refund_to'] })
  .refine((d) => d.decision !== 'rework' || (d.services !== undefined && d.booking_date !== undefined && d.booking_slot !== undefined), {
    message: 'Please choose the garage’s services and a slot for the rework',
    path: ['booking_slot'],
  });
export type ClaimDecisionBody = z.input<typeof claimDecisionBody>;

export const claimItem = z.object({ id: z.number().int(), name: z.string(), price: z.number() });

export const claimDecision = z.object({
  kind: claimDecisionKind,
  note: z.string(),
  refund_to: refundTarget.nullable(),
  /** Rupees given back (refund), else null. */
  amount: z.number().nullable(),
  decided_at: z.string(),
});

export const rework = z.object({
  tracking_id: z.string(),
  garage: z.string(),
  booking_date: z.string(),
  booking_time: z.string(),
  status: z.string(),
});

export const warrantyClaim = z.object({
  id: z.number().int(),
  order: z.string(),
  status: claimStatus,
  items: z.array(claimItem),
  description: z.string(),
  photos: z.array(mediaLink),
  /** When the garage must have answered by. */
  answer_by: z.string(),
  /** The garage's reason when it declined. */
  declined_reason: z.string().nullable(),
  rework: rework.nullable(),
  escalated_at: z.string().nullable(),
  decision: claimDecision.nullable(),
  /** Whether the customer may escalate it now (declined, or the garage missed its deadline). */
  can_escalate: z.boolean(),
  created_at: z.string(),
});
export type WarrantyClaim = z.infer<typeof warrantyClaim>;

/** An order's warranty: each service and until when (IST date) it is covered; and its claims, newest first. */
export const orderWarranty = z.object({
  items: z.array(claimItem.extend({ covered_until: z.string(), covered: z.boolean() })),
  claims: z.array(warrantyClaim),
});
export type OrderWarranty = z.infer<typeof orderWarranty>;

/** The admin's list of claims: the claim with its garage and customer. */
export const adminClaim = warrantyClaim.extend({
  garage: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.string(),
  city_id: z.number().int(),
});
export type AdminClaim = z.infer<typeof adminClaim>;
export const adminClaimsQuery = z.object({ status: claimStatus.optional(), garage: idParam.optional(), city: idParam.optional() });

/** What is still open after the work on a garage's orders: a warranty claim in progress or an open damage report (its day board flags them, ADR 46). */
export const garageOpenItem = z.object({
  kind: z.enum(['claim', 'damage']),
  id: z.number().int(),
  /** The order's tracking id. */
  order: z.string(),
  status: z.string(),
  opened_at: z.string(),
});
export type GarageOpenItem = z.infer<typeof garageOpenItem>;

// ── The admin's desk: claims, damage reports and late credits in one queue; each garage's figures ──
export const deskItemKind = z.enum(['claim', 'damage', 'late_credit']);
export const deskItem = z.object({
  kind: deskItemKind,
  id: z.number().int(),
  order: z.string(),
  garage: z.object({ id: z.number().int(), name: z.string() }),
  city_id: z.number().int(),
  status: z.string(),
  summary: z.string(),
  opened_at: z.string(),
  /** Whole hours since it was opened (a late credit: since it was made). */
  age_hours: z.number().int(),
});
export type DeskItem = z.infer<typeof deskItem>;
export const deskQuery = z.object({ garage: idParam.optional(), city: idParam.optional() });

/** A garage over the last 30 days: jobs completed, warranty claims (and per 100 jobs), late deliveries, damage reports upheld. */
export const garageTrustFigures = z.object({
  garage: z.object({ id: z.number().int(), name: z.string() }),
  city_id: z.number().int(),
  jobs: z.number().int(),
  claims: z.number().int(),
  claims_per_100_jobs: z.number(),
  late_deliveries: z.number().int(),
  disputes_upheld: z.number().int(),
});
export type GarageTrustFigures = z.infer<typeof garageTrustFigures>;
export const trustDesk = z.object({ items: z.array(deskItem), figures: z.array(garageTrustFigures) });
export type TrustDesk = z.infer<typeof trustDesk>;
export const FIGURES_DAYS = 30;
