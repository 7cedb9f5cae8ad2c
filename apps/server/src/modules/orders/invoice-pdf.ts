import { createRequire } from 'node:module';
import { formatRupeeFigures, formatRupees, fromPaise } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate, type MessageId, type MessageValues } from '@haat/contract/i18n/translate';
import PDFDocument from 'pdfkit';
import type { InvoiceData, InvoiceLine } from './invoice-data.ts';

/**
 * An English invoice uses the 14 standard fonts, which need no font file but speak only WinAnsi (Latin-1 and
 * a few more): they have no ₹ glyph, so amounts print as "Rs. 1,234.50", and any other character outside
 * WinAnsi (e.g. Devanagari in a product name) prints as "?".
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function pdfSafeText(text: string): string {
  return [...text]
    .map((c) => {
      const code = c.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.includes(c) ? c : '?';
    })
    .join('');
}

/**
 * A Hindi invoice embeds Noto Sans Devanagari (OFL), which fontkit shapes (conjuncts, matras) and which has
 * Latin, digits and ₹ too: only the glyphs used are embedded, so it costs a few tens of KB per invoice.
 */
const notoDevanagari = (weight: '400Regular' | '700Bold') =>
  createRequire(import.meta.url).resolve(
    `@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`,
  );

interface InvoiceFonts {
  regular: string;
  bold: string;
  /** What a text may hold in these fonts: anything when embedded, WinAnsi otherwise. */
  safe: (text: string) => string;
  /** Money with its sign: "Rs. 1,234.50", or "₹1,234.50" where the font has the ₹. */
  money: (paise: number) => string;
}

function fontsFor(doc: PDFKit.PDFDocument, locale: Locale): InvoiceFonts {
  if (locale === 'en') return { regular: 'Helvetica', bold: 'Helvetica-Bold', safe: pdfSafeText, money: rs };
  doc.registerFont('Regular', notoDevanagari('400Regular'));
  doc.registerFont('Bold', notoDevanagari('700Bold'));
  return { regular: 'Regular', bold: 'Bold', safe: (text) => text, money: (paise) => formatRupees(fromPaise(paise)) };
}

/** 12345678 paise → "1,23,456.78": the storefront's money format without the ₹ the standard fonts lack. */
const rupeeFigures = (paise: number): string => formatRupeeFigures(fromPaise(paise));
const rs = (paise: number) => `Rs. ${rupeeFigures(paise)}`;

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Table columns: title, width, right-aligned for figures. */
const COLUMNS = [
  { title: null, width: 18, align: 'left' },
  { title: 'invoice.columnDescription', width: 150, align: 'left' },
  { title: 'invoice.columnQuantity', width: 28, align: 'right' },
  { title: 'invoice.columnRate', width: 58, align: 'right' },
  { title: 'invoice.columnTaxable', width: 66, align: 'right' },
  { title: 'invoice.columnCgst', width: 62, align: 'right' },
  { title: 'invoice.columnSgst', width: 62, align: 'right' },
  { title: 'invoice.columnAmount', width: 71.28, align: 'right' },
] as const satisfies readonly { title: MessageId | null; width: number; align: 'left' | 'right' }[];

/** One invoice being written: the document, its fonts and its language. */
interface InvoicePage {
  doc: PDFKit.PDFDocument;
  fonts: InvoiceFonts;
  say: (id: MessageId, values?: MessageValues) => string;
}

/** The GST tax invoice of a delivered order, as a PDF file, its labels in `locale`. */
export function renderInvoicePdf(invoice: InvoiceData, locale: Locale = 'en'): Promise<Buffer> {
  const say = (id: MessageId, values?: MessageValues) => translate(locale, id, values);
  const title = say('invoice.documentTitle', { number: invoice.orderNumber });
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title }, lang: locale });
  const fonts = fontsFor(doc, locale);
  const page: InvoicePage = { doc, fonts, say };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(fonts.safe(value), x, y, { lineBreak: false, ...options });

  doc.font(fonts.bold).fontSize(16);
  text(say('invoice.title'), MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
  doc.fontSize(12);
  text(invoice.seller.name, MARGIN, 70);
  doc.font(fonts.regular).fontSize(9);
  const sellerLines = [
    invoice.seller.legalName,
    invoice.seller.location,
    ...(invoice.seller.phone ? [say('invoice.phone', { phone: invoice.seller.phone })] : []),
    ...(invoice.seller.email ? [say('invoice.email', { email: invoice.seller.email })] : []),
  ];
  sellerLines.forEach((line, i) => text(line, MARGIN, 86 + i * 12));
  const right = MARGIN + CONTENT_WIDTH / 2;
  [
    say('invoice.number', { number: invoice.orderNumber }),
    say('invoice.orderDate', { date: invoice.orderDate }),
    say('invoice.payment', { method: invoice.paymentMethod }),
  ].forEach((line, i) => text(line, right, 70 + i * 12, { width: CONTENT_WIDTH / 2, align: 'right' }));

  let y = 150;
  doc.font(fonts.bold).fontSize(10);
  text(say('invoice.billTo'), MARGIN, y);
  doc.font(fonts.regular).fontSize(9);
  invoice.billTo.forEach((line, i) => text(line, MARGIN, y + 14 + i * 12, { width: CONTENT_WIDTH, ellipsis: true }));
  y += 24 + invoice.billTo.length * 12;

  const titles = COLUMNS.map((column) => (column.title ? say(column.title) : '#'));
  y = drawRow(page, y, titles, true);
  invoice.lines.forEach((line, i) => {
    if (y > doc.page.height - 220) {
      doc.addPage();
      y = drawRow(page, MARGIN, titles, true);
    }
    y = drawRow(page, y, lineCells(page, line, i));
  });
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .stroke();
  y = drawTotals(page, y + 10, invoice);

  doc.font(fonts.bold).fontSize(9);
  text(say('invoice.inWords', { words: invoice.totalInWords }), MARGIN, y + 6, {
    width: CONTENT_WIDTH,
    lineBreak: true,
  });
  doc.font(fonts.regular).fontSize(8);
  text(say('invoice.note'), MARGIN, doc.y + 10, { width: CONTENT_WIDTH, lineBreak: true });
  doc.end();
  return finished;
}

function lineCells({ say }: InvoicePage, line: InvoiceLine, index: number): string[] {
  const half = line.taxPercent / 2;
  const rate = rupeeFigures(line.ratePaise);
  return [
    String(index + 1),
    line.description,
    String(line.quantity),
    line.inclusive ? say('invoice.rateInclusive', { rate }) : rate,
    rupeeFigures(line.taxablePaise),
    `${rupeeFigures(line.cgstPaise)} @${half}%`,
    `${rupeeFigures(line.sgstPaise)} @${half}%`,
    rupeeFigures(line.amountPaise),
  ];
}

function drawRow({ doc, fonts }: InvoicePage, y: number, cells: string[], header = false): number {
  doc.font(header ? fonts.bold : fonts.regular).fontSize(8);
  let x = MARGIN;
  let height = 12;
  COLUMNS.forEach((column, i) => {
    const value = fonts.safe(cells[i] ?? '');
    const options = { width: column.width - 4, align: column.align };
    height = Math.max(height, doc.heightOfString(value, options));
    doc.text(value, x, y, options);
    x += column.width;
  });
  const bottom = y + height + 4;
  if (header)
    doc
      .moveTo(MARGIN, bottom - 2)
      .lineTo(MARGIN + CONTENT_WIDTH, bottom - 2)
      .stroke();
  return bottom;
}

function drawTotals({ doc, fonts, say }: InvoicePage, y: number, invoice: InvoiceData): number {
  const money = fonts.money;
  const rows: Array<[MessageId, string]> = [
    ['invoice.taxable', money(invoice.taxablePaise)],
    ['invoice.cgst', money(invoice.cgstPaise)],
    ['invoice.sgst', money(invoice.sgstPaise)],
    ['invoice.shipping', money(invoice.shippingPaise)],
    ...(invoice.couponDiscountPaise > 0
      ? [['invoice.couponDiscount', `- ${money(invoice.couponDiscountPaise)}`] as [MessageId, string]]
      : []),
    ['invoice.total', money(invoice.totalPaise)],
    ['invoice.saved', money(invoice.savingsPaise)],
  ];
  const labelX = MARGIN + CONTENT_WIDTH - 260;
  rows.forEach(([label, value], i) => {
    const total = label === 'invoice.total';
    doc.font(total ? fonts.bold : fonts.regular).fontSize(total ? 10 : 9);
    doc.text(say(label), labelX, y + i * 14, { width: 140, lineBreak: false });
    doc.text(value, labelX + 140, y + i * 14, { width: 120, align: 'right', lineBreak: false });
  });
  return y + rows.length * 14 + 6;
}
