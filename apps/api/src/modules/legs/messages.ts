import { groupDigitsIndian, HANDOVER_CODE_TRIES, type LegKind, type LegStatus, type PhotoSlot, REQUIRED_PICKUP_SLOTS } from '@carseva/shared';
import { say, sayList, type Text } from '../../lib/i18n';

/** How a leg's status reads in a sentence. */
export const LEG_STATUS_WORDS: Record<LegStatus, Text> = {
  assigned: say('errors.legStatus.assigned'),
  on_the_way: say('errors.legStatus.on_the_way'),
  out_for_delivery: say('errors.legStatus.out_for_delivery'),
  arrived: say('errors.legStatus.arrived'),
  handed_over: say('errors.legStatus.handed_over'),
  at_garage: say('errors.legStatus.at_garage'),
  handed_back: say('errors.legStatus.handed_back'),
  cancelled: say('errors.legStatus.cancelled'),
};

/** The sides of the car a condition report photographs, as a sentence names them. */
const PHOTO_SIDE_WORDS: Record<PhotoSlot, Text> = {
  front: say('errors.photoSide.front'),
  rear: say('errors.photoSide.rear'),
  left: say('errors.photoSide.left'),
  right: say('errors.photoSide.right'),
  dashboard: say('errors.photoSide.dashboard'),
  other: say('errors.photoSide.other'),
};

/** What the legs module says to the garage's staff and service buddies when it refuses something. */
export const LEG_MESSAGES = {
  walkIn: say('errors.leg.walkIn'),
  noLeg: (kind: LegKind) => say('errors.leg.noLeg', { kind }),
  notABuddy: say('errors.leg.notABuddy'),
  buddiesOnly: say('errors.leg.buddiesOnly'),
  notYourTrip: say('errors.leg.notYourTrip'),
  onlyTheBuddy: say('errors.leg.onlyTheBuddy'),
  pickupNotNow: say('errors.leg.pickupNotNow'),
  dropNotNow: say('errors.leg.dropNotNow'),
  underWay: (kind: LegKind) => say('errors.leg.underWay', { kind }),
  badStep: (from: LegStatus, to: LegStatus) => say('errors.leg.badStep', { from: LEG_STATUS_WORDS[from], to: LEG_STATUS_WORDS[to] }),
  movedAlready: (status: LegStatus) => say('errors.leg.movedAlready', { status: LEG_STATUS_WORDS[status] }),
  reportFirst: say('errors.leg.reportFirst'),
  codeRequired: say('errors.leg.codeRequired'),
  wrongCode: (left: number) => say('errors.leg.wrongCode', { left }),
  codeLocked: say('errors.leg.codeLocked', { tries: HANDOVER_CODE_TRIES }),
  codeLockedForAdmin: say('errors.leg.codeLockedForAdmin'),
  adminResetOnly: (count: number) => say('errors.leg.adminResetOnly', { count }),
  resetByYou: say('errors.leg.resetByYou'),
  resetReason: say('errors.leg.resetReason'),
  noCodeNeeded: say('errors.leg.noCodeNeeded'),
  reportNotNow: say('errors.leg.reportNotNow'),
  reportDone: say('errors.leg.reportDone'),
  fuelRequired: say('errors.leg.fuelRequired'),
  photosMissing: (missing: readonly PhotoSlot[]) =>
    say('errors.leg.photosMissing', { missing: sayList(missing.map((side) => PHOTO_SIDE_WORDS[side])), count: REQUIRED_PICKUP_SLOTS.length }),
  photosTwice: say('errors.leg.photosTwice'),
  odometerBack: (km: number) => say('errors.leg.odometerBack', { km: groupDigitsIndian(km) }),
  notMoving: say('errors.leg.notMoving'),
  positionTooFar: (km: number) => say('errors.leg.positionTooFar', { km }),
  positionTooFast: say('errors.leg.positionTooFast'),
  carNotAtGarage: say('errors.leg.carNotAtGarage'),
  pickupFirst: say('errors.leg.pickupFirst'),
  carNotCollected: say('errors.leg.carNotCollected'),
  carWithGarage: say('errors.leg.carWithGarage'),
  bringTooLate: (status: LegStatus) => say('errors.leg.bringTooLate', { status: LEG_STATUS_WORDS[status] }),
  collectTooLate: (status: LegStatus) => say('errors.leg.collectTooLate', { status: LEG_STATUS_WORDS[status] }),
  bringNotNow: say('errors.leg.bringNotNow'),
  collectNotNow: say('errors.leg.collectNotNow'),
  notMember: say('errors.leg.notMember'),
} as const;
