import {
  type BuddyLeg,
  type BuddyPosition,
  type ConditionReport,
  type CustomerLeg,
  type GarageLeg,
  haversineKm,
  HANDOVER_STEP,
  LEG_STEPS,
  type LegKind,
  type LegStatus,
  type MediaLink,
  MOVING_STATUSES,
} from '@carseva/shared';
import type { AuthService } from '../auth';
import type { BookingRow, BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { SlotsService } from '../slots';
import type { StaffService } from '../staff';
import { garageResetsLeft, type HandoverCodes } from './codes';
import type { LegRow } from './repository';
import type { LegsMedia } from './service';

/** City traffic: the arrival estimate assumes this average speed, and never says less than a minute. */
const CITY_KMPH = 20;

export interface LegViewDeps {
  codes: HandoverCodes;
  bookings: Pick<BookingsService, 'journeyDesk'>;
  staff: Pick<StaffService, 'driversOf'>;
  auth: Pick<AuthService, 'usersByIds'>;
  catalog: Pick<CatalogService, 'garagesByIds' | 'carModelsByIds'>;
  slots: Pick<SlotsService, 'templatesByIds'>;
  media: LegsMedia;
}

const firstName = (name: string | undefined) => (name ?? '').trim().split(/\s+/)[0] || 'Your buddy';
/** Has the leg passed its handover (or ended)? Its code is of no use any more. */
const pastHandover = (leg: LegRow) =>
  leg.status === 'cancelled' ||
  LEG_STEPS[leg.kind as LegKind].indexOf(leg.status as LegStatus) >= LEG_STEPS[leg.kind as LegKind].indexOf(HANDOVER_STEP[leg.kind as LegKind]);

/** Legs as their readers see them: the customer (with the code), the garage (with who drives and who stalled), the buddy's day. */
export function legView(deps: LegViewDeps) {
  /** Buddies' first names and portraits, report photos' links, read once for all the legs. */
  async function load(legs: LegRow[]) {
    const byGarage = Map.groupBy(legs, (leg) => leg.garageId);
    const [users, drivers] = await Promise.all([
      deps.auth.usersByIds([...new Set(legs.flatMap((leg) => [leg.driverUserId, ...(leg.report ? [leg.report.recordedBy] : [])]))]),
      Promise.all(
        [...byGarage].map(([garageId, own]) =>
          deps.staff
            .driversOf(
              garageId,
              own.map((leg) => leg.driverUserId),
            )
            .then((map) => [garageId, map] as const),
        ),
      ),
    ]);
    const portraits = new Map(drivers.map(([garageId, map]) => [garageId, map]));
    const photoIds = [
      ...legs.flatMap((leg) => leg.report?.photos.map((p) => p.id) ?? []),
      ...legs.map((leg) => portraits.get(leg.garageId)?.get(leg.driverUserId)?.photoMediaId).filter((id): id is string => !!id),
    ];
    const links = photoIds.length > 0 ? await deps.media.links([...new Set(photoIds)]) : new Map<string, MediaLink>();
    return { names: new Map(users.map((u) => [u.id, u.name])), portraits, links };
  }
  type Loaded = Awaited<ReturnType<typeof load>>;

  async function positionOf(leg: LegRow, row: BookingRow): Promise<BuddyPosition | null> {
    if (!MOVING_STATUSES.includes(leg.status as LegStatus) || leg.lastLatitude === null || leg.lastLongitude === null || !leg.lastPositionAt) return null;
    // Whether fetching the car or bringing it back, the buddy is heading for the customer.
    const target = await deps.bookings.journeyDesk.pointOf(row);
    const km = target ? haversineKm(leg.lastLatitude, leg.lastLongitude, target.latitude, target.longitude) : 0;
    return {
      latitude: leg.lastLatitude,
      longitude: leg.lastLongitude,
      at: leg.lastPositionAt.toISOString(),
      distance_km: Math.round(km * 10) / 10,
      eta_minutes: Math.max(1, Math.ceil((km / CITY_KMPH) * 60)),
    };
  }

  function reportOf(leg: LegRow, loaded: Loaded): ConditionReport | null {
    const r = leg.report;
    if (!r) return null;
    return {
      kind: leg.kind === 'pickup' ? 'pickup' : 'handback',
      odometer_km: r.odometerKm,
      fuel_level: r.fuelLevel as ConditionReport['fuel_level'],
      notes: r.notes,
      // A photo the media module no longer links (gone from storage) is left out rather than shown broken.
      photos: r.photos.flatMap((p) => {
        const photo = loaded.links.get(p.id);
        return photo ? [{ slot: p.slot as ConditionReport['photos'][number]['slot'], photo }] : [];
      }),
      recorded_at: r.recordedAt,
      recorded_by: firstName(loaded.names.get(r.recordedBy)),
    };
  }

  async function common(leg: LegRow, row: BookingRow, loaded: Loaded): Promise<Omit<CustomerLeg, 'code'>> {
    const portrait = loaded.portraits.get(leg.garageId)?.get(leg.driverUserId)?.photoMediaId;
    return {
      kind: leg.kind as LegKind,
      status: leg.status as LegStatus,
      buddy: { first_name: firstName(loaded.names.get(leg.driverUserId)), photo: (portrait && loaded.links.get(portrait)) || null },
      code_locked: leg.codeLockedAt !== null,
      steps: leg.steps.map((s) => ({ status: s.status as LegStatus, at: s.at })),
      position: await positionOf(leg, row),
      report: reportOf(leg, loaded),
    };
  }

  /** Pickup first, then drop. */
  const inOrder = (legs: LegRow[]) => [...legs].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'pickup' ? -1 : 1));

  async function grouped<T>(
    rows: BookingRow[],
    legs: LegRow[],
    shape: (leg: LegRow, row: BookingRow, loaded: Loaded) => Promise<T>,
  ): Promise<Map<number, T[]>> {
    if (legs.length === 0) return new Map();
    const loaded = await load(legs);
    const out = new Map<number, T[]>();
    for (const row of rows) {
      const own = inOrder(legs.filter((leg) => leg.bookingId === row.id));
      if (own.length > 0) out.set(row.id, await Promise.all(own.map((leg) => shape(leg, row, loaded))));
    }
    return out;
  }

  return {
    /** As the booking's customer sees them: the code to read out, until the handover is done (and while it is not locked). */
    customer: (rows: BookingRow[], legs: LegRow[]): Promise<Map<number, CustomerLeg[]>> =>
      grouped(rows, legs, async (leg, row, loaded) => ({
        ...(await common(leg, row, loaded)),
        code: pastHandover(leg) || leg.codeLockedAt ? null : deps.codes.codeOf(leg),
      })),

    /** As the garage (and admins) see them: no code; who drives, how many wrong tries, and whether the buddy stalled. */
    garage: (rows: BookingRow[], legs: LegRow[]): Promise<Map<number, GarageLeg[]>> =>
      grouped(rows, legs, async (leg, row, loaded) => ({
        ...(await common(leg, row, loaded)),
        driver_id: leg.driverUserId,
        code_attempts: leg.codeAttempts,
        code_resets_left: garageResetsLeft(leg),
        stalled_since: leg.stalledSince?.toISOString() ?? null,
      })),

    /** A buddy's day: each leg with where to go, whom to call and the car. */
    async day(rows: BookingRow[], legs: LegRow[]): Promise<BuddyLeg[]> {
      if (legs.length === 0) return [];
      const [customers, garages, models, slots] = await Promise.all([
        deps.auth.usersByIds([...new Set(rows.map((r) => r.userId))]),
        deps.catalog.garagesByIds([...new Set(rows.map((r) => r.garageId))]),
        deps.catalog.carModelsByIds([...new Set(rows.map((r) => r.carModelId).filter((id): id is number => id !== null))]),
        deps.slots.templatesByIds([...new Set(rows.map((r) => r.slotTemplateId))]),
      ]);
      return rows.flatMap((row) =>
        inOrder(legs.filter((leg) => leg.bookingId === row.id)).map((leg) => {
          const customer = customers.find((u) => u.id === row.userId);
          const garage = garages.find((g) => g.id === row.garageId)!;
          const model = models.find((m) => m.id === row.carModelId);
          const slot = slots.find((s) => s.id === row.slotTemplateId)!;
          return {
            tracking_id: row.trackingId,
            garage_id: row.garageId,
            kind: leg.kind as LegKind,
            status: leg.status as LegStatus,
            booking_date: row.bookingDate,
            slot: { start_time: slot.startTime, end_time: slot.endTime },
            customer: { first_name: firstName(customer?.name), mobile_no: customer?.mobile_no ?? '' },
            car: { model: model ? `${model.brand} ${model.name}` : null },
            address: row.address,
            pincode: row.pincode,
            landmark: row.landmark,
            parking_note: row.parkingNote,
            latitude: row.pickupLatitude,
            longitude: row.pickupLongitude,
            garage: { name: garage.name, full_address: garage.fullAddress, lat: garage.latitude, lng: garage.longitude },
            report_recorded: leg.report !== null,
          };
        }),
      );
    },
  };
}

export type LegView = ReturnType<typeof legView>;
