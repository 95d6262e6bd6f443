import {
  addDays,
  type AdminClaim,
  type claimBody,
  type claimDecisionBody,
  formatOrderNumber,
  istDate,
  type OrderWarranty,
  paiseToRupees,
  WARRANTY_DEFAULT_DAYS,
  type WarrantyClaim,
} from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import type { AuthService } from '../auth';
import { type Actor, type BookingRow, type BookingsService, SYSTEM } from '../bookings';
import type { CatalogService } from '../catalog';
import type { MediaService } from '../media';
import type { PaymentsService } from '../payments';
import type { WalletService } from '../wallet';
import { damageReports } from './damage';
import { claimDecisions } from './decisions';
import { WARRANTY_MESSAGES } from './messages';
import { claimPresenter, dateInWords, mayEscalate } from './presenter';
import { type ClaimRow, warrantyRepository } from './repository';

export { WARRANTY_MESSAGES } from './messages';

/** Claims shown in the admin's queue at most (oldest first). */
const QUEUE_LIMIT = 200;
const IN_PROGRESS = ['open', 'declined', 'escalated'] as const;

export interface WarrantyDeps {
  now: () => number;
  /** How long a garage has to answer a claim (WARRANTY_ANSWER_HOURS). */
  answerHours: number;
  bookings: Pick<
    BookingsService,
    'owned' | 'byId' | 'byIds' | 'completedAt' | 'firstEventAt' | 'itemsOf' | 'placeRework' | 'recordEvent' | 'lockMoney' | 'credit' | 'lifecycle'
  >;
  catalog: Pick<CatalogService, 'warrantyDays' | 'garagesByIds'>;
  media: Pick<MediaService, 'requireReady' | 'links'>;
  payments: Pick<PaymentsService, 'refundPart'>;
  wallet: Pick<WalletService, 'credit'>;
  auth: Pick<AuthService, 'usersByIds'>;
}

/** The share of the order's total (discount and GST included) that these services' prices make up. */
export const shareOfTotal = (booking: Pick<BookingRow, 'subtotalPaise' | 'totalPaise'>, pricePaise: number) =>
  booking.subtotalPaise > 0 ? Math.round((pricePaise * booking.totalPaise) / booking.subtotalPaise) : 0;

/**
 * Warranty claims (ADR 38): the customer opens one on a completed order's services while their category's
 * warranty runs (by IST date); the garage answers by a free rework booking or declines with a reason before
 * its deadline; a decline or a missed deadline can be escalated, and an admin decides once.
 */
export function warrantyService(db: Db, deps: WarrantyDeps) {
  const repo = warrantyRepository(db);
  const now = () => new Date(deps.now());
  const present = claimPresenter(deps);
  const presentOne = async (row: ClaimRow) => (await present([row]))[0]!;

  /** Each of the order's services and the last IST date its warranty covers (none until it is completed). */
  async function coverage(booking: BookingRow) {
    const [completedAt, items, days] = await Promise.all([
      deps.bookings.completedAt(booking.id),
      deps.bookings.itemsOf(booking.id),
      deps.catalog.warrantyDays(),
    ]);
    const today = istDate(now());
    return items.map((item) => {
      const until = completedAt ? addDays(istDate(completedAt), days.get(item.categoryId) ?? WARRANTY_DEFAULT_DAYS) : null;
      return { ...item, until, covered: until !== null && today <= until };
    });
  }

  /** The claim, if it is this order's; the same 404 otherwise. */
  async function claimOf(booking: BookingRow, claimId: number): Promise<ClaimRow> {
    const row = await repo.byId(claimId);
    if (!row || row.bookingId !== booking.id) throw notFound(WARRANTY_MESSAGES.notFound, 'CLAIM_NOT_FOUND');
    return row;
  }

  /** Writes a claim's change and its timeline entry together; a 409 when someone moved the claim first. */
  async function moveWithEntry(
    claim: ClaimRow,
    from: readonly ClaimRow['status'][],
    change: Parameters<ReturnType<typeof warrantyRepository>['move']>[2],
    entry: { kind: string; note: string; actor: Actor },
    answerBefore?: Date,
  ) {
    return db.transaction(async (tx) => {
      const moved = await warrantyRepository(tx).move(claim.id, from, change, answerBefore);
      if (!moved) return null;
      await deps.bookings.recordEvent(claim.bookingId, entry.kind, { note: entry.note, actor: entry.actor, tx });
      return moved;
    });
  }

  const decisions = claimDecisions(db, { ...deps, present: presentOne });

  return {
    /** The order page's warranty box: what is covered until when, and the order's claims. */
    async forOrder(userId: number, trackingId: string): Promise<OrderWarranty> {
      const booking = await deps.bookings.owned(userId, trackingId);
      const [items, rows] = await Promise.all([coverage(booking), repo.ofBooking(booking.id)]);
      return {
        items: items.flatMap((i) =>
          i.until ? [{ id: i.id, name: i.name, price: paiseToRupees(i.pricePaise), covered_until: i.until, covered: i.covered }] : [],
        ),
        claims: await present(rows),
      };
    },

    async open(userId: number, trackingId: string, body: z.infer<typeof claimBody>): Promise<WarrantyClaim> {
      const booking = await deps.bookings.owned(userId, trackingId);
      if (booking.serviceStatus !== 'completed') throw conflict(WARRANTY_MESSAGES.notCompleted, 'NOT_COMPLETED');
      const items = await coverage(booking);
      const asked = [...new Set(body.items)];
      if (asked.some((id) => !items.some((i) => i.id === id)))
        throw unprocessable(WARRANTY_MESSAGES.notOnOrder, { items: [WARRANTY_MESSAGES.notOnOrder] }, 'NOT_ON_ORDER');
      const claimed = items.filter((i) => asked.includes(i.id));
      const lapsed = claimed.find((i) => !i.covered);
      if (lapsed) throw conflict(WARRANTY_MESSAGES.over(lapsed.name, lapsed.until!), 'WARRANTY_OVER');
      await deps.media.requireReady(body.photos, { purpose: 'claim', bookingId: booking.id });
      const at = now();
      const row = await db.transaction(async (tx) => {
        const inserted = await warrantyRepository(tx).insert({
          bookingId: booking.id,
          userId,
          garageId: booking.garageId,
          status: 'open',
          serviceIds: asked,
          claimedPaise: shareOfTotal(
            booking,
            claimed.reduce((sum, i) => sum + i.pricePaise, 0),
          ),
          description: body.description,
          photoIds: body.photos,
          answerBy: new Date(at.getTime() + deps.answerHours * 3600_000),
          createdAt: at,
          updatedAt: at,
        });
        if (!inserted) throw conflict(WARRANTY_MESSAGES.inProgress, 'CLAIM_IN_PROGRESS');
        await deps.bookings.recordEvent(booking.id, 'claim_opened', { note: claimed.map((i) => i.name).join(', '), actor: { kind: 'customer', userId }, tx });
        return inserted;
      });
      return presentOne(row);
    },

    /** The customer asks CarSeva to decide: after the garage declined, or once its deadline passed unanswered. */
    async escalate(userId: number, trackingId: string, claimId: number): Promise<WarrantyClaim> {
      const booking = await deps.bookings.owned(userId, trackingId);
      const claim = await claimOf(booking, claimId);
      const at = now();
      if (!mayEscalate(claim, at.getTime())) {
        throw conflict(claim.status === 'open' ? WARRANTY_MESSAGES.tooEarly(claim.answerBy) : WARRANTY_MESSAGES.notEscalable, 'CANNOT_ESCALATE');
      }
      const entry = {
        kind: 'claim_escalated',
        note: claim.status === 'declined' ? 'after the garage declined' : 'the garage did not answer in time',
        actor: { kind: 'customer' as const, userId },
      };
      const moved = await moveWithEntry(
        claim,
        [claim.status],
        { status: 'escalated', escalatedAt: at, updatedAt: at },
        entry,
        claim.status === 'open' ? at : undefined,
      );
      if (!moved) throw conflict(WARRANTY_MESSAGES.changed, 'CLAIM_CHANGED');
      return presentOne(moved);
    },

    /** The garage's view of an order's claims (the route has checked the staff member's garage). */
    async ofBooking(booking: BookingRow): Promise<WarrantyClaim[]> {
      return present(await repo.ofBooking(booking.id));
    },

    /**
     * The garage books a free rework visit in its own slot: a ₹0 booking of the claimed services, placed as
     * any booking is; the claim then links to it. If another answer won meanwhile, the visit is cancelled.
     */
    async rework(booking: BookingRow, claimId: number, slot: { booking_date: string; booking_slot: number }, actor: Actor): Promise<WarrantyClaim> {
      const claim = await claimOf(booking, claimId);
      if (claim.status !== 'open') throw conflict(WARRANTY_MESSAGES.answered, 'CLAIM_ANSWERED');
      const visit = await deps.bookings.placeRework(booking, { services: claim.serviceIds, ...slot });
      const at = now();
      const moved = await db.transaction(async (tx) => {
        const row = await warrantyRepository(tx).move(claim.id, ['open'], { status: 'rework', reworkBookingId: visit.id, answeredAt: at, updatedAt: at });
        if (!row) return null;
        await deps.bookings.recordEvent(booking.id, 'claim_rework', {
          note: `${formatOrderNumber(visit.trackingId)} on ${dateInWords(visit.bookingDate)}`,
          actor,
          tx,
        });
        await deps.bookings.recordEvent(visit.id, 'rework_of', { note: `order ${formatOrderNumber(booking.trackingId)}`, actor, tx });
        return row;
      });
      if (!moved) {
        await deps.bookings.lifecycle.change(visit, 'cancelled', SYSTEM, { note: WARRANTY_MESSAGES.visitNotNeeded });
        throw conflict(WARRANTY_MESSAGES.answered, 'CLAIM_ANSWERED');
      }
      return presentOne(moved);
    },

    async decline(booking: BookingRow, claimId: number, reason: string, actor: Actor): Promise<WarrantyClaim> {
      const claim = await claimOf(booking, claimId);
      if (claim.status !== 'open') throw conflict(WARRANTY_MESSAGES.answered, 'CLAIM_ANSWERED');
      const at = now();
      const moved = await moveWithEntry(
        claim,
        ['open'],
        { status: 'declined', declinedReason: reason, answeredAt: at, updatedAt: at },
        { kind: 'claim_declined', note: reason, actor },
      );
      if (!moved) throw conflict(WARRANTY_MESSAGES.answered, 'CLAIM_ANSWERED');
      return presentOne(moved);
    },

    /** The admin's queue: claims in progress (or of one status), oldest first, by garage and city. */
    async queue(filter: { status?: ClaimRow['status']; garage?: number; city?: number }): Promise<AdminClaim[]> {
      const rows = await repo.queue(filter.status ? [filter.status] : IN_PROGRESS, filter.garage ? [filter.garage] : null, QUEUE_LIMIT);
      const [garages, users] = await Promise.all([deps.catalog.garagesByIds(rows.map((r) => r.garageId)), deps.auth.usersByIds(rows.map((r) => r.userId))]);
      const inCity = rows.filter((r) => filter.city === undefined || garages.find((g) => g.id === r.garageId)?.cityId === filter.city);
      const claims = await present(inCity);
      return inCity.map((row, i) => {
        const garage = garages.find((g) => g.id === row.garageId)!;
        return {
          ...claims[i]!,
          garage: { id: garage.id, name: garage.name },
          customer: users.find((u) => u.id === row.userId)?.name ?? '',
          city_id: garage.cityId,
        };
      });
    },

    /** Claims opened and damage reports upheld since an instant, per garage (the garages' figures). */
    figuresSince: (since: Date) => repo.figuresSince(since),

    /** Damage reported after the car came back, and CarSeva's resolution (they share the order's payout limit). */
    damage: damageReports(db, deps),

    /** An admin decides an escalated claim, once. */
    decide: (adminId: number, claimId: number, body: z.infer<typeof claimDecisionBody>) => decisions.decide(adminId, claimId, body),
  };
}

export type WarrantyService = ReturnType<typeof warrantyService>;
