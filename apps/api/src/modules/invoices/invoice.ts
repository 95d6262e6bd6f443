import {
  amountInWords,
  GST_PERCENT,
  GST_STATE_CODES,
  type GstSplit,
  pincodeCanBeInState,
  SAC_MAINTENANCE_REPAIR,
  splitGst,
  stateCodeOfGstin,
  stateOfCode,
  stateOfPincode,
} from '@carseva/shared';

/** A state as an invoice names it: "Haryana (06)". */
export interface GstState {
  name: string;
  code: string;
}

export interface InvoiceParty {
  name: string;
  address: string;
  gstin: string | null;
  state: GstState;
}

export interface InvoiceLine {
  description: string;
  sac: string;
  amountPaise: number;
}

/** What the customer paid for the booking and has not had back, by way, in paise (from the booking's ledger). */
export interface PaidByWay {
  online: number;
  cash: number;
  wallet: number;
}

/** What every bill of a completed order states, tax invoice or bill of supply. Amounts in paise. */
interface OrderBill {
  number: string;
  issuedAt: Date;
  orderId: string;
  serviceDate: string;
  lines: InvoiceLine[];
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  amountInWords: string;
  paid: PaidByWay;
  paidPaise: number;
}

/** Everything a tax invoice states, worked out; the PDF only lays it out. */
export interface TaxInvoice extends OrderBill {
  kind: 'tax-invoice';
  supplier: InvoiceParty & { gstin: string; phone: string | null };
  customer: InvoiceParty & { mobile: string };
  placeOfSupply: GstState;
  /** IGST across states; CGST + SGST within one. */
  interState: boolean;
  taxablePaise: number;
  gstPercent: number;
  tax: GstSplit;
}

/**
 * What a garage that is not GST-registered gives for an order it charged no GST on: no GSTIN of its
 * own, no tax, the total as charged.
 */
export interface BillOfSupply extends OrderBill {
  kind: 'bill-of-supply';
  supplier: { name: string; address: string; phone: string | null };
  customer: { name: string; mobile: string; address: string };
}

/** A completed order's bill: a tax invoice if the booking was charged GST, else a bill of supply. */
export type OrderDocument = TaxInvoice | BillOfSupply;
export type OrderDocumentKind = OrderDocument['kind'];

/** What the bill is built from: the booking as charged, the garage, the customer and their states. */
export interface InvoiceSource {
  number: string;
  issuedAt: Date;
  booking: {
    trackingId: string;
    bookingDate: string;
    address: string;
    pincode: string;
    gstin: string | null;
    subtotalPaise: number;
    discountPaise: number;
    gstPaise: number;
    totalPaise: number;
  };
  paid: PaidByWay;
  lines: { name: string; pricePaise: number }[];
  /** The state of the booking's city: the place of supply when neither a GSTIN nor the pincode says. */
  bookingState: string;
  garage: { name: string; fullAddress: string; phone: string | null; state: string };
  customer: { name: string; mobile: string };
}

/** The document a booking's bill is: fixed when it was placed, by whether its garage charged GST then. */
export const documentKindOf = (booking: { chargesGst: boolean }): OrderDocumentKind => (booking.chargesGst ? 'tax-invoice' : 'bill-of-supply');

function gstState(name: string): GstState {
  const code = GST_STATE_CODES[name];
  if (!code) throw new Error(`no GST state code for ${name}`);
  return { name, code };
}

/**
 * The place of supply of a service to a registered customer is their state (from their GSTIN);
 * otherwise where the car is picked up: the state of the pickup address's pincode. Where the pincode
 * could be in the booking city's state (a prefix two states share), or names no state, the city's.
 */
function placeOfSupply(customerGstin: string | null, pincode: string, bookingState: string): GstState {
  const fromGstin = customerGstin ? stateOfCode(stateCodeOfGstin(customerGstin)) : undefined;
  if (fromGstin) return gstState(fromGstin);
  if (pincodeCanBeInState(pincode, bookingState)) return gstState(bookingState);
  return gstState(stateOfPincode(pincode) ?? bookingState);
}

/** What a tax invoice and a bill of supply state alike: lines under SAC 9987, the discount, the total and what was paid. */
function orderBill(source: InvoiceSource): OrderBill {
  const { booking } = source;
  return {
    number: source.number,
    issuedAt: source.issuedAt,
    orderId: booking.trackingId,
    serviceDate: booking.bookingDate,
    lines: source.lines.map((l) => ({ description: l.name, sac: SAC_MAINTENANCE_REPAIR, amountPaise: l.pricePaise })),
    subtotalPaise: booking.subtotalPaise,
    discountPaise: booking.discountPaise,
    totalPaise: booking.totalPaise,
    amountInWords: amountInWords(booking.totalPaise),
    paid: source.paid,
    paidPaise: source.paid.online + source.paid.cash + source.paid.wallet,
  };
}

/** Works out a tax invoice: the discount before tax, and the booking's GST split by state. */
export function taxInvoice(source: InvoiceSource, garageGstin: string): TaxInvoice {
  const { booking, garage } = source;
  const supplierState = gstState(garage.state);
  const place = placeOfSupply(booking.gstin, booking.pincode, source.bookingState);
  const interState = place.code !== supplierState.code;
  return {
    ...orderBill(source),
    kind: 'tax-invoice',
    supplier: { name: garage.name, address: garage.fullAddress, gstin: garageGstin, phone: garage.phone, state: supplierState },
    customer: {
      name: source.customer.name,
      mobile: source.customer.mobile,
      address: `${booking.address}, ${booking.pincode}`,
      gstin: booking.gstin,
      state: place,
    },
    placeOfSupply: place,
    interState,
    taxablePaise: booking.subtotalPaise - booking.discountPaise,
    gstPercent: GST_PERCENT,
    // The booking's GST is the one charged: the invoice splits it, never recomputes it.
    tax: splitGst(booking.gstPaise, interState),
  };
}

/** Works out a bill of supply: the order as charged, without GST (the booking charged none). */
export function billOfSupply(source: InvoiceSource): BillOfSupply {
  const { booking, garage } = source;
  if (booking.gstPaise !== 0) throw new Error(`a bill of supply for order ${booking.trackingId}, which was charged GST`);
  return {
    ...orderBill(source),
    kind: 'bill-of-supply',
    supplier: { name: garage.name, address: garage.fullAddress, phone: garage.phone },
    customer: { name: source.customer.name, mobile: source.customer.mobile, address: `${booking.address}, ${booking.pincode}` },
  };
}
