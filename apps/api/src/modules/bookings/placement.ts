import { type bookingBody, istDate } from '@carseva/shared';
import type { z } from 'zod';
import { type Db, type Executor, transaction } from '../../db/client';
import { batcher, type Outcome } from '../../lib/batcher';
import { isRefusedStatement, isUniqueViolation } from '../../lib/database-errors';
import { conflict } from '../../lib/errors';
import { type IdempotencyService, KeyAlreadyUsed, type KeyedRequest, type Replay } from '../idempotency';
import type { SlotsService, SlotTemplateRow } from '../slots';
import type { CouponBook } from './coupons';
import type { Actor } from './actor';
import { BOOKING_MESSAGES } from './messages';
import type { PricedOrder } from './pricing';
import { bookingsRepository, type BookingRow, type NewBookingItem, type NewPlacedBooking, type Refusal } from './repository';
import type { AnnounceEvents } from './timeline';
import { newTrackingId } from './tracking-id';

/** A booking as the customer asked for it (the request's body). */
export type BookingInput = z.infer<typeof bookingBody>;

/** A booking written: its row and its 'placed' entry's id. */
export interface Written {
  row: BookingRow;
  eventId: number;
}

/** A request's Idempotency-Key, checked and stored with its answer in the booking's transaction (ADR 26). */
export interface PlacementKey {
  request: KeyedRequest;
  /** The request's answer for the booking written, kept with the key. */
  answer: (written: Written) => Replay;
}

/** A booking checked and priced, ready to be placed: by whom, what was asked, its price and slot. */
export interface Placement {
  userId: number;
  input: BookingInput;
  priced: PricedOrder;
  slot: SlotTemplateRow;
  fuelType: string | null;
  at: Date;
  key: PlacementKey | null;
}
/** A placed booking, with its answer when its request had a key; null when the slot had no seat left. */
export type Placed = (Written & { answer: Replay | null }) | null;

const itemsOf = (priced: PricedOrder): NewBookingItem[] =>
  priced.items.map((o) => ({ garageServiceId: o.id, pricePaise: o.pricePaise, serviceName: o.serviceName, categoryId: o.categoryId }));

/**
 * What a booking needs of the customer's wallet (the wallet module answers; the wallet in turn hears
 * the bookings' events, so bookings declares this instead of importing it). Spends up to `maxPaise`
 * inside the booking's transaction and answers the amount used.
 */
export interface WalletSpending {
  spend(tx: Executor, userId: number, bookingId: number, maxPaise: number): Promise<number>;
}

export interface PlacementDeps {
  holdMinutes: number;
  maxOpen: number;
  slots: Pick<SlotsService, 'takeSeats' | 'releaseSeat'>;
  idempotency: Pick<IdempotencyService, 'unusedAll' | 'keepAll'>;
  wallet: WalletSpending;
  coupons: Pick<CouponBook, 'redeem'>;
  announceAll: AnnounceEvents;
  log: (fields: object, message: string) => void;
}

/**
 * Placing checked, priced bookings: for each, its customer's lock, its key unused, a seat, the booking
 * with its items and 'placed' entry (the one statement that checks the booking rules: see
 * insertPlacedAll), its coupon and CarSeva Money, its key with its answer, its job; for a whole batch
 * of bookings in one transaction (group commit, ADR 25). Gives the placed booking, or null when the
 * slot had no seat left.
 */
export function bookingPlacement(db: Db, deps: PlacementDeps): (placement: Placement) => Promise<Placed> {
  const sameSlot = () => conflict(BOOKING_MESSAGES.sameSlot, 'ALREADY_BOOKED_SLOT');
  const refusal = (refused: Refusal) => (refused === 'held' ? sameSlot() : conflict(BOOKING_MESSAGES.tooManyOpen(deps.maxOpen), 'TOO_MANY_OPEN_BOOKINGS'));

  /** Whether each placement may go on: its key unused (under its customer's lock), or no key. */
  async function unusedKeys(tx: Executor, placements: Placement[]): Promise<boolean[]> {
    const keyed = placements.filter((p) => p.key);
    if (keyed.length === 0) return placements.map(() => true);
    const unused = await deps.idempotency.unusedAll(
      tx,
      keyed.map((p) => p.key!.request),
    );
    return placements.map((p) => !p.key || unused[keyed.indexOf(p)]!);
  }

  /** Stores the keys of the requests whose booking was written, with their answers; gives the answers. */
  async function keepKeys(tx: Executor, written: { placement: Placement; written: Written }[]): Promise<(Replay | null)[]> {
    const answers = written.map(({ placement, written: w }) => placement.key?.answer(w) ?? null);
    await deps.idempotency.keepAll(
      tx,
      written.flatMap(({ placement }, i) => (placement.key ? [{ request: placement.key.request, ...answers[i]! }] : [])),
    );
    return answers;
  }

  /**
   * The one code that places bookings: any number of them, of distinct customers and slot-dates, in one
   * transaction whose statements are the same however many they are (ADR 25): the customers' locks,
   * which of their keys are used, a seat each, the bookings with their items and entries, the keys with
   * their answers, their jobs. The customers' open bookings and live bookings of the slot are counted
   * under their locks by the booking's insert; a booking refused there gives its seat back and stores
   * no key, and the others stand. A booking with a coupon or CarSeva Money comes alone: each can refuse
   * it by throwing, which rolls its transaction back. A request whose key was used gets KeyAlreadyUsed.
   */
  function placeAll(placements: Placement[]): Promise<Outcome<Placed>[]> {
    return transaction(db, async (tx) => {
      const txRepo = bookingsRepository(tx);
      await txRepo.lockCustomers(placements.map((p) => p.userId));
      const unused = await unusedKeys(tx, placements);
      const going = placements.filter((_, i) => unused[i]);
      const seated = await deps.slots.takeSeats(
        going.map((p) => ({ templateId: p.slot.id, date: p.input.booking_date })),
        tx,
      );
      const inSeats = going.filter((_, i) => seated[i]);
      const results =
        inSeats.length === 0
          ? []
          : await txRepo.insertPlacedAll(
              inSeats.map((p) => ({ booking: newBooking(p), items: itemsOf(p.priced), today: istDate(p.at) })),
              deps.maxOpen,
            );
      const outcomes = new Map<Placement, Outcome<Placed>>();
      const written: { placement: Placement; written: Written }[] = [];
      for (const [i, result] of results.entries()) {
        const placement = inSeats[i]!;
        if ('refused' in result) {
          await deps.slots.releaseSeat(placement.slot.id, placement.input.booking_date, tx);
          outcomes.set(placement, { error: refusal(result.refused) });
          continue;
        }
        const { userId, priced, input, at } = placement;
        let { row } = result;
        if (priced.coupon) await deps.coupons.redeem(tx, { code: priced.coupon, userId, bookingId: row.id, discountPaise: priced.totals.discount, at });
        const used = input.use_wallet ? await deps.wallet.spend(tx, userId, row.id, row.totalPaise) : 0;
        if (used > 0) row = await txRepo.applyWallet(row.id, used, at);
        written.push({ placement, written: { row, eventId: result.eventId } });
      }
      const answers = await keepKeys(tx, written);
      written.forEach(({ placement, written: w }, i) => outcomes.set(placement, { value: { ...w, answer: answers[i]! } }));
      await deps.announceAll(
        tx,
        written.map(({ written: { row, eventId } }) => ({
          bookingId: row.id,
          eventId,
          kind: 'placed',
          actor: { kind: 'customer', userId: row.userId } satisfies Actor,
        })),
      );
      return placements.map((p, i) => outcomes.get(p) ?? (unused[i] ? { value: null } : { error: new KeyAlreadyUsed() }));
    });
  }

  /** placeAll for one booking: its own outcome; a second live booking of the slot the unique index refused is ALREADY_BOOKED_SLOT. */
  async function placeAlone(placement: Placement): Promise<Outcome<Placed>> {
    try {
      return (await placeAll([placement]))[0]!;
    } catch (error) {
      return { error: isUniqueViolation(error) ? sameSlot() : error };
    }
  }

  /**
   * What the batcher runs: the bookings of the moment together; on their own, a customer's second
   * booking or a second one for a slot-date in the same batch (their checks depend on each other), a
   * booking with a coupon or CarSeva Money, and every booking of a batch the database refused as a
   * whole (a deadlock, a constraint: that transaction rolled back).
   */
  async function placeBatch(placements: Placement[]): Promise<Outcome<Placed>[]> {
    const customers = new Set<number>();
    const seats = new Set<string>();
    const [together, alone] = [[] as Placement[], [] as Placement[]];
    for (const p of placements) {
      const seat = `${p.slot.id} ${p.input.booking_date}`;
      if (p.priced.coupon || p.input.use_wallet || customers.has(p.userId) || seats.has(seat)) alone.push(p);
      else {
        customers.add(p.userId);
        seats.add(seat);
        together.push(p);
      }
    }
    const outcomes = new Map<Placement, Outcome<Placed>>();
    if (together.length === 1) alone.unshift(together.pop()!);
    if (together.length > 0) {
      try {
        (await placeAll(together)).forEach((outcome, i) => outcomes.set(together[i]!, outcome));
      } catch (err) {
        // A connection lost on the way may have committed the batch: its bookings get the error, as one alone would.
        if (!isRefusedStatement(err)) throw err;
        deps.log({ err, bookings: together.length }, 'a batch of bookings was refused as a whole; placing them one by one');
        alone.push(...together);
      }
    }
    await Promise.all(alone.map(async (p) => outcomes.set(p, await placeAlone(p))));
    return placements.map((p) => outcomes.get(p)!);
  }

  function newBooking({ userId, input, priced, slot, fuelType, at }: Placement): NewPlacedBooking {
    return {
      trackingId: newTrackingId(),
      userId,
      garageId: priced.garageId,
      slotTemplateId: slot.id,
      bookingDate: input.booking_date,
      bookingTime: slot.startTime,
      cityId: priced.cityId,
      carModelId: input.car_model ?? null,
      fuelType,
      address: input.address,
      pincode: input.pincode,
      pickupLatitude: input.latitude ?? null,
      pickupLongitude: input.longitude ?? null,
      handover: input.handover,
      landmark: input.landmark || null,
      parkingNote: input.parking_note || null,
      gstin: input.gstin ?? null,
      couponCode: priced.coupon,
      subtotalPaise: priced.totals.subtotal,
      discountPaise: priced.totals.discount,
      gstPaise: priced.totals.gst,
      chargesGst: priced.chargesGst,
      totalPaise: priced.totals.total,
      paymentMode: input.payment_mode,
      // A ₹0 order (a coupon covered it all) is paid as placed: there is nothing for a gateway or the garage to take, and no hold to run out.
      paymentStatus: priced.totals.total === 0 ? 'paid' : 'pending',
      serviceStatus: 'pending',
      holdExpiresAt: input.payment_mode === 'online' && priced.totals.total > 0 ? new Date(at.getTime() + deps.holdMinutes * 60_000) : null,
      createdAt: at,
      updatedAt: at,
    };
  }

  // Six batches at once, each holding a pooled connection while it runs: more bookings a second than
  // four in bench:booking (ADR 25; bench/RESULTS.md, "Measurements behind constants in the code").
  return batcher(placeBatch, { maxBatch: 50, maxInFlight: 6 });
}
