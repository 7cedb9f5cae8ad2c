import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { formatDate, formatRupeeFigures, formatRupees, fromPaise } from '@haat/contract/format';
import type { TaxDocumentKind } from '@haat/contract/gst/tax-documents';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate, type MessageId, type MessageValues } from '@haat/contract/i18n/translate';
import { BOLD, PDF_MARGIN, PDF_PAGE_WIDTH, REGULAR, startPdf } from '#src/pdf-document.ts';
import { amountInWords } from './amount-in-words.ts';
import type { TaxDocumentLine, TaxDocumentSnapshot } from './invoice-data.ts';

/** 12345678 paise → "1,23,456.78": figures under a column whose heading is the money. */
const figures = (paise: number): string => formatRupeeFigures(fromPaise(paise));
const money = (paise: number): string => formatRupees(fromPaise(paise));

const paymentMethodLabels: Record<PaymentMethod, MessageId> = {
  PAYMENT_GATEWAY: 'invoice.methodOnline',
  COD: 'invoice.methodCod',
  [WALLET_PAYMENT_METHOD]: 'invoice.methodWallet',
};

const MARGIN = PDF_MARGIN;
const PAGE_WIDTH = PDF_PAGE_WIDTH;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TABLE_FONT_SIZE = 7.5;
const GUTTER = 4;

/** A document being written: the PDF, what it prints and the language of its labels. */
interface Page {
  doc: PDFKit.PDFDocument;
  document: IssuedDocument;
  say: (id: MessageId, values?: MessageValues) => string;
  locale: Locale;
}

/** A document as it was issued: its kind, number, moment and what it printed. */
export interface IssuedDocument {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  snapshot: TaxDocumentSnapshot;
}

interface Column {
  title: MessageId | null;
  width: number;
  align: 'left' | 'right';
  cell: (line: TaxDocumentLine, index: number, page: Page) => string;
}

const taxCell = (paise: number, percent: number) => `${figures(paise)}\n@${percent}%`;
const column = (title: MessageId | null, width: number, cell: Column['cell'], align: Column['align'] = 'right') => ({
  title,
  width,
  align,
  cell,
});

/** The table's columns: CGST and SGST within the state, IGST across states, no tax on a bill of supply or receipt. */
function columnsOf({ format, supply }: TaxDocumentSnapshot): Column[] {
  const taxed = format === 'TAX_INVOICE';
  const tax: Column[] = !taxed
    ? []
    : supply === 'INTRA_STATE'
      ? [
          column('invoice.columnTaxable', 56, (line) => figures(line.taxablePaise)),
          column('invoice.columnCgst', 50, (line) => taxCell(line.cgstPaise, line.taxPercent / 2)),
          column('invoice.columnSgst', 50, (line) => taxCell(line.sgstPaise, line.taxPercent / 2)),
        ]
      : [
          column('invoice.columnTaxable', 56, (line) => figures(line.taxablePaise)),
          column('invoice.columnIgst', 56, (line) => taxCell(line.igstPaise, line.taxPercent)),
        ];
  const fixed: Column[] = [
    column(null, 16, (_line, index) => String(index + 1), 'left'),
    column('invoice.columnDescription', 0, (line, _index, page) => descriptionOf(line, page.locale), 'left'),
    column('invoice.columnHsn', 38, (line) => line.hsnCode ?? '', 'left'),
    column('invoice.columnQuantity', 38, (line, _index, page) =>
      page.say('invoice.quantityUnit', { quantity: line.quantity }),
    ),
    column('invoice.columnRate', 54, (line) => figures(line.mrpPaise)),
    column('invoice.columnDiscount', 50, (line) => figures(line.discountPaise)),
    ...tax,
    column('invoice.columnAmount', 62, (line) => figures(line.amountPaise)),
  ];
  const used = fixed.reduce((sum, { width }) => sum + width, 0);
  return fixed.map((entry) => (entry.width === 0 ? { ...entry, width: CONTENT_WIDTH - used } : entry));
}

/** English keeps the unit's code as invoices always printed it (500 GM); Hindi says it (500 ग्राम). */
function descriptionOf(line: TaxDocumentLine, locale: Locale): string {
  return locale === 'en'
    ? `${line.productName} ${line.weight} ${line.weightUnit}`
    : `${line.productName} ${translate(locale, `units.${line.weightUnit}`, { weight: line.weight })}`;
}

const titles = {
  TAX_INVOICE: 'invoice.titleTaxInvoice',
  BILL_OF_SUPPLY: 'invoice.titleBillOfSupply',
  RECEIPT: 'invoice.titleReceipt',
} as const satisfies Record<TaxDocumentSnapshot['format'], MessageId>;
const numberLabels = {
  TAX_INVOICE: 'invoice.invoiceNumber',
  BILL_OF_SUPPLY: 'invoice.billNumber',
  RECEIPT: 'invoice.receiptNumber',
} as const satisfies Record<TaxDocumentSnapshot['format'], MessageId>;

const indiaDate = (moment: Date) => new Date(moment.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/** An issued invoice or credit note as a PDF file, its labels in `locale`, the shop's data as written. */
export function renderTaxDocumentPdf(document: IssuedDocument, locale: Locale = 'en'): Promise<Buffer> {
  const say = (id: MessageId, values?: MessageValues) => translate(locale, id, values);
  const { snapshot } = document;
  const title = say(document.kind === 'CREDIT_NOTE' ? 'invoice.titleCreditNote' : titles[snapshot.format]);
  const { doc, finished } = startPdf(say('invoice.documentTitle', { title, number: document.number }), locale);
  const page: Page = { doc, document, say, locale };

  doc.font(BOLD).fontSize(15);
  doc.text(title, MARGIN, MARGIN, { width: CONTENT_WIDTH, align: 'center' });
  const declaration = declarationOf(snapshot);
  if (declaration) {
    doc.font(REGULAR).fontSize(8.5);
    doc.text(say(declaration), MARGIN, doc.y, { width: CONTENT_WIDTH, align: 'center' });
  }
  let y = doc.y + 10;
  y = Math.max(drawSeller(page, y), drawReferences(page, y)) + 10;
  y = Math.max(drawBuyer(page, y), drawSupply(page, y)) + 10;
  y = drawTable(page, y, columnsOf(snapshot));
  y = drawTotals(page, y + 8);
  drawClosing(page, y);
  doc.end();
  return finished;
}

function declarationOf({ format, seller }: TaxDocumentSnapshot): MessageId | null {
  if (format === 'BILL_OF_SUPPLY') return 'invoice.compositionDeclaration';
  if (format === 'RECEIPT') return seller.declared ? 'invoice.unregisteredNote' : 'invoice.undeclaredNote';
  return null;
}

/** Lines at the left half, one under the other; answers where they end. */
function drawLines(doc: PDFKit.PDFDocument, lines: string[], x: number, y: number, width: number): number {
  doc.font(REGULAR).fontSize(8.5);
  for (const line of lines) {
    doc.text(line, x, y, { width });
    y = doc.y + 1;
  }
  return y;
}

const HALF = CONTENT_WIDTH / 2 - 10;
const RIGHT_X = MARGIN + CONTENT_WIDTH / 2 + 10;

function drawSeller({ doc, document, say }: Page, y: number): number {
  const { seller } = document.snapshot;
  doc.font(BOLD).fontSize(11);
  doc.text(seller.legalName, MARGIN, y, { width: HALF });
  const sameName = seller.storeName.trim().toLowerCase() === seller.legalName.trim().toLowerCase();
  return drawLines(
    doc,
    [
      ...(sameName ? [] : [seller.storeName]),
      seller.address,
      ...(seller.gstin ? [say('invoice.gstin', { gstin: seller.gstin })] : []),
      ...(seller.state ? [say('invoice.state', { state: seller.state.name, code: seller.state.code })] : []),
      ...(seller.phone ? [say('invoice.phone', { phone: seller.phone })] : []),
      ...(seller.email ? [say('invoice.email', { email: seller.email })] : []),
    ],
    MARGIN,
    doc.y + 1,
    HALF,
  );
}

function drawReferences({ doc, document, say, locale }: Page, y: number): number {
  const { snapshot } = document;
  const date = (isoDate: string) => formatDate(isoDate, locale);
  const numberLabel = document.kind === 'CREDIT_NOTE' ? 'invoice.creditNoteNumber' : numberLabels[snapshot.format];
  doc.font(BOLD).fontSize(9.5);
  doc.text(say(numberLabel, { number: document.number }), RIGHT_X, y, { width: HALF });
  return drawLines(
    doc,
    [
      say('invoice.issueDate', { date: date(indiaDate(document.issuedAt)) }),
      ...(snapshot.against
        ? [say('invoice.against', { number: snapshot.against.number, date: date(snapshot.against.issuedOn) })]
        : []),
      say('invoice.orderNumber', { number: snapshot.orderNumber }),
      say('invoice.orderDate', { date: date(snapshot.orderDate) }),
      say('invoice.payment', { method: say(paymentMethodLabels[snapshot.paymentMethod]) }),
      ...(document.kind === 'CREDIT_NOTE'
        ? [say('invoice.reason', { reason: snapshot.reason || say('invoice.orderCancelled') })]
        : []),
    ],
    RIGHT_X,
    doc.y + 1,
    HALF,
  );
}

function drawBuyer({ doc, document, say }: Page, y: number): number {
  const { buyer } = document.snapshot;
  doc.font(BOLD).fontSize(9.5);
  doc.text(say('invoice.billTo'), MARGIN, y, { width: HALF });
  doc.font(BOLD).fontSize(8.5);
  doc.text(buyer.name, MARGIN, doc.y + 1, { width: HALF });
  return drawLines(
    doc,
    [
      ...buyer.addressLines,
      buyer.stateCode
        ? say('invoice.state', { state: buyer.state, code: buyer.stateCode })
        : say('invoice.stateUncoded', { state: buyer.state }),
    ],
    MARGIN,
    doc.y + 1,
    HALF,
  );
}

function drawSupply({ doc, document, say }: Page, y: number): number {
  const { snapshot } = document;
  const place = snapshot.placeOfSupply;
  doc.font(BOLD).fontSize(9.5);
  doc.text(
    place
      ? say('invoice.placeOfSupply', { state: place.name, code: place.code })
      : say('invoice.placeOfSupplyUncoded', { state: snapshot.buyer.state }),
    RIGHT_X,
    y,
    { width: HALF },
  );
  if (snapshot.format !== 'TAX_INVOICE') return doc.y;
  return drawLines(
    doc,
    [
      say(snapshot.supply === 'INTRA_STATE' ? 'invoice.supplyIntraState' : 'invoice.supplyInterState'),
      say('invoice.reverseCharge'),
    ],
    RIGHT_X,
    doc.y + 1,
    HALF,
  );
}

function drawTable(page: Page, y: number, columns: Column[]): number {
  const { doc, document, say } = page;
  const header = columns.map((entry) => (entry.title ? say(entry.title) : '#'));
  const rule = (at: number) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + CONTENT_WIDTH, at)
      .lineWidth(0.6)
      .stroke();
  rule(y);
  y = drawRow(doc, y + 3, columns, header, true);
  rule(y);
  y += 3;
  document.snapshot.lines.forEach((line, index) => {
    if (y > doc.page.height - 230) {
      doc.addPage();
      y = drawRow(doc, MARGIN, columns, header, true);
      rule(y);
      y += 3;
    }
    y = drawRow(
      doc,
      y,
      columns,
      columns.map((entry) => entry.cell(line, index, page)),
    );
  });
  rule(y);
  return y;
}

function drawRow(doc: PDFKit.PDFDocument, y: number, columns: Column[], cells: string[], header = false): number {
  doc.font(header ? BOLD : REGULAR).fontSize(TABLE_FONT_SIZE);
  let x = MARGIN;
  let bottom = y;
  columns.forEach((entry, i) => {
    const options = { width: entry.width - GUTTER, align: entry.align, lineGap: -1 };
    // The gutter sits on the side away from the text: figures end at the column's right edge, flush with
    // the totals below; text starts at its left edge.
    const left = entry.align === 'right' ? x + GUTTER : x;
    let lineY = y;
    // Each part on its own line (pdfkit would count a "\n" in the width of the word before it).
    for (const part of (cells[i] ?? '').split('\n')) {
      // A figure is never broken across lines: one too wide for its column (crores) is set smaller.
      const room = options.width - 1;
      const fitted = entry.align === 'right' && doc.widthOfString(part) > room;
      if (fitted) doc.fontSize((TABLE_FONT_SIZE * room) / doc.widthOfString(part));
      doc.text(part, left, lineY, options);
      if (fitted) doc.fontSize(TABLE_FONT_SIZE);
      lineY = doc.y;
    }
    bottom = Math.max(bottom, lineY);
    x += entry.width;
  });
  return bottom + 3;
}

function drawTotals({ doc, document, say }: Page, y: number): number {
  const { snapshot } = document;
  const { totals } = snapshot;
  const credit = document.kind === 'CREDIT_NOTE';
  const taxed = snapshot.format === 'TAX_INVOICE';
  const rows: Array<[MessageId, string]> = [
    ...(taxed
      ? ([
          ['invoice.taxable', money(totals.taxablePaise)],
          ...(snapshot.supply === 'INTRA_STATE'
            ? [
                ['invoice.cgst', money(totals.cgstPaise)],
                ['invoice.sgst', money(totals.sgstPaise)],
              ]
            : [['invoice.igst', money(totals.igstPaise)]]),
        ] as Array<[MessageId, string]>)
      : ([['invoice.goodsValue', money(totals.taxablePaise)]] as Array<[MessageId, string]>)),
    ['invoice.shipping', money(totals.shippingPaise)],
    [credit ? 'invoice.totalCredited' : 'invoice.total', money(totals.totalPaise)],
  ];
  const labelX = MARGIN + CONTENT_WIDTH - 260;
  rows.forEach(([label, value], i) => {
    const total = i === rows.length - 1;
    doc.font(total ? BOLD : REGULAR).fontSize(total ? 10 : 9);
    doc.text(say(label), labelX, y + i * 14, { width: 150, lineBreak: false });
    doc.text(value, labelX + 150, y + i * 14, { width: 110, align: 'right', lineBreak: false });
  });
  y += rows.length * 14 + 4;
  if (!credit && totals.discountPaise > 0) {
    doc.font(REGULAR).fontSize(8);
    doc.text(say('invoice.saved'), labelX, y, { width: 150, lineBreak: false });
    doc.text(money(totals.discountPaise), labelX + 150, y, { width: 110, align: 'right', lineBreak: false });
    y += 14;
  }
  // The coupon is inside the lines' discounts and taxable values already: named, not subtracted again.
  if (totals.couponDiscountPaise > 0) {
    doc.font(REGULAR).fontSize(8);
    doc.text(say('invoice.couponIncluded', { code: totals.couponCode ?? '' }), labelX, y, {
      width: 150,
      lineBreak: false,
    });
    doc.text(money(totals.couponDiscountPaise), labelX + 150, y, { width: 110, align: 'right', lineBreak: false });
    y += 14;
  }
  return y;
}

function drawClosing({ doc, document, say, locale }: Page, y: number): void {
  const { snapshot } = document;
  doc.font(BOLD).fontSize(9);
  doc.text(say('invoice.inWords', { words: amountInWords(snapshot.totals.totalPaise, locale) }), MARGIN, y + 4, {
    width: CONTENT_WIDTH,
  });
  y = doc.y + 16;
  if (y > doc.page.height - MARGIN - 80) {
    doc.addPage();
    y = MARGIN;
  }
  const signatureX = MARGIN + CONTENT_WIDTH - 220;
  doc.font(BOLD).fontSize(9);
  doc.text(say('invoice.forSeller', { name: snapshot.seller.legalName }), signatureX, y, {
    width: 220,
    align: 'right',
  });
  doc.font(REGULAR).fontSize(8.5);
  doc.text(say('invoice.signatory'), signatureX, doc.y + 28, { width: 220, align: 'right' });
  doc.fontSize(7.5);
  doc.text(say('invoice.computerGenerated'), MARGIN, doc.y + 12, { width: CONTENT_WIDTH });
}
