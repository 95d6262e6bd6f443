import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatOrderNumber, type Language } from '@carseva/shared';
import { type MessageId, say, translate } from '../../lib/i18n';
import type { GstState, OrderDocument, PaidByWay, TaxInvoice } from './invoice';

/** DejaVu Sans has the rupee sign (U+20B9), which the PDF standard fonts lack. */
const dejaVu = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);
/** Noto Sans in Devanagari and in Tamil, committed beside this file (fonts/README.md; copied beside the build by scripts/build.mjs). */
const noto = (name: string) => path.join(import.meta.dirname, 'fonts', `${name}.ttf`);
/**
 * Each language's fonts, embedded in its documents: English as ever in DejaVu Sans; Hindi and Tamil in
 * Noto Sans of their script, which also has the Latin letters, digits and ₹ of the English beside them.
 * pdfkit lays text out with fontkit, which shapes it (Devanagari conjuncts, Tamil vowel signs).
 */
const FONTS: Record<Language, { regular: string; bold: string }> = {
  en: { regular: dejaVu('DejaVuSans'), bold: dejaVu('DejaVuSans-Bold') },
  hi: { regular: noto('NotoSansDevanagari-Regular'), bold: noto('NotoSansDevanagari-Bold') },
  ta: { regular: noto('NotoSansTamil-Regular'), bold: noto('NotoSansTamil-Bold') },
};

/** A label as the document prints it: English, or the customer's language beside it ("कुल / Total"). */
type Labels = (id: MessageId) => string;
const labelsIn =
  (language: Language): Labels =>
  (id) => {
    const english = translate(say(id), 'en');
    return language === 'en' ? english : `${translate(say(id), language)} / ${english}`;
  };

const PAGE = { width: 595.28, margin: 48 };
const CONTENT = PAGE.width - 2 * PAGE.margin;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BAND = '#f3f4f6';

const inr = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 123450 paise → "₹1,234.50". */
const money = (paise: number) => `₹${inr.format(paise / 100)}`;
/** +919812345678 → "+91 98123 45678". */
const phoneText = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');
const stateText = (s: GstState) => `${s.name} (${s.code})`;
const istDateText = (instant: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' }).format(instant);
const calendarDateText = (date: string) => istDateText(new Date(`${date}T12:00:00+05:30`));

type Doc = InstanceType<typeof PDFDocument>;

function labelled(doc: Doc, x: number, y: number, width: number, rows: [string, string][]): number {
  let at = y;
  for (const [label, value] of rows) {
    doc.font('regular').fontSize(8).fillColor(MUTED).text(label, x, at, { width });
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(INK)
      .text(value, x, doc.y + 1, { width });
    at = doc.y + 6;
  }
  return at;
}

/** How each document names itself. */
const TITLES = {
  'tax-invoice': { name: 'invoice.title.taxInvoice', numberLabel: 'invoice.numberLabel.taxInvoice', dateLabel: 'invoice.dateLabel.taxInvoice' },
  'bill-of-supply': { name: 'invoice.title.billOfSupply', numberLabel: 'invoice.numberLabel.billOfSupply', dateLabel: 'invoice.dateLabel.billOfSupply' },
} as const satisfies Record<OrderDocument['kind'], Record<string, MessageId>>;
const englishName = (invoice: OrderDocument) => translate(say(TITLES[invoice.kind].name), 'en');

/** What a bill of supply declares in place of tax: the customer paid no GST and can claim no credit for it. */
export const BILL_OF_SUPPLY_DECLARATION =
  'Declaration: the supplier is not registered under GST, so no GST has been charged on this supply. This bill of supply is not a tax invoice, and no input tax credit can be claimed on it.';

function header(doc: Doc, invoice: OrderDocument, language: Language): number {
  const top = PAGE.margin;
  doc.font('bold').fontSize(18).fillColor(INK).text(englishName(invoice).toUpperCase(), PAGE.margin, top, { width: CONTENT, align: 'right' });
  // The customer's language under the English heading, which GST law asks for.
  if (language !== 'en')
    doc
      .font('bold')
      .fontSize(12)
      .text(translate(say(TITLES[invoice.kind].name), language), { width: CONTENT, align: 'right' });
  doc.font('regular').fontSize(8).fillColor(MUTED).text('Original for recipient', PAGE.margin, doc.y, { width: CONTENT, align: 'right' });
  const { supplier } = invoice;
  doc
    .font('bold')
    .fontSize(15)
    .fillColor(INK)
    .text(supplier.name, PAGE.margin, top, { width: CONTENT * 0.6 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(supplier.address, { width: CONTENT * 0.6 });
  if (invoice.kind === 'tax-invoice') {
    doc.text(`GSTIN: ${invoice.supplier.gstin}`, { width: CONTENT * 0.6 });
    doc.text(`State: ${stateText(invoice.supplier.state)}`, { width: CONTENT * 0.6 });
  } else {
    doc.text('Not registered under GST', { width: CONTENT * 0.6 });
  }
  if (supplier.phone) doc.text(`Phone: ${phoneText(supplier.phone)}`, { width: CONTENT * 0.6 });
  const bottom = doc.y + 14;
  doc
    .moveTo(PAGE.margin, bottom)
    .lineTo(PAGE.margin + CONTENT, bottom)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  return bottom + 14;
}

function parties(doc: Doc, invoice: OrderDocument, y: number, label: Labels): number {
  const half = CONTENT / 2 - 12;
  const right = PAGE.margin + CONTENT / 2 + 12;
  doc.font('bold').fontSize(9).fillColor(MUTED).text(label('invoice.billTo').toUpperCase(), PAGE.margin, y);
  const { customer } = invoice;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(customer.name, PAGE.margin, doc.y + 3, { width: half });
  doc.font('regular').fontSize(9).text(customer.address, { width: half });
  doc.text(`Mobile: ${phoneText(customer.mobile)}`, { width: half });
  if (invoice.kind === 'tax-invoice') {
    if (invoice.customer.gstin) doc.text(`GSTIN: ${invoice.customer.gstin}`, { width: half });
    doc.text(`State: ${stateText(invoice.customer.state)}`, { width: half });
  }
  const leftEnd = doc.y;
  const title = TITLES[invoice.kind];
  const rows: [string, string][] = [
    [label(title.numberLabel), invoice.number],
    [label(title.dateLabel), istDateText(invoice.issuedAt)],
    [label('invoice.orderNumber'), formatOrderNumber(invoice.orderId)],
    [label('invoice.serviceDate'), calendarDateText(invoice.serviceDate)],
  ];
  if (invoice.kind === 'tax-invoice') rows.push([label('invoice.placeOfSupply'), stateText(invoice.placeOfSupply)], ['Tax payable on reverse charge', 'No']);
  const rightEnd = labelled(doc, right, y, half, rows);
  return Math.max(leftEnd, rightEnd) + 16;
}

const COLUMNS = { index: 24, sac: 60, amount: 110 };

function lines(doc: Doc, invoice: OrderDocument, y: number, label: Labels): number {
  const description = CONTENT - COLUMNS.index - COLUMNS.sac - COLUMNS.amount;
  const x = {
    index: PAGE.margin + 6,
    description: PAGE.margin + COLUMNS.index + 6,
    sac: PAGE.margin + COLUMNS.index + description,
    amount: PAGE.margin + CONTENT - COLUMNS.amount,
  };
  doc.rect(PAGE.margin, y, CONTENT, 22).fill(BAND);
  doc.font('bold').fontSize(8.5).fillColor(INK);
  doc.text('#', x.index, y + 7);
  doc.text(label('invoice.description'), x.description, y + 7);
  doc.text('SAC', x.sac, y + 7, { width: COLUMNS.sac, align: 'center' });
  doc.text(label('invoice.amount'), x.amount, y + 7, { width: COLUMNS.amount - 6, align: 'right' });
  let at = y + 30;
  invoice.lines.forEach((line, i) => {
    doc.font('regular').fontSize(9.5).fillColor(INK);
    doc.text(String(i + 1), x.index, at);
    doc.text(line.description, x.description, at, { width: description - 12 });
    const end = doc.y;
    doc.text(line.sac, x.sac, at, { width: COLUMNS.sac, align: 'center' });
    doc.text(money(line.amountPaise), x.amount, at, { width: COLUMNS.amount - 6, align: 'right' });
    at = end + 8;
    doc
      .moveTo(PAGE.margin, at - 4)
      .lineTo(PAGE.margin + CONTENT, at - 4)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  return at + 6;
}

/** A tax invoice's taxable value and its GST, split by state. */
function taxRows(invoice: TaxInvoice, label: Labels): [string, string][] {
  const half = invoice.gstPercent / 2;
  const rows: [string, string][] = [[label('invoice.taxableValue'), money(invoice.taxablePaise)]];
  if (invoice.interState) rows.push([`IGST @ ${invoice.gstPercent}%`, money(invoice.tax.igst)]);
  else rows.push([`CGST @ ${half}%`, money(invoice.tax.cgst)], [`SGST @ ${half}%`, money(invoice.tax.sgst)]);
  return rows;
}

function totals(doc: Doc, invoice: OrderDocument, y: number, label: Labels, language: Language): number {
  // Two scripts side by side need the room.
  const width = language === 'en' ? 250 : 330;
  const x = PAGE.margin + CONTENT - width;
  // A tax invoice's subtotal differs from its taxable value only by a discount; a bill of supply has no tax, only the subtotal.
  const rows: [string, string][] =
    invoice.discountPaise > 0 || invoice.kind === 'bill-of-supply' ? [[label('invoice.subtotal'), money(invoice.subtotalPaise)]] : [];
  if (invoice.discountPaise > 0) rows.push([label('invoice.discount'), `−${money(invoice.discountPaise)}`]);
  if (invoice.kind === 'tax-invoice') rows.push(...taxRows(invoice, label));
  let at = y;
  for (const [label, value] of rows) {
    doc
      .font('regular')
      .fontSize(9.5)
      .fillColor(INK)
      .text(label, x, at, { width: width / 2 });
    doc.text(value, x + width / 2, at, { width: width / 2 - 6, align: 'right' });
    at += 17;
  }
  doc.rect(x, at, width, 24).fill(BAND);
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(INK)
    .text(label('invoice.total'), x + 6, at + 6, { width: width / 2 });
  doc.text(money(invoice.totalPaise), x + width / 2, at + 6, { width: width / 2 - 6, align: 'right' });
  return at + 36;
}

const WAYS: [keyof PaidByWay, string][] = [
  ['online', 'online'],
  ['cash', 'in cash at the garage'],
  ['wallet', 'as CarSeva Money'],
];

/** "₹3,456.00 online and ₹5,900.00 in cash at the garage"; empty when nothing was paid. */
function paidText(paid: PaidByWay): string {
  const parts = WAYS.filter(([way]) => paid[way] > 0).map(([way, how]) => `${money(paid[way])} ${how}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

function words(doc: Doc, invoice: OrderDocument, y: number, label: Labels): number {
  doc.font('regular').fontSize(8).fillColor(MUTED).text(label('invoice.amountInWords'), PAGE.margin, y);
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(INK)
    .text(invoice.amountInWords, PAGE.margin, doc.y + 2, { width: CONTENT });
  const due = invoice.totalPaise - invoice.paidPaise;
  const paid = paidText(invoice.paid);
  const settled = due > 0 ? `Balance due ${money(due)}.` : 'Paid in full. Thank you.';
  doc
    .font('regular')
    .fontSize(9)
    .text(paid ? `Paid ${paid}. ${settled}` : settled, PAGE.margin, doc.y + 8, { width: CONTENT });
  return doc.y + 24;
}

function footer(doc: Doc, invoice: OrderDocument, y: number): void {
  let at = y;
  if (invoice.kind === 'bill-of-supply') {
    doc.font('regular').fontSize(9).fillColor(INK).text(BILL_OF_SUPPLY_DECLARATION, PAGE.margin, at, { width: CONTENT });
    at = doc.y + 12;
  }
  const name = englishName(invoice).toLowerCase();
  doc
    .moveTo(PAGE.margin, at)
    .lineTo(PAGE.margin + CONTENT, at)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.font('regular').fontSize(8).fillColor(MUTED);
  doc.text(`For ${invoice.supplier.name}: this is a computer-generated ${name} and needs no signature.`, PAGE.margin, at + 8, { width: CONTENT });
  doc.text(`Booked through CarSeva. Questions about this ${name}: CarSeva support, quoting order ${formatOrderNumber(invoice.orderId)}.`, { width: CONTENT });
}

/**
 * Lays a worked-out tax invoice or bill of supply on an A4 page: in English, with the labels also in the
 * customer's language when they chose Hindi or Tamil (ADR 0040).
 */
export function invoicePdf(invoice: OrderDocument, language: Language = 'en'): Promise<Buffer> {
  const title = `${englishName(invoice)} ${invoice.number}`;
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, info: { Title: title, Author: invoice.supplier.name, CreationDate: invoice.issuedAt } });
  doc.registerFont('regular', FONTS[language].regular);
  doc.registerFont('bold', FONTS[language].bold);
  const label = labelsIn(language);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, invoice, language);
  y = parties(doc, invoice, y, label);
  y = lines(doc, invoice, y, label);
  y = totals(doc, invoice, y, label, language);
  y = words(doc, invoice, y, label);
  footer(doc, invoice, y);
  doc.end();
  return done;
}
