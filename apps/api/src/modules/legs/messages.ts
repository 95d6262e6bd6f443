import { HANDOVER_CODE_TRIES, type LegKind, type LegStatus, REQUIRED_PICKUP_SLOTS } from '@carseva/shared';

/** How a leg's status reads in a sentence. */
export const LEG_STATUS_WORDS: Record<LegStatus, string> = {
  assigned: 'waiting for the buddy to set off',
  on_the_way: 'on the way to the customer',
  out_for_delivery: 'out for delivery',
  arrived: 'at the customer’s door',
  handed_over: 'handed over to the buddy',
  at_garage: 'at the garage',
  handed_back: 'handed back to the customer',
  cancelled: 'called off',
};

const trip = (kind: LegKind) => (kind === 'pickup' ? 'pickup' : 'drop');

export const LEG_MESSAGES = {
  walkIn: 'The customer brings this car to the garage: it has no pickup or drop.',
  noLeg: (kind: LegKind) => `No service buddy is assigned to this ${trip(kind)} yet.`,
  notABuddy: 'Please choose one of the garage’s service buddies.',
  buddiesOnly: 'Only the garage’s owner, its staff or CarSeva assign service buddies and reset codes.',
  notYourTrip: 'This trip is another service buddy’s.',
  onlyTheBuddy: 'Only the service buddy on this trip shares its position.',
  pickupNotNow: 'A pickup is assigned once the garage has accepted the booking, and before the work starts.',
  dropNotNow: 'The drop is assigned once the work is completed and paid for (or the customer pays cash on delivery).',
  underWay: (kind: LegKind) => `The buddy has set off on this ${trip(kind)} already, so it cannot go to someone else now.`,
  badStep: (from: LegStatus, to: LegStatus) => `A trip cannot go from ${LEG_STATUS_WORDS[from]} to ${LEG_STATUS_WORDS[to]}.`,
  movedAlready: (status: LegStatus) => `This trip is ${LEG_STATUS_WORDS[status]} now. Refresh to see it.`,
  reportFirst: 'Record the car’s condition (odometer, fuel and photos) before the handover.',
  codeRequired: 'Enter the 4-digit code the customer reads out',
  wrongCode: (left: number) => `That is not the customer’s code. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  codeLocked: `The code is locked after ${HANDOVER_CODE_TRIES} wrong tries; ask the garage to reset it.`,
  noCodeNeeded: 'The car has been handed over already; no code is needed now.',
  reportNotNow: 'The car’s condition is recorded once the buddy has arrived, before the handover.',
  reportDone: 'The handover is done, so its condition report stands as recorded.',
  fuelRequired: 'Please record the fuel level',
  photosMissing: (missing: string[]) => `Please add photos of the ${missing.join(', ')} (${REQUIRED_PICKUP_SLOTS.length} photos at least).`,
  photosTwice: 'Each photo can be added once.',
  odometerBack: (km: number) => `The odometer reads less than at pickup (${km.toLocaleString('en-IN')} km). Please check it.`,
  notMoving: 'The position is shared only while the buddy is on the way or out for delivery.',
  carNotAtGarage: 'The car is still on its way to the garage: start the work once the buddy has brought it in.',
  carWithGarage: 'The car is with the garage’s service buddy: it must be brought back before the booking ends.',
  notMember: 'This person is not at the garage.',
} as const;
