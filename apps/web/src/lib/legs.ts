import type { ConditionReport, FuelLevel, LegKind, LegStatus, PhotoSlot } from '@carseva/shared';
import type { MessageId, Translate } from './i18n';

/** A leg's name as the customer, the garage and the buddy all say it. */
export const LEG_WORDS: Record<LegKind, MessageId> = { pickup: 'booking.leg.pickup', drop: 'booking.leg.drop' };

/** Each step of a leg, in words the customer, the garage and the buddy all understand. */
export function legStepWords(kind: LegKind, status: LegStatus, t: Translate): string {
  switch (status) {
    case 'assigned':
      return t('booking.legStep.assigned');
    case 'on_the_way':
      return t('booking.legStep.onTheWay');
    case 'out_for_delivery':
      return t('booking.legStep.outForDelivery');
    case 'arrived':
      return kind === 'pickup' ? t('booking.legStep.arrivedPickup') : t('booking.legStep.arrivedDrop');
    case 'handed_over':
      return t('booking.legStep.handedOver');
    case 'at_garage':
      return t('booking.legStep.atGarage');
    case 'handed_back':
      return t('booking.legStep.handedBack');
    case 'cancelled':
      return t('booking.legStep.cancelled');
  }
}

export const FUEL_WORDS: Record<FuelLevel, MessageId> = {
  empty: 'booking.fuel.empty',
  quarter: 'booking.fuel.quarter',
  half: 'booking.fuel.half',
  three_quarters: 'booking.fuel.threeQuarters',
  full: 'booking.fuel.full',
};

export const PHOTO_SLOT_WORDS: Record<PhotoSlot, MessageId> = {
  front: 'booking.photoSlot.front',
  rear: 'booking.photoSlot.rear',
  left: 'booking.photoSlot.left',
  right: 'booking.photoSlot.right',
  dashboard: 'booking.photoSlot.dashboard',
  other: 'booking.photoSlot.other',
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
