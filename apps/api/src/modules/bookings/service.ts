import {
  type AccountUser,
  COMPLETED_STATUSES,
  priceOrder,
  formatRupees,
  isBookableDate,
  paiseToRupees,
  type PriceSegment,
  priceSegmentOf,
  ONGOING_STATUSES,
  slotHasStarted,
  type Booking,
  type BookingList,
  type Quote,
  type CouponOffer,
  type RescheduleBody,
  pageMetaOf,
} from '@carseva/shared';
import type { Db, Executor } from '../../db/client';
import type { JobDefinition, Jobs } from '../../jobs/jobs';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { enforceLimits, type RateCounters } from '../../lib/rate-limit';
import type { AuthService } from '../auth';
import type { CatalogService } from '../catalog';
import type { IdempotencyService, KeyedRequest, Replay } from '../idempotency';
import { DATE_OUT_OF_RANGE, type SlotsService } from '../slots';
import { customerChanges } from './customer-changes';
import { type Actor, SYSTEM } from './actor';
import { announceIfSettled, bookingLifecycle } from './lifecycle';
import { adminBookingSearch } from './admin-search';
import { couponBook, toOffer } from './coupons';
import { bookingStats } from './stats';
import { extraWork } from './extras';
import { garageDesk } from './garage-desk';
import { bookingPresenter, type PhotoLinks, type RefundsOf } from './presenter';
import { bookingTimeline, eventsAnnouncer } from './timeline';
import { type BookingMoney, moneyOf, type MoneyMovement } from './money';
import { orderPricing, type PricedOrder } from './pricing';
import { bookingsRepository, type BookingRow } from './repository';
import { BOOKING_MESSAGES } from './messages';
import { type BookingInput, bookingPlacement, type WalletSpending, type Written } from './placement';
import { pickupArea } from './pickup-area';
import { type Journey, NO_JOURNEY } from './journey';
import { say } from '../../lib/i18n';

export { BOOKING_MESSAGES } from './messages';
export const PAGE_SIZE = 10;
const HOUR = 3600_000;

/** The queue that frees the seats of unpaid online bookings whose hold ran out. */
export const EXPIRE_HOLDS_JOB = 'bookings.expire-holds';

/** Where a car is picked up: the address text and pincode a booking was placed with. */
export interface Place {
  address: string;
  pincode: string;
}

/** What one customer may hold at once, so nobody can take every slot in a city. */
export interface BookingLimits {
  /** Upcoming bookings awaiting payment or service per account. */
  maxOpen: number;
  /** Booking attempts per account, and per client address, in an hour. */
  perUserHour: number;
  perAddressHour: number;
}

/** The request for a booking: its Idempotency-Key (null without one), and how a booking is written out as its answer. */
export interface BookingRequest {
  key: KeyedRequest | null;
  respond: (booking: Booking) => Replay;
}
/** A booking request's answer: its status and body, and whether it is a first answer given again. */
export type BookingAnswer = Replay & { replayed: boolean };

export interface BookingsDeps {
  now: () => number;
  holdMinutes: number;
  limits: BookingLimits;
  /** Rate counters (shared through Redis when configured). */
  counters: RateCounters;
  jobs: Pick<Jobs, 'publish' | 'publishAll'>;
  /** Prices and availability (fresh reads), garages and car models to show; cities and localities a pickup is judged by. */
  catalog: Pick<CatalogService, 'offeringsByIds' | 'garagesByIds' | 'carModelsByIds' | 'citiesByIds' | 'listLocalities'>;
  /** How far from its garage a car is picked up when its owner has not set a radius (PICKUP_RADIUS_KM). */
  pickupRadiusKm: number;
  /** The most a garage's own pickup radius counts for (PICKUP_RADIUS_CAP_KM). */
  pickupRadiusCapKm: number;
  /** Slot templates, and the seat taken or given back inside the booking's transaction. */
  slots: Pick<SlotsService, 'templatesByIds' | 'takeSeat' | 'takeSeats' | 'releaseSeat'>;
  /** The customer's username on an order. */
  auth: Pick<AuthService, 'usersByIds'>;
  /** CarSeva Money spent on a booking, inside its transaction. */
  wallet: WalletSpending;
  /** Idempotency-Keys, checked and stored with their answers in the booking's own transaction (ADR 26). */
  idempotency: Pick<IdempotencyService, 'unusedAll' | 'keepAll' | 'replayOf'>;
  /** Told when a batch of bookings failed as a whole and its bookings were placed one by one. */
  log: (fields: object, message: string) => void;
  /** The car's journey (the legs module's, wired by the composition root); none: bookings without legs. */
  journey?: Journey;
}

/**
 * What bookings asks of modules that are built after it because they need bookings themselves. The
 * composition root plugs them in with connect() once they exist (ADR 10); they are asked only while
 * requests and jobs run, never while the app is being built.
 */
export interface BookingsConnections {
  /** The refunds of bookings' payments (the payments module's), shown on the order. */
  refunds: RefundsOf;
  /** Whether a booking's tax invoice was issued (the invoices module's): its GSTIN is then fixed. */
  invoiceIssued: (bookingId: number) => Promise<boolean>;
  /** Links to photos of extra work and replaced parts (the media module's). */
  photoLinks: PhotoLinks;
  /** Keeps a booking's car and pickup place in My Cars / My Addresses (the vehicles and addresses modules'); none: nothing is kept. */
  keepForNextTime?: KeepForNextTime;
}

/** What a booking placed with "Save for next time" asks to keep: its car (its fuel when known) and its pickup place. */
export type KeepForNextTime = (
  userId: number,
  used: { carModelId: number; fuelType: string | null; place: { address: string; pincode: string; latitude: number | null; longitude: number | null } },
) => Promise<void>;

export function bookingsService(db: Db, deps: BookingsDeps) {
  let connections: BookingsConnections | null = null;
  const connected = (): BookingsConnections => {
    if (!connections) throw new Error('bookings: connect() must be called before the app serves requests');
    return connections;
  };
  const repo = bookingsRepository(db);
  const now = () => new Date(deps.now());
  const coupons = couponBook(db, { now: deps.now });
  const pricing = orderPricing({ catalog: deps.catalog, coupon: coupons.usable });
  const journey = deps.journey ?? NO_JOURNEY;
  const presenter = bookingPresenter({
    now: deps.now,
    refunds: (bookingIds) => connected().refunds(bookingIds),
    photoLinks: (ids) => connected().photoLinks(ids),
    repo,
    catalog: deps.catalog,
    slots: deps.slots,
    auth: deps.auth,
    journey,
  });
  const present = presenter.customer;
  const record = bookingTimeline(deps.jobs);
  const place = bookingPlacement(db, {
    holdMinutes: deps.holdMinutes,
    maxOpen: deps.limits.maxOpen,
    slots: deps.slots,
    idempotency: deps.idempotency,
    wallet: deps.wallet,
    coupons,
    announceAll: eventsAnnouncer(deps.jobs),
    log: deps.log,
  });
  const lifecycle = bookingLifecycle(db, { now: deps.now, slots: deps.slots, jobs: deps.jobs, record, journey });
  const presentOne = async (row: BookingRow) => (await present([row]))[0]!;
  const extras = extraWork(db, { now: deps.now, record });
  const changes = customerChanges(db, { now: deps.now, lifecycle, slots: deps.slots, record });
  const pickup = pickupArea({ catalog: deps.catalog, radiusKm: deps.pickupRadiusKm, capKm: deps.pickupRadiusCapKm });

  async function owned(userId: number, trackingId: string): Promise<BookingRow> {
    const row = await repo.byTrackingId(trackingId);
    // Someone else's booking is answered exactly like a missing one, so ids cannot be probed.
    if (!row || row.userId !== userId) throw notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND');
    return row;
  }

  /** The car: its model, price band and fuel, checked against the catalog's model; errors by field. */
  async function carDetails(carModelId: number | null | undefined, fuel: string | null | undefined) {
    if (!carModelId) throw unprocessable(BOOKING_MESSAGES.carRequired, { car_model: [BOOKING_MESSAGES.carRequired] }, 'CAR_REQUIRED');
    const [model] = await deps.catalog.carModelsByIds([carModelId]);
    if (!model) throw unprocessable('Unknown car model or fuel type', { car_model: [`No car model with id ${carModelId}`] }, 'UNKNOWN_REFERENCE');
    if (fuel && !model.fuelTypes.includes(fuel)) {
      throw unprocessable('Unknown car model or fuel type', { fuel_type: [`This car comes in ${model.fuelTypes.join(', ')}`] }, 'UNKNOWN_REFERENCE');
    }
    const segment: PriceSegment = priceSegmentOf(model.segment);
    return { model, fuelType: fuel ?? (model.fuelTypes.length === 1 ? model.fuelTypes[0]! : null), segment };
  }

  /** What a booking asks, checked against the calendar and the catalog and priced: nothing here depends on who asks. */
  async function check(input: BookingInput, at: Date) {
    if (!isBookableDate(input.booking_date, at)) throw unprocessable(DATE_OUT_OF_RANGE, { booking_date: [DATE_OUT_OF_RANGE] }, 'DATE_OUT_OF_RANGE');
    const [car, [slot]] = await Promise.all([carDetails(input.car_model, input.fuel_type), deps.slots.templatesByIds([input.booking_slot])]);
    const priced = await pricing.price(input.services ?? [input.service!], input.coupon, car.segment);
    if (!slot || slot.garageId !== priced.garageId) {
      throw unprocessable(say('errors.booking.unknownSlot'), { booking_slot: [say('errors.booking.unknownSlotField')] }, 'UNKNOWN_SLOT');
    }
    if (slotHasStarted(input.booking_date, slot.startTime, at))
      throw unprocessable(BOOKING_MESSAGES.slotStarted, { booking_slot: [BOOKING_MESSAGES.slotStarted] }, 'SLOT_STARTED');
    // Before anything is written or paid: a garage never takes a car it cannot fetch.
    await pickup.refuseUnserved(priced.garage, input);
    return { car, slot, priced };
  }

  /** Places a checked booking for a customer within their limits; its request's answer. */
  async function book(
    user: AccountUser,
    input: BookingInput,
    at: Date,
    checking: ReturnType<typeof check>,
    clientAddress: string,
    request: BookingRequest,
  ): Promise<Replay> {
    const userId = user.id;
    await enforceLimits(deps.counters, [
      { key: `bookings-user:${userId}`, max: deps.limits.perUserHour, windowMs: HOUR, message: () => BOOKING_MESSAGES.tooFast },
      { key: `bookings-address:${clientAddress}`, max: deps.limits.perAddressHour, windowMs: HOUR, message: () => BOOKING_MESSAGES.tooFast },
    ]);
    const { car, slot, priced } = await checking;
    const present = ({ row, eventId }: Written) =>
      presenter.placed({
        row,
        user,
        items: priced.items.map((o) => ({ bookingId: row.id, id: o.id, pricePaise: o.pricePaise, name: o.serviceName, categoryId: o.categoryId })),
        events: [{ id: eventId, bookingId: row.id, kind: 'placed', note: null, actorKind: 'customer', actorId: userId, createdAt: at }],
        slot,
        garage: priced.garage,
        model: car.model,
      });
    const key = request.key && { request: request.key, answer: (written: Written) => request.respond(present(written)) };
    const placed = await place({ userId, input, priced, slot, fuelType: car.fuelType, at, key });
    if (!placed) throw conflict(BOOKING_MESSAGES.slotFull, 'SLOT_FULL');
    if (input.save_for_next_time) await keepForNextTime(userId, placed.row);
    return placed.answer ?? request.respond(present(placed));
  }

  /**
   * Right after the booking is placed, its car and pickup place are kept for the next checkout. Keeping
   * them again is harmless (the same car and place are found, not added), and a failure here is only
   * logged: the booking stands whatever happens to the convenience.
   */
  async function keepForNextTime(userId: number, row: BookingRow): Promise<void> {
    const keep = connected().keepForNextTime;
    if (!keep || row.carModelId === null) return;
    const place = { address: row.address, pincode: row.pincode, latitude: row.pickupLatitude, longitude: row.pickupLongitude };
    try {
      await keep(userId, { carModelId: row.carModelId, fuelType: row.fuelType, place });
    } catch (err) {
      deps.log({ err, bookingId: row.id }, "a booking's car and address could not be kept for next time");
    }
  }

  /** Cancels the unpaid online bookings whose hold ran out; a booking paid meanwhile is left alone. */
  async function expireHolds(): Promise<void> {
    for (const row of await repo.expiredHolds(now())) {
      await lifecycle.change(row, 'cancelled', SYSTEM, { eventKind: 'hold_expired', onlyIfUnpaid: true });
    }
  }

  return {
    /** Plugs in the modules built after this one (payments' refunds, invoices' issue check). */
    connect(later: BookingsConnections): void {
      connections = later;
    },

    async quote(offeringIds: number[], coupon: string | null | undefined, carModelId?: number | null): Promise<Quote> {
      return pricing.quote(offeringIds, coupon, carModelId ? (await carDetails(carModelId, null)).segment : undefined);
    },

    /**
     * The coupons this customer can use now on this cart, each with its saving, the best (the biggest
     * saving; on a tie, the first by code) first and flagged. Without a car, for the lowest band, as the quote.
     */
    async offers(userId: number | null, offeringIds: number[], carModelId?: number | null): Promise<CouponOffer[]> {
      const segment = carModelId ? (await carDetails(carModelId, null)).segment : undefined;
      const open = await coupons.available(userId);
      const priced = await pricing.withEachCoupon(
        offeringIds,
        open.map((o) => o.coupon),
        segment,
      );
      priced.sort((a, b) => b.totals.discount - a.totals.discount || a.coupon.code.localeCompare(b.coupon.code));
      return priced.map(({ coupon, totals }, index) => toOffer(coupon, open.find((o) => o.coupon === coupon)!.usesLeft, totals, index === 0));
    },

    /**
     * A booking for a request: placed, with its answer kept with the request's key in the same
     * transaction; or, for a retry of a request that was answered, that first answer (also when the
     * retry itself fails, say because the slot has started since). The booking is checked and priced
     * while the customer is looked up (one round trip fewer on its way); a request that is not signed
     * in still gets its 401 first, and one over the rate limits its 429 before any other refusal.
     */
    async create(
      customer: Promise<AccountUser>,
      input: BookingInput,
      clientAddress: string,
      requestOf: (user: AccountUser) => BookingRequest,
    ): Promise<BookingAnswer> {
      const at = now();
      const checking = check(input, at);
      // Its refusal is given once the customer is known, after theirs.
      checking.catch(() => {});
      const user = await customer;
      const request = requestOf(user);
      try {
        return { ...(await book(user, input, at, checking, clientAddress, request)), replayed: false };
      } catch (error) {
        const replay = request.key && (await deps.idempotency.replayOf(request.key));
        if (replay) return { ...replay, replayed: true };
        throw error;
      }
    },

    /** Whether a garage picks a car up from a place, and why not (the checkout asks as the pincode is typed). */
    serviceability: pickup.serviceability,

    async get(userId: number, trackingId: string): Promise<Booking> {
      return presentOne(await owned(userId, trackingId));
    },

    /** The row itself, for payments: same ownership rule as get(). */
    owned,

    /**
     * An owner's booking as its tax invoice needs it: the row, what was bought (items, then approved extra
     * work) in paise, and its money ledger summed (what was paid, and how).
     */
    async forInvoice(userId: number, trackingId: string): Promise<{ row: BookingRow; lines: { name: string; pricePaise: number }[]; money: BookingMoney }> {
      const row = await owned(userId, trackingId);
      const { items, extras, money } = await repo.details([row.id]);
      const approved = extras.filter((e) => e.status === 'approved');
      return { row, lines: [...items, ...approved].map((l) => ({ name: l.name, pricePaise: l.pricePaise })), money: moneyOf(money) };
    },

    /** Every movement of the customer's bookings' money ledgers, newest first (Transaction History). */
    moneyHistory: (userId: number): Promise<MoneyMovement[]> => repo.moneyOfCustomer(userId),

    /** A customer's bookings: id → tracking id (Transaction History names the order of each payment). */
    async customerRefs(userId: number): Promise<Map<number, string>> {
      return new Map((await repo.refsOfCustomer(userId)).map((ref) => [ref.id, ref.trackingId]));
    },

    /** Tracking ids of bookings by id (the wallet names the order of each entry). */
    async trackingIds(ids: number[]): Promise<Map<number, string>> {
      return new Map((await repo.refsByIds(ids)).map((ref) => [ref.id, ref.trackingId]));
    },

    /** The row by id, for payments (which checks the owner itself). */
    byId: (bookingId: number, tx?: Executor): Promise<BookingRow | undefined> => (tx ? bookingsRepository(tx) : repo).byId(bookingId),
    /** Rows by distinct id, in no particular order (jobs handling many timeline entries at once); no ids, no query. */
    async byIds(bookingIds: readonly number[]): Promise<BookingRow[]> {
      const unique = [...new Set(bookingIds)];
      return unique.length === 0 ? [] : repo.byIds(unique);
    },

    /**
     * When the customer last placed a booking with each of these places (address text and pincode, as
     * typed at checkout); a place never booked is left out. No places, no query.
     */
    async lastPlacedAt(userId: number, places: readonly Place[]): Promise<(Place & { at: Date })[]> {
      if (places.length === 0) return [];
      const booked = await repo.lastPlacedAt(userId, [...new Set(places.map((place) => place.address))]);
      return booked.filter((row) => places.some((place) => place.address === row.address && place.pincode === row.pincode));
    },

    /**
     * Records money received for the booking and the event, inside the caller's transaction so the
     * payment and the booking change together. False when the booking no longer awaits that money
     * (already paid, or cancelled meanwhile): the caller then treats it as unmatched.
     */
    async markPaid(bookingId: number, amountPaise: number, tx: Executor, paymentId: number): Promise<boolean> {
      const at = now();
      const txRepo = bookingsRepository(tx);
      if (!(await txRepo.addPayment(bookingId, amountPaise, at))) return false;
      await txRepo.receive(bookingId, 'online', amountPaise, `payment:${paymentId}`, at);
      await announceIfSettled(deps.jobs, (await txRepo.byId(bookingId))!, tx);
      await record(tx, { bookingId, kind: 'paid', at, actor: SYSTEM, note: formatRupees(paiseToRupees(amountPaise)) });
      return true;
    },

    /** Adds a timeline entry that is not a status change (payment attempts, refunds). */
    async recordEvent(bookingId: number, kind: string, options: { note?: string; actor?: Actor; tx?: Executor } = {}): Promise<void> {
      const event = { bookingId, kind, at: now(), actor: options.actor ?? SYSTEM, note: options.note };
      await (options.tx ? record(options.tx, event) : db.transaction((tx) => record(tx, event)));
    },

    /**
     * A payment that came for a booking no longer awaiting it (its hold ran out, it was cancelled or paid
     * already), inside the caller's transaction: a row of the booking's ledger like any payment, which leaves
     * the booking's status alone; its refund is returned against it (ADR 44).
     */
    async receiveUnmatched(bookingId: number, amountPaise: number, tx: Executor, paymentId: number): Promise<void> {
      await bookingsRepository(tx).receive(bookingId, 'online', amountPaise, `payment:${paymentId}`, now());
    },

    /**
     * A refund of a payment, asked of the gateway once this is written: a row of the booking's ledger, under
     * its lock, in the caller's transaction (ADR 44). Never more than the booking holds online, nor than it
     * may still give back: false then, nothing is written and nothing may be asked.
     */
    async returnOnline(bookingId: number, refund: { id: number; amountPaise: number }, tx: Executor): Promise<boolean> {
      const txRepo = bookingsRepository(tx);
      await txRepo.lock(bookingId);
      return txRepo.giveBack(bookingId, 'online', refund.amountPaise, `refund:${refund.id}`, now());
    },

    /** The gateway returned the booking's whole payment: its payment status becomes refunded. */
    async markRefunded(bookingId: number, tx: Executor): Promise<void> {
      await bookingsRepository(tx).markRefunded(bookingId, now());
    },

    /**
     * The booking, locked for the rest of the caller's transaction, and its money as it stands: what a payout
     * reads before it gives anything back, so nothing else can give back in between (ADR 44).
     */
    async lockMoney(bookingId: number, tx: Executor): Promise<{ booking: BookingRow; money: BookingMoney }> {
      const txRepo = bookingsRepository(tx);
      const booking = await txRepo.lock(bookingId);
      if (!booking) throw notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND');
      return { booking, money: moneyOf(await txRepo.money([bookingId])) };
    },

    /**
     * CarSeva Money given for the order (a claim, damage, a late car) as a row of its ledger, once per cause,
     * in the caller's transaction under the booking's lock; never more than it may still give back (false then,
     * and nothing is written). The wallet's entry is the caller's to write in the same transaction.
     */
    async credit(bookingId: number, amountPaise: number, entryKey: string, tx: Executor): Promise<boolean> {
      const txRepo = bookingsRepository(tx);
      await txRepo.lock(bookingId);
      return txRepo.credit(bookingId, amountPaise, entryKey, now());
    },

    async list(userId: number, query: { page: number; status?: 'ongoing' | 'completed'; category?: number }): Promise<BookingList> {
      const filter = {
        userId,
        statuses: query.status === undefined ? undefined : query.status === 'ongoing' ? ONGOING_STATUSES : COMPLETED_STATUSES,
        categoryId: query.category,
      };
      const [total, rows] = await Promise.all([repo.count(filter), repo.page(filter, PAGE_SIZE, (query.page - 1) * PAGE_SIZE)]);
      return { data: await present(rows), meta: pageMetaOf(query.page, total, PAGE_SIZE) };
    },

    async setGstin(userId: number, trackingId: string, gstin: string): Promise<Booking> {
      const row = await owned(userId, trackingId);
      if (row.serviceStatus === 'completed' && (await connected().invoiceIssued(row.id))) throw conflict(BOOKING_MESSAGES.gstinAfterInvoice, 'INVOICE_ISSUED');
      await repo.setGstin(row.id, gstin, now());
      return presentOne((await repo.byId(row.id))!);
    },

    /** The customer cancels their booking while it may still be changed; a paid one is refunded by the payments module. */
    async cancel(userId: number, trackingId: string, reason: string): Promise<Booking> {
      const row = await owned(userId, trackingId);
      await changes.cancel(row, reason, { kind: 'customer', userId });
      return presentOne((await repo.byId(row.id))!);
    },

    /** The customer moves their booking to another slot at the same garage, free of charge. */
    async reschedule(userId: number, trackingId: string, body: RescheduleBody): Promise<Booking> {
      const row = await owned(userId, trackingId);
      await changes.reschedule(row, body, { kind: 'customer', userId });
      return presentOne((await repo.byId(row.id))!);
    },

    /** When the booking was completed (its 'completed' entry), or null if it never was. */
    completedAt: (bookingId: number): Promise<Date | null> => repo.firstEventAt(bookingId, 'completed'),
    /** When the booking's first timeline entry of this kind was written, or null. */
    firstEventAt: (bookingId: number, kind: string): Promise<Date | null> => repo.firstEventAt(bookingId, kind),

    /** What an order bought (its items, as charged), for claims about it. */
    async itemsOf(bookingId: number): Promise<{ id: number; name: string; pricePaise: number; categoryId: number }[]> {
      return (await repo.details([bookingId])).items;
    },

    /**
     * A free visit to put right work a warranty claim is about: a booking of the same customer, car and
     * place, at no charge, for these offerings (at the same garage or another) in their own slot. Placed as
     * every booking is (a seat, the customer's limits, the timeline); 409 when the slot is full.
     */
    async placeRework(original: BookingRow, ask: { services: number[]; booking_date: string; booking_slot: number }): Promise<BookingRow> {
      const at = now();
      const input: BookingInput = {
        services: ask.services,
        booking_date: ask.booking_date,
        booking_slot: ask.booking_slot,
        car_model: original.carModelId,
        fuel_type: original.fuelType,
        address: original.address,
        pincode: original.pincode,
        // Picked up again if the order was: the rework is the same journey, at no charge.
        handover: original.handover,
        landmark: original.landmark,
        parking_note: original.parkingNote,
        payment_mode: 'cod',
      } as BookingInput;
      const { car, slot, priced } = await check(input, at);
      const free: PricedOrder = {
        ...priced,
        items: priced.items.map((o) => ({ ...o, pricePaise: 0 })),
        totals: priceOrder([], { chargesGst: priced.chargesGst }),
        coupon: null,
      };
      const placed = await place({ userId: original.userId, input, priced: free, slot, fuelType: car.fuelType, at, key: null });
      if (!placed) throw conflict(BOOKING_MESSAGES.slotFull, 'SLOT_FULL');
      return placed.row;
    },

    /** The customer approves or declines extra work the garage proposed (owner only). */
    async decideExtra(userId: number, trackingId: string, extraId: number, to: 'approved' | 'declined'): Promise<Booking> {
      const row = await owned(userId, trackingId);
      await extras.decide(row, extraId, to, { kind: 'customer', userId });
      return presentOne((await repo.byId(row.id))!);
    },

    lifecycle,
    /** What the legs module reads and writes of bookings (ADR 36): rows, the row's lock, the timeline, where the customer is. */
    journeyDesk: {
      byTrackingId: (trackingId: string) => repo.byTrackingId(trackingId),
      /** The row, locked for the rest of the caller's transaction: its status cannot change until it ends. */
      locked: (tx: Executor, bookingId: number) => bookingsRepository(tx).lock(bookingId),
      /** Writes a timeline entry (announced to notifications and on the live channel) in the caller's transaction. */
      record,
      /** Makes the booking a walk-in, in the caller's transaction (which holds its lock). */
      toWalkIn: (tx: Executor, bookingId: number, at: Date) => bookingsRepository(tx).toWalkIn(bookingId, at),
      /** A garage's bookings on a date, in slot order (a buddy's day). */
      garageDay: (garageId: number, date: string) => repo.garageDay(garageId, date, undefined, 1000, 0),
      /** Where the car is picked up from and dropped back to: the customer's pin, else their pincode's locality. */
      pointOf: (row: BookingRow) => pickup.pointOf({ pincode: row.pincode, latitude: row.pickupLatitude, longitude: row.pickupLongitude }),
    },
    /** What garages (and admins on their behalf) do with bookings. */
    desk: garageDesk(db, { now: deps.now, jobs: deps.jobs, lifecycle, presenter, record }),
    /** The platform team's booking search, and coupons with their limits. */
    admin: adminBookingSearch(db, { presenter, auth: deps.auth }),
    coupons,
    stats: bookingStats(db),

    /** The module's background work, for the job engine. */
    jobs: (): JobDefinition<never>[] => [{ name: EXPIRE_HOLDS_JOB, cron: '* * * * *', retryLimit: 2, run: expireHolds }],
  };
}

export type BookingsService = ReturnType<typeof bookingsService>;
