import { SUPPORT } from '@carseva/shared';
import { say } from '../../lib/i18n';

/** What the bookings module says to a customer when it refuses or cannot find something. */
export const BOOKING_MESSAGES = {
  notFound: say('errors.booking.notFound'),
  slotFull: say('errors.booking.slotFull'),
  slotStarted: say('errors.booking.slotStarted'),
  carRequired: say('errors.booking.carRequired'),
  sameSlot: say('errors.booking.sameSlot'),
  tooManyOpen: (max: number) => say('errors.booking.tooManyOpen', { max }),
  tooFast: say('errors.booking.tooFast'),
  gstinAfterInvoice: `The tax invoice for this order has been issued with the details it had. To correct its GSTIN, call ${SUPPORT.helpline} or write to ${SUPPORT.email}.`,
} as const;
