import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, priceOrder } from '@carseva/shared';
import { pdfText } from '../../../test/pdf-text';
import { billOfSupply, type InvoiceSource, taxInvoice } from './invoice';
import { BILL_OF_SUPPLY_DECLARATION, invoicePdf } from './pdf';

const GARAGE_GSTIN = '06ABCFO1234K1Z5';

interface SourceOptions {
  gstin?: string | null;
  bookingState?: string;
  pincode?: string;
  lines?: number[];
  discount?: number;
  chargesGst?: boolean;
}

/** A Gurugram garage (Haryana, 06) billing a booking in Gurugram. */
function source(overrides: SourceOptions = {}): InvoiceSource {
  const lines = overrides.lines ?? [249_900, 79_900];
  const totals = priceOrder(lines, { chargesGst: overrides.chargesGst ?? true, discountPaise: overrides.discount ?? 0 });
  return {
    number: '2026-27/00042',
    issuedAt: new Date('2026-05-04T06:30:00Z'),
    booking: {
      trackingId: 'K7Q2M9XW4T',
      bookingDate: '2026-05-03',
      address: 'Flat 402, Tower B, Sector 15',
      pincode: overrides.pincode ?? '122001',
      gstin: overrides.gstin ?? null,
      subtotalPaise: totals.subtotal,
      discountPaise: totals.discount,
      gstPaise: totals.gst,
      totalPaise: totals.total,
    },
    paid: { online: totals.total, cash: 0, wallet: 0 },
    lines: lines.map((pricePaise, i) => ({ name: ['Standard Car Service', 'Car Wash & Wax', 'AC Gas Top-up'][i % 3]!, pricePaise })),
    bookingState: overrides.bookingState ?? 'Haryana',
    garage: { name: 'Om Motors', fullAddress: 'Plot 18, Udyog Vihar Phase 4, Gurugram, Haryana 122015', phone: '+919812345678', state: 'Haryana' },
    customer: { name: 'Asha Verma', mobile: '+919876543210' },
  };
}

const invoiceOf = (overrides: SourceOptions = {}) => taxInvoice(source(overrides), GARAGE_GSTIN);

describe('tax invoice', () => {
  it('within the garage’s state: CGST + SGST, summing exactly to the booking’s GST in paise', () => {
    const invoice = invoiceOf();
    expect(invoice.interState).toBe(false);
    expect(invoice.placeOfSupply).toEqual({ name: 'Haryana', code: '06' });
    expect(invoice.tax.igst).toBe(0);
    expect(invoice.tax.cgst + invoice.tax.sgst).toBe(source().booking.gstPaise);
    expect(invoice.taxablePaise + invoice.tax.cgst + invoice.tax.sgst).toBe(invoice.totalPaise);
    expect(invoice.lines.map((l) => l.sac)).toEqual(['9987', '9987']);
  });

  it('splits every GST amount without losing a paisa', () => {
    for (const price of [100, 900, 4_900, 99_900, 123_400, 999_999_900]) {
      const s = source({ lines: [price] });
      const { tax } = taxInvoice(s, GARAGE_GSTIN);
      expect(tax.cgst + tax.sgst).toBe(s.booking.gstPaise);
    }
  });

  it('a customer GSTIN from another state makes the place of supply theirs and the tax IGST', () => {
    const invoice = invoiceOf({ gstin: '27AAPFU0939F1ZV' });
    expect(invoice.placeOfSupply).toEqual({ name: 'Maharashtra', code: '27' });
    expect(invoice.customer.gstin).toBe('27AAPFU0939F1ZV');
    expect(invoice.interState).toBe(true);
    expect(invoice.tax).toEqual({ cgst: 0, sgst: 0, igst: source().booking.gstPaise });
  });

  it('without a GSTIN the pickup address’s state is the place of supply: a Delhi pickup by a Gurugram garage is IGST', () => {
    expect(invoiceOf({ pincode: '110001' })).toMatchObject({
      placeOfSupply: { name: 'Delhi', code: '07' },
      customer: { state: { name: 'Delhi' } },
      interState: true,
    });
    expect(invoiceOf({ pincode: '122001' })).toMatchObject({ placeOfSupply: { name: 'Haryana', code: '06' }, interState: false });
    // A customer GSTIN still decides: a Haryana one makes a Delhi pickup intra-state.
    const haryanaGstin = `06AAPFU0939F1Z${gstinCheckCharacter('06AAPFU0939F1Z')}`;
    expect(invoiceOf({ gstin: haryanaGstin, pincode: '110001' }).interState).toBe(false);
  });

  it('falls back to the booking city’s state where the pincode names no state, or may be in the city’s', () => {
    expect(invoiceOf({ pincode: '999999', bookingState: 'Delhi' }).placeOfSupply).toEqual({ name: 'Delhi', code: '07' });
    // 160xxx is Chandigarh's circle but also holds Mohali (Punjab): a Punjab booking there stays in Punjab.
    expect(invoiceOf({ pincode: '160055', bookingState: 'Punjab' }).placeOfSupply).toEqual({ name: 'Punjab', code: '03' });
  });

  it('takes the discount off before tax and says the total in words', () => {
    const invoice = invoiceOf({ lines: [249_900, 79_900], discount: 20_000 });
    expect(invoice.taxablePaise).toBe(309_800);
    expect(invoice.tax.cgst + invoice.tax.sgst).toBe(55_800);
    expect(invoice.totalPaise).toBe(365_600);
    expect(invoice.amountInWords).toBe('Rupees Three Thousand Six Hundred Fifty-Six Only');
  });

  it('renders as a one-page PDF', async () => {
    const pdf = await invoicePdf(invoiceOf({ gstin: '27AAPFU0939F1ZV', discount: 20_000, lines: [249_900, 79_900, 149_900] }));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});

describe('bill of supply', () => {
  const unregistered = (overrides: SourceOptions = {}) => source({ ...overrides, chargesGst: false });

  it('states the order as charged, without GST: no GSTIN, no tax, no place of supply', () => {
    const bill = billOfSupply(unregistered({ discount: 20_000 }));
    expect(bill).toMatchObject({
      kind: 'bill-of-supply',
      subtotalPaise: 329_800,
      discountPaise: 20_000,
      totalPaise: 309_800,
      amountInWords: 'Rupees Three Thousand Ninety-Eight Only',
    });
    expect(bill.supplier).toEqual({ name: 'Om Motors', address: 'Plot 18, Udyog Vihar Phase 4, Gurugram, Haryana 122015', phone: '+919812345678' });
    expect(Object.keys(bill).filter((key) => /tax|gst|place/i.test(key))).toEqual([]);
  });

  it('is never issued for a booking that was charged GST', () => {
    expect(() => billOfSupply(source())).toThrow(/charged GST/);
  });

  it('renders as one page titled Bill of Supply, with its declaration and no tax lines', async () => {
    const pdf = await invoicePdf(billOfSupply(unregistered({ discount: 20_000 })));
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('Not registered under GST');
    expect(text).toContain(BILL_OF_SUPPLY_DECLARATION);
    expect(text).toContain('Less: discount');
    for (const taxWord of ['TAX INVOICE', 'GSTIN', 'CGST', 'SGST', 'IGST', 'Taxable value', 'Place of supply', 'reverse charge'])
      expect(text).not.toContain(taxWord);
  });
});

/** The fonts a PDF embeds (their base names, without pdfkit's subset tag). */
const embeddedFonts = (pdf: Buffer) => [...new Set([...pdf.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]!))].sort();

describe('in the customer language', () => {
  it.each([
    ['hi', 'NotoSansDevanagari', ['इनवॉइस नंबर / Invoice number', 'कर योग्य मूल्य / Taxable value', 'उप-योग / Subtotal']],
    ['ta', 'NotoSansTamil', ['சர்வீஸ் விவரம் / Description of service', 'தள்ளுபடி / Less: discount', 'வரிக்குரிய மதிப்பு / Taxable value']],
  ] as const)('a %s tax invoice embeds %s and prints its labels beside the English ones', async (language, font, words) => {
    const pdf = await invoicePdf(invoiceOf({ discount: 20_000 }), language);
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(embeddedFonts(pdf)).toEqual([`${font}-Bold`, `${font}-Regular`]);
    // The text as drawn: glyphs in visual order (a vowel sign drawn before its consonant comes first), so the words checked have none.
    const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('TAX INVOICE');
    for (const word of words) expect(text).toContain(word);
    expect(text).toContain('₹');
  });

  it('a Hindi bill of supply is titled in both languages', async () => {
    const pdf = await invoicePdf(billOfSupply(source({ chargesGst: false })), 'hi');
    const text = pdfText(pdf).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain('ऑफ़ सप्लाई');
    expect(text).toContain('जारी करने की तारीख / Date of issue');
    expect(text).toContain(BILL_OF_SUPPLY_DECLARATION);
  });

  it('an English invoice is as before: DejaVu Sans, English labels only', async () => {
    const pdf = await invoicePdf(invoiceOf());
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    const text = pdfText(pdf).join(' ');
    expect(text).toContain('Total');
    expect(text).not.toMatch(/[\u0900-\u097F\u0B80-\u0BFF]|\/ Total/);
  });
});
