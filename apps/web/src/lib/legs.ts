import type { ConditionReport, FuelLevel, LegKind, LegStatus, PhotoSlot } from '@carseva/shared';

/** A leg's name as people say it. */
export const LEG_WORDS: Record<LegKind, string> = { pickup: 'Pickup', drop: 'Drop' };

/** Each step of a leg, in words the customer, the garage and the buddy all understand. */
export function legStepWords(kind: LegKind, status: LegStatus): string {
  switch (status) {
    case 'assigned':
      return 'Service buddy assigned';
    case 'on_the_way':
      return 'On the way to pick up the car';
    case 'out_for_delivery':
      return 'Out for delivery';
    case 'arrived':
      return kind === 'pickup' ? 'Arrived for pickup' : 'Arrived with the car';
    case 'handed_over':
      return 'Car handed over';
    case 'at_garage':
      return 'Car at the garage';
    case 'handed_back':
      return 'Car handed back';
    case 'cancelled':
      return 'Cancelled';
  }
}

export const FUEL_WORDS: Record<FuelLevel, string> = {
  empty: 'Nearly empty',
  quarter: 'A quarter',
  half: 'Half',
  three_quarters: 'Three quarters',
  full: 'Full',
};

export const PHOTO_SLOT_WORDS: Record<PhotoSlot, string> = {
  front: 'Front',
  rear: 'Rear',
  left: 'Left side',
  right: 'Right side',
  dashboard: 'Dashboard',
  other: 'Other',
};

/** Kilometres driven between the two reports beyond which the customer's eye is drawn to it. */
export const DRIVEN_KM_NOTICE = 50;

/** The odometer difference between pickup and handback, or null until both are recorded. */
export function drivenKm(pickup: ConditionReport | null, handback: ConditionReport | null): number | null {
  if (!pickup || !handback) return null;
  return Math.max(0, handback.odometer_km - pickup.odometer_km);
}

/** A reading as people write it: "12,345 km". */
export const formatKm = (km: number) => `${km.toLocaleString('en-IN')} km`;

/** A distance to go: metres when close, one decimal of a kilometre otherwise. */
export const formatDistance = (km: number) => (km < 1 ? `${Math.max(10, Math.round((km * 1000) / 10) * 10)} m` : `${km.toFixed(1)} km`);

/** An arrival estimate in words. */
export const formatEta = (minutes: number) =>
  minutes <= 1 ? 'about a minute' : minutes < 60 ? `about ${minutes} minutes` : `about ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
