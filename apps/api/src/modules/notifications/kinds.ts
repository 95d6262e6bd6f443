/**
 * The order notifications CarSeva sends by SMS: one DLT-registered template each. Plain constants, so
 * the configuration can check at start-up that every one has a template (MSG91_TEMPLATES).
 */

/** To the customer. `essential` ones are sent even to a customer who turned SMS updates off. */
export const CUSTOMER_MESSAGES = {
  booking_placed: { essential: true },
  payment_received: { essential: true },
  payment_failed: { essential: false },
  payment_late: { essential: true },
  booking_accepted: { essential: true },
  booking_declined: { essential: true },
  service_started: { essential: false },
  extras_proposed: { essential: true },
  extra_approved: { essential: false },
  extra_declined: { essential: false },
  cash_collected: { essential: false },
  booking_completed: { essential: true },
  booking_cancelled: { essential: true },
  hold_expired: { essential: true },
  refund_issued: { essential: true },
  booking_rescheduled: { essential: true },
  claim_rework: { essential: true },
  claim_declined: { essential: true },
  claim_decided: { essential: true },
  damage_resolved: { essential: true },
  late_credit: { essential: true },
  promise_later: { essential: true },
} as const;

/** To the garage's phone: always sent (they are the garage's work, not the customer's choice). */
export const GARAGE_MESSAGES = {
  garage_new_booking: {},
  garage_booking_cancelled: {},
  garage_booking_rescheduled: {},
  garage_claim_opened: {},
} as const;

export type CustomerMessageKind = keyof typeof CUSTOMER_MESSAGES;
export type GarageMessageKind = keyof typeof GARAGE_MESSAGES;
export type MessageKind = CustomerMessageKind | GarageMessageKind;

export const MESSAGE_KINDS = [...Object.keys(CUSTOMER_MESSAGES), ...Object.keys(GARAGE_MESSAGES)] as MessageKind[];
