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
  // The car's journey (ADR 36): the codes and the buddy's arrival are essential, the other steps are updates.
  pickup_assigned: { essential: true },
  pickup_on_the_way: { essential: false },
  pickup_arrived: { essential: true },
  pickup_handed_over: { essential: false },
  pickup_at_garage: { essential: false },
  pickup_code_reset: { essential: true },
  drop_assigned: { essential: true },
  drop_out_for_delivery: { essential: false },
  drop_arrived: { essential: true },
  drop_handed_back: { essential: false },
  drop_code_reset: { essential: true },
} as const;

/**
 * The messages that carry a handover code, and of which leg. The code is filled in only as the message
 * is handed to the provider (the stored text holds CODE_PLACEHOLDER), so no table holds it in clear.
 */
export const CODE_MESSAGES: Readonly<Partial<Record<keyof typeof CUSTOMER_MESSAGES, 'pickup' | 'drop'>>> = {
  pickup_assigned: 'pickup',
  pickup_code_reset: 'pickup',
  drop_assigned: 'drop',
  drop_code_reset: 'drop',
};
export const CODE_PLACEHOLDER = '****';

/** To the garage's phone: always sent (they are the garage's work, not the customer's choice). */
export const GARAGE_MESSAGES = {
  garage_new_booking: {},
  garage_booking_cancelled: {},
  garage_booking_rescheduled: {},
  garage_customer_brings_car: {},
  garage_customer_collects_car: {},
  garage_claim_opened: {},
} as const;

export type CustomerMessageKind = keyof typeof CUSTOMER_MESSAGES;
export type GarageMessageKind = keyof typeof GARAGE_MESSAGES;
export type MessageKind = CustomerMessageKind | GarageMessageKind;

export const MESSAGE_KINDS = [...Object.keys(CUSTOMER_MESSAGES), ...Object.keys(GARAGE_MESSAGES)] as MessageKind[];
