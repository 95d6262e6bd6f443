import { amountInWords, GST_PERCENT, GST_STATE_CODES, type GstSplit, SAC_MAINTENANCE_REPAIR, splitGst, stateCodeOfGstin, stateOfCode } from '@carseva/shared';

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

/** Everything a tax invoice states, worked out; the PDF only lays it out. Amounts in paise. */
export interface TaxInvoice {
  number: string;
  issuedAt: Date;
  orderId: string;
  serviceDate: string;
  supplier: InvoiceParty & { phone: string | null };
  customer: InvoiceParty & { mobile: string };
  placeOfSupply: GstState;
  /** IGST across states; CGST + SGST within one. */
  interState: boolean;
  lines: InvoiceLine[];
  subtotalPaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstPercent: number;
  tax: GstSplit;
  totalPaise: number;
  amountInWords: string;
  paid: PaidByWay;
  paidPaise: number;
}

/** What the invoice is built from: the booking as charged, the garage, the customer and their states. */
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
  /** The state of the booking's city: the place of supply when the customer gave no GSTIN. */
  bookingState: string;
  garage: { name: string; fullAddress: string; gstin: string; phone: string | null; state: string };
  customer: { name: string; mobile: string };
}

function gstState(name: string): GstState {
  const code = GST_STATE_CODES[name];
  if (!code) throw new Error(`no GST state code for ${name}`);
  return { name, code };
}

/**
 * The place of supply of a service to a registered customer is their state (from their GSTIN);
 * otherwise where the service is done: the booking's city.
 */
function placeOfSupply(customerGstin: string | null, bookingState: string): GstState {
  const fromGstin = customerGstin ? stateOfCode(stateCodeOfGstin(customerGstin)) : undefined;
  return fromGstin ? gstState(fromGstin) : gstState(bookingState);
}

/** Works out a tax invoice: lines under SAC 9987, the discount before tax, and the booking's GST split by state. */
export function taxInvoice(source: InvoiceSource): TaxInvoice {
  const { booking, garage } = source;
  const supplierState = gstState(garage.state);
  const place = placeOfSupply(booking.gstin, source.bookingState);
  const interState = place.code !== supplierState.code;
  return {
    number: source.number,
    issuedAt: source.issuedAt,
    orderId: booking.trackingId,
    serviceDate: booking.bookingDate,
    supplier: { name: garage.name, address: garage.fullAddress, gstin: garage.gstin, phone: garage.phone, state: supplierState },
    customer: {
      name: source.customer.name,
      mobile: source.customer.mobile,
      address: `${booking.address}, ${booking.pincode}`,
      gstin: booking.gstin,
      state: place,
    },
    placeOfSupply: place,
    interState,
    lines: source.lines.map((l) => ({ description: l.name, sac: SAC_MAINTENANCE_REPAIR, amountPaise: l.pricePaise })),
    subtotalPaise: booking.subtotalPaise,
    discountPaise: booking.discountPaise,
    taxablePaise: booking.subtotalPaise - booking.discountPaise,
    gstPercent: GST_PERCENT,
    // The booking's GST is the one charged: the invoice splits it, never recomputes it.
    tax: splitGst(booking.gstPaise, interState),
    totalPaise: booking.totalPaise,
    amountInWords: amountInWords(booking.totalPaise),
    paid: source.paid,
    paidPaise: source.paid.online + source.paid.cash + source.paid.wallet,
  };
}
