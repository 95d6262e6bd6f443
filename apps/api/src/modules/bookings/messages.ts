import { SUPPORT } from '@carseva/shared';

/** What the bookings module says to a customer when it refuses or cannot find something. */
export const BOOKING_MESSAGES = {
  notFound: 'Order not found. It may have been cancelled or deleted.',
  slotFull: 'This time slot was just booked up. Please choose another slot.',
  slotStarted: 'This time slot has already started. Please choose a later slot.',
  carRequired: 'Choose your car: prices depend on it.',
  sameSlot: 'You already have a booking in this slot. Choose another slot, or open your order to change it.',
  tooManyOpen: (max: number) =>
    `You already have ${max} upcoming bookings waiting for payment or service. Complete or cancel one of them before booking another.`,
  tooFast: 'You are booking too quickly. Please wait a little and try again.',
  gstinAfterInvoice: `The tax invoice for this order has been issued with the details it had. To correct its GSTIN, call ${SUPPORT.helpline} or write to ${SUPPORT.email}.`,
} as const;
