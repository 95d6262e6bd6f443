import { haversineKm, type Language, pincodeCanBeInState, type PickupServiceability, stateOfPincode } from '@carseva/shared';
import { notFound, unprocessable } from '../../lib/errors';
import { say, type Text, translate } from '../../lib/i18n';
import type { CatalogService } from '../catalog';

/** The garage a car would be picked up for: where it is and the city it serves. */
export interface PickupGarage {
  name: string;
  cityId: number;
  latitude: number;
  longitude: number;
  /** The radius its owner set, in km; null for the default. */
  pickupRadiusKm: number | null;
}

/** Where the car would be picked up: its pincode and, for an address with one, its map pin. */
export interface PickupPoint {
  pincode: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface PickupAreaDeps {
  catalog: Pick<CatalogService, 'garagesByIds' | 'citiesByIds' | 'listLocalities'>;
  /** How far from its garage a car is picked up when its owner has not set a radius (PICKUP_RADIUS_KM). */
  radiusKm: number;
  /** The most a garage's own radius counts for (PICKUP_RADIUS_CAP_KM). */
  capKm: number;
}

type Refusal = { serviceable: false; message: Text; distance_km: number | null; code: 'PICKUP_OUTSIDE_STATE' | 'PICKUP_TOO_FAR' };
type Verdict = { serviceable: true; message: null; distance_km: number | null } | Refusal;

const oneDecimal = (km: number) => Math.round(km * 10) / 10;
const kmWords = (km: number) => `${oneDecimal(km).toLocaleString('en-IN')} km`;

/**
 * Whether a garage picks a car up from a place: by straight-line distance, not by state (the NCR is one
 * market across Delhi, Haryana and Uttar Pradesh, ADR 50). The place must be no farther than the garage's
 * pickup radius (its owner's, else the default; never beyond the cap), measured from its map pin, else from its pincode's seeded locality (nearest to the garage).
 * A place neither locates is judged by its pincode's state alone. Cities and localities change only
 * with a deployment: read once.
 */
export function pickupArea(deps: PickupAreaDeps) {
  type City = Awaited<ReturnType<PickupAreaDeps['catalog']['citiesByIds']>>[number];
  type Point = { latitude: number; longitude: number };
  const cities = new Map<number, Promise<City | undefined>>();
  let localitiesByPincode: Promise<Map<string, Point[]>> | null = null;

  /** Kept once read; a failed read is forgotten, so the next request reads again. */
  function city(cityId: number): Promise<City | undefined> {
    let reading = cities.get(cityId);
    if (!reading) {
      reading = deps.catalog.citiesByIds([cityId]).then(([found]) => found);
      reading.catch(() => cities.delete(cityId));
      cities.set(cityId, reading);
    }
    return reading;
  }
  async function pincodePoints(pincode: string): Promise<Point[]> {
    if (!localitiesByPincode) {
      localitiesByPincode = deps.catalog.listLocalities().then((localities) => Map.groupBy(localities, (l) => l.pincode));
      localitiesByPincode.catch(() => (localitiesByPincode = null));
    }
    return (await localitiesByPincode).get(pincode) ?? [];
  }

  /** How far the place is from the garage, or null when neither its pin nor its pincode locates it. */
  async function distanceKm(garage: PickupGarage, place: PickupPoint): Promise<number | null> {
    const from = (p: Point) => haversineKm(garage.latitude, garage.longitude, p.latitude, p.longitude);
    if (place.latitude != null && place.longitude != null) return from({ latitude: place.latitude, longitude: place.longitude });
    const distances = (await pincodePoints(place.pincode)).map(from);
    return distances.length > 0 ? Math.min(...distances) : null;
  }

  /** A place we cannot measure is judged by its pincode's state: it must be able to be in the garage's city's state. */
  async function stateVerdict(garage: PickupGarage, place: PickupPoint): Promise<Verdict> {
    const served = await city(garage.cityId);
    if (!served || pincodeCanBeInState(place.pincode, served.state)) return { serviceable: true, message: null, distance_km: null };
    const where = served.name === served.state ? served.name : `${served.name}, ${served.state}`;
    const placeState = stateOfPincode(place.pincode);
    return {
      serviceable: false,
      code: 'PICKUP_OUTSIDE_STATE',
      distance_km: null,
      message: placeState
        ? say('errors.pickup.outsideStateIn', { pincode: place.pincode, placeState, where, state: served.state })
        : say('errors.pickup.outsideState', { pincode: place.pincode, where, state: served.state }),
    };
  }

  async function verdict(garage: PickupGarage, place: PickupPoint): Promise<Verdict> {
    const km = await distanceKm(garage, place);
    if (km === null) return stateVerdict(garage, place);
    const radiusKm = Math.min(garage.pickupRadiusKm ?? deps.radiusKm, deps.capKm);
    if (km > radiusKm) {
      return {
        serviceable: false,
        code: 'PICKUP_TOO_FAR',
        distance_km: oneDecimal(km),
        message:
          place.latitude != null
            ? say('errors.pickup.addressTooFar', { distance: kmWords(km), garage: garage.name, radius: kmWords(radiusKm) })
            : say('errors.pickup.pincodeTooFar', { pincode: place.pincode, distance: kmWords(km), garage: garage.name, radius: kmWords(radiusKm) }),
      };
    }
    return { serviceable: true, message: null, distance_km: oneDecimal(km) };
  }

  return {
    /** Where a pickup place is on the map: its pin, else its pincode's first seeded locality; null when neither locates it. */
    async pointOf(place: PickupPoint): Promise<Point | null> {
      if (place.latitude != null && place.longitude != null) return { latitude: place.latitude, longitude: place.longitude };
      return (await pincodePoints(place.pincode))[0] ?? null;
    },

    /** The checkout's question, before it books: can this garage pick up here, and if not, why (in the asker's language). */
    async serviceability(garageId: number, place: PickupPoint, language: Language = 'en'): Promise<PickupServiceability> {
      const [garage] = await deps.catalog.garagesByIds([garageId]);
      if (!garage) throw notFound('We could not find this garage.', 'GARAGE_NOT_FOUND');
      const { serviceable, message, distance_km } = await verdict(garage, place);
      return { serviceable, message: message && translate(message, language), distance_km };
    },

    /**
     * Refuses a booking whose pickup the garage does not serve, at the pincode field (422). A walk-in
     * booking is not picked up: its address is the customer's (for the invoice), not a place to go (ADR 36).
     */
    async refuseUnserved(garage: PickupGarage, place: PickupPoint & { handover?: string }): Promise<void> {
      if (place.handover === 'walk_in') return;
      const judged = await verdict(garage, place);
      if (!judged.serviceable) throw unprocessable(judged.message, { pincode: [judged.message] }, judged.code);
    },
  };
}

export type PickupArea = ReturnType<typeof pickupArea>;
