import { type claimDecisionBody, formatOrderNumber, formatRupees, paiseToRupees, rupeesToPaise, type WarrantyClaim } from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { type Actor, type BookingRow, type BookingsService, SYSTEM } from '../bookings';
import type { PaymentsService } from '../payments';
import type { WalletService } from '../wallet';
import { payOut } from './payouts';
import { WARRANTY_MESSAGES } from './messages';
import { dateInWords } from './presenter';
import { type ClaimRow, warrantyRepository } from './repository';

type Decision = z.infer<typeof claimDecisionBody>;

export interface DecisionDeps {
  now: () => number;
  bookings: Pick<BookingsService, 'byId' | 'placeRework' | 'recordEvent' | 'lockMoney' | 'credit' | 'lifecycle'>;
  payments: Pick<PaymentsService, 'refundPart'>;
  wallet: Pick<WalletService, 'credit'>;
  present: (row: ClaimRow) => Promise<WarrantyClaim>;
}

function decisionWords(body: Decision, amountPaise: number | null, visit: BookingRow | null): string {
  if (body.decision === 'refund')
    return `${formatRupees(paiseToRupees(amountPaise!))} refunded ${body.refund_to === 'wallet' ? 'to CarSeva Money' : 'to the original payment method'}: ${body.note}`;
  if (body.decision === 'rework') return `free rework visit ${formatOrderNumber(visit!.trackingId)} on ${dateInWords(visit!.bookingDate)}: ${body.note}`;
  return `claim rejected: ${body.note}`;
}

/**
 * CarSeva's decision on an escalated claim (ADR 38), taken once: the claim's compare-and-swap from
 * escalated to decided, with its money, in one transaction. A refund never exceeds what the customer paid
 * for the order less everything given back on it already (under the booking's lock; ADR 44), and goes to
 * CarSeva Money (the wallet ledger) or back to the original payment (the gateway's refund, as every refund).
 * A rework at another garage is a ₹0 booking placed first; if the decision then fails, it is cancelled.
 */
export function claimDecisions(db: Db, deps: DecisionDeps) {
  const now = () => new Date(deps.now());

  /** Writes the decision and its money; a 409 (and nothing written) when it cannot stand. */
  async function write(claim: ClaimRow, booking: BookingRow, body: Decision, actor: Actor, visit: BookingRow | null): Promise<ClaimRow> {
    const at = now();
    return db.transaction(async (tx) => {
      const decided = await warrantyRepository(tx).move(claim.id, ['escalated'], {
        status: 'decided',
        decision: body.decision,
        decisionNote: body.note,
        reworkBookingId: visit?.id ?? claim.reworkBookingId,
        decidedBy: actor.userId,
        decidedAt: at,
        updatedAt: at,
      });
      if (!decided) throw conflict(WARRANTY_MESSAGES.decided, 'CLAIM_DECIDED');
      let amountPaise: number | null = null;
      if (body.decision === 'refund') {
        const note = `Warranty claim on order ${formatOrderNumber(booking.trackingId)}`;
        const amount = body.amount !== undefined ? rupeesToPaise(body.amount) : null;
        amountPaise = await payOut(
          tx,
          deps,
          { booking, cause: `claim:${claim.id}`, kind: 'claim', to: body.refund_to!, amountPaise: amount, fallbackPaise: claim.claimedPaise, note },
          at,
        );
        Object.assign(decided, await warrantyRepository(tx).setRefund(claim.id, body.refund_to!, amountPaise));
      }
      await deps.bookings.recordEvent(booking.id, 'claim_decided', { note: decisionWords(body, amountPaise, visit), actor, tx });
      if (visit) await deps.bookings.recordEvent(visit.id, 'rework_of', { note: `order ${formatOrderNumber(booking.trackingId)}`, actor, tx });
      return decided;
    });
  }

  return {
    async decide(adminId: number, claimId: number, body: Decision): Promise<WarrantyClaim> {
      const claim = await warrantyRepository(db).byId(claimId);
      if (!claim) throw notFound(WARRANTY_MESSAGES.notFound, 'CLAIM_NOT_FOUND');
      if (claim.status === 'decided') throw conflict(WARRANTY_MESSAGES.decided, 'CLAIM_DECIDED');
      if (claim.status !== 'escalated') throw conflict(WARRANTY_MESSAGES.notEscalated, 'NOT_ESCALATED');
      const booking = (await deps.bookings.byId(claim.bookingId))!;
      const actor: Actor = { kind: 'admin', userId: adminId };
      const visit =
        body.decision === 'rework'
          ? await deps.bookings.placeRework(booking, { services: body.services!, booking_date: body.booking_date!, booking_slot: body.booking_slot! })
          : null;
      let decided: ClaimRow;
      try {
        decided = await write(claim, booking, body, actor, visit);
      } catch (error) {
        if (visit) await deps.bookings.lifecycle.change(visit, 'cancelled', SYSTEM, { note: WARRANTY_MESSAGES.visitNotNeeded });
        throw error;
      }
      return deps.present(decided);
    },
  };
}
