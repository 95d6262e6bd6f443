import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, priceOrder } from '@carseva/shared';
import { type InvoiceSource, taxInvoice } from './invoice';
import { invoicePdf } from './pdf';

/** A Gurugram garage (Haryana, 06) invoicing a booking in Gurugram. */
function source(overrides: { gstin?: string | null; bookingState?: string; lines?: number[]; discount?: number } = {}): InvoiceSource {
  const lines = overrides.lines ?? [249_900, 79_900];
  const totals = priceOrder(lines, overrides.discount ?? 0);
  return {
    number: '2026-27/00042',
    issuedAt: new Date('2026-05-04T06:30:00Z'),
    booking: {
      trackingId: 'K7Q2M9XW4T',
      bookingDate: '2026-05-03',
      address: 'Flat 402, Tower B, Sector 15',
      pincode: '122001',
      gstin: overrides.gstin ?? null,
      subtotalPaise: totals.subtotal,
      discountPaise: totals.discount,
      gstPaise: totals.gst,
      totalPaise: totals.total,
    },
    paid: { online: totals.total, cash: 0, wallet: 0 },
    lines: lines.map((pricePaise, i) => ({ name: ['Standard Car Service', 'Car Wash & Wax', 'AC Gas Top-up'][i % 3]!, pricePaise })),
    bookingState: overrides.bookingState ?? 'Haryana',
    garage: { name: 'Om Motors', fullAddress: 'Plot 18, Udyog Vihar Phase 4, Gurugram, Haryana 122015', gstin: '06ABCFO1234K1Z5', phone: '+919812345678', state: 'Haryana' },
    customer: { name: 'Asha Verma', mobile: '+919876543210' },
  };
}

describe('tax invoice', () => {
  it('within the garage’s state: CGST + SGST, summing exactly to the booking’s GST in paise', () => {
    const invoice = taxInvoice(source());
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
      const { tax } = taxInvoice(s);
      expect(tax.cgst + tax.sgst).toBe(s.booking.gstPaise);
    }
  });

  it('a customer GSTIN from another state makes the place of supply theirs and the tax IGST', () => {
    const invoice = taxInvoice(source({ gstin: '27AAPFU0939F1ZV' }));
    expect(invoice.placeOfSupply).toEqual({ name: 'Maharashtra', code: '27' });
    expect(invoice.customer.gstin).toBe('27AAPFU0939F1ZV');
    expect(invoice.interState).toBe(true);
    expect(invoice.tax).toEqual({ cgst: 0, sgst: 0, igst: source().booking.gstPaise });
  });

  it('without a GSTIN the booking city’s state is the place of supply', () => {
    expect(taxInvoice(source({ bookingState: 'Delhi' }))).toMatchObject({ placeOfSupply: { name: 'Delhi', code: '07' }, interState: true });
    const haryanaGstin = `06AAPFU0939F1Z${gstinCheckCharacter('06AAPFU0939F1Z')}`;
    expect(taxInvoice(source({ gstin: haryanaGstin, bookingState: 'Delhi' })).interState).toBe(false);
  });

  it('takes the discount off before tax and says the total in words', () => {
    const invoice = taxInvoice(source({ lines: [249_900, 79_900], discount: 20_000 }));
    expect(invoice.taxablePaise).toBe(309_800);
    expect(invoice.tax.cgst + invoice.tax.sgst).toBe(55_800);
    expect(invoice.totalPaise).toBe(365_600);
    expect(invoice.amountInWords).toBe('Rupees Three Thousand Six Hundred Fifty-Six Only');
  });

  it('renders as a one-page PDF', async () => {
    const pdf = await invoicePdf(taxInvoice(source({ gstin: '27AAPFU0939F1ZV', discount: 20_000, lines: [249_900, 79_900, 149_900] })));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
