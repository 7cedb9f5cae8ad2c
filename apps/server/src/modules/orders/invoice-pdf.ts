import { formatRupeeFigures, fromPaise } from '@haat/contract/format';
import PDFDocument from 'pdfkit';
import type { InvoiceData, InvoiceLine } from './invoice-data.ts';

/**
 * The PDF uses the 14 standard fonts, which need no font file but speak only WinAnsi (Latin-1 and a few
 * more): they have no ₹ glyph, so amounts print as "Rs. 1,234.50", and any other character outside WinAnsi
 * (e.g. Devanagari in a product name) prints as "?". Embedding a Unicode font would lift both limits; no
 * installed package ships one.
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

/** 12345678 paise → "1,23,456.78": the storefront's money format without the ₹ the fonts lack. */
const rupeeFigures = (paise: number): string => formatRupeeFigures(fromPaise(paise));
const rs = (paise: number) => `Rs. ${rupeeFigures(paise)}`;

const MARGIN = 40;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Table columns: x offset and width, right-aligned for figures. */
const COLUMNS = [
  { title: '#', width: 18, align: 'left' },
  { title: 'Description', width: 150, align: 'left' },
  { title: 'Qty', width: 28, align: 'right' },
  { title: 'Rate', width: 58, align: 'right' },
  { title: 'Taxable value', width: 66, align: 'right' },
  { title: 'CGST', width: 62, align: 'right' },
  { title: 'SGST', width: 62, align: 'right' },
  { title: 'Amount', width: 71.28, align: 'right' },
] as const;

/** The GST tax invoice of a delivered order, as a PDF file. */
export function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `Invoice ${invoice.orderNumber}` } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfSafeText(value), x, y, { lineBreak: false, ...options });

  doc.font('Helvetica-Bold').fontSize(16);
  text('TAX INVOICE', MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
  doc.fontSize(12);
  text(invoice.seller.name, MARGIN, 70);
  doc.font('Helvetica').fontSize(9);
  const sellerLines = [
    invoice.seller.legalName,
    invoice.seller.location,
    ...(invoice.seller.phone ? [`Phone: ${invoice.seller.phone}`] : []),
    ...(invoice.seller.email ? [`Email: ${invoice.seller.email}`] : []),
  ];
  sellerLines.forEach((line, i) => text(line, MARGIN, 86 + i * 12));
  const right = MARGIN + CONTENT_WIDTH / 2;
  [
    `Invoice No: ${invoice.orderNumber}`,
    `Order Date: ${invoice.orderDate}`,
    `Payment: ${invoice.paymentMethod}`,
  ].forEach((line, i) => text(line, right, 70 + i * 12, { width: CONTENT_WIDTH / 2, align: 'right' }));

  let y = 150;
  doc.font('Helvetica-Bold').fontSize(10);
  text('Bill To', MARGIN, y);
  doc.font('Helvetica').fontSize(9);
  invoice.billTo.forEach((line, i) => text(line, MARGIN, y + 14 + i * 12, { width: CONTENT_WIDTH, ellipsis: true }));
  y += 24 + invoice.billTo.length * 12;

  y = drawRow(
    doc,
    y,
    COLUMNS.map((column) => column.title),
    true,
  );
  invoice.lines.forEach((line, i) => {
    if (y > doc.page.height - 220) {
      doc.addPage();
      y = drawRow(
        doc,
        MARGIN,
        COLUMNS.map((column) => column.title),
        true,
      );
    }
    y = drawRow(doc, y, lineCells(line, i));
  });
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .stroke();
  y = drawTotals(doc, y + 10, invoice);

  doc.font('Helvetica-Bold').fontSize(9);
  text(`Amount in words: ${invoice.totalInWords}`, MARGIN, y + 6, { width: CONTENT_WIDTH, lineBreak: true });
  doc.font('Helvetica').fontSize(8);
  text(
    "Prices marked (incl.) include GST; CGST and SGST are half of each line's GST. This is a computer-generated invoice.",
    MARGIN,
    doc.y + 10,
    { width: CONTENT_WIDTH, lineBreak: true },
  );
  doc.end();
  return finished;
}

function lineCells(line: InvoiceLine, index: number): string[] {
  const half = line.taxPercent / 2;
  return [
    String(index + 1),
    line.description,
    String(line.quantity),
    `${rupeeFigures(line.ratePaise)}${line.inclusive ? ' (incl.)' : ''}`,
    rupeeFigures(line.taxablePaise),
    `${rupeeFigures(line.cgstPaise)} @${half}%`,
    `${rupeeFigures(line.sgstPaise)} @${half}%`,
    rupeeFigures(line.amountPaise),
  ];
}

function drawRow(doc: PDFKit.PDFDocument, y: number, cells: string[], header = false): number {
  doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(header ? 8 : 8);
  let x = MARGIN;
  let height = 12;
  COLUMNS.forEach((column, i) => {
    const value = pdfSafeText(cells[i] ?? '');
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

function drawTotals(doc: PDFKit.PDFDocument, y: number, invoice: InvoiceData): number {
  const rows: Array<[string, string]> = [
    ['Taxable value', rs(invoice.taxablePaise)],
    ['CGST', rs(invoice.cgstPaise)],
    ['SGST', rs(invoice.sgstPaise)],
    ['Shipping', rs(invoice.shippingPaise)],
    ...(invoice.couponDiscountPaise > 0
      ? [['Coupon discount', `- ${rs(invoice.couponDiscountPaise)}`] as [string, string]]
      : []),
    ['Total', rs(invoice.totalPaise)],
    ['You saved (on MRP)', rs(invoice.savingsPaise)],
  ];
  const labelX = MARGIN + CONTENT_WIDTH - 260;
  rows.forEach(([label, value], i) => {
    doc.font(label === 'Total' ? 'Helvetica-Bold' : 'Helvetica').fontSize(label === 'Total' ? 10 : 9);
    doc.text(label, labelX, y + i * 14, { width: 140, lineBreak: false });
    doc.text(value, labelX + 140, y + i * 14, { width: 120, align: 'right', lineBreak: false });
  });
  return y + rows.length * 14 + 6;
}
