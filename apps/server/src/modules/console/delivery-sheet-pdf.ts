import type { DeliverySheet, SheetPack, SheetSlot } from '@haat/contract/console/console-deliveries.schemas';
import { formatDate, to12Hour } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate, type MessageId, type MessageValues } from '@haat/contract/i18n/translate';
import { dayOfWeekOf } from '@haat/contract/subscriptions/subscription-rules';
import { BOLD, PDF_MARGIN, PDF_PAGE_WIDTH, REGULAR, startPdf } from '#src/pdf-document.ts';

const WIDTH = PDF_PAGE_WIDTH - 2 * PDF_MARGIN;
const FONT_SIZE = 9;
const GUTTER = 6;

interface Column {
  title: MessageId | null;
  width: number;
  align?: 'left' | 'right';
  /** A box to tick by hand instead of text (the font has no ☐). */
  box?: true;
}

/** Columns with one of width 0 taking what the others leave. */
const fitted = (columns: Column[]): Column[] => {
  const used = columns.reduce((sum, { width }) => sum + width, 0);
  return columns.map((column) => (column.width === 0 ? { ...column, width: WIDTH - used } : column));
};

const loadColumns = fitted([
  { title: 'console.sheetPack', width: 0 },
  { title: 'console.sheetSku', width: 140 },
  { title: 'console.sheetQuantity', width: 60, align: 'right' },
]);
const slotColumns = fitted([
  { title: null, width: 18 },
  { title: 'console.sheetCustomer', width: 120 },
  { title: 'console.sheetAddress', width: 0 },
  { title: 'console.sheetPin', width: 52 },
  { title: 'console.sheetItem', width: 110 },
  { title: 'console.sheetQuantity', width: 34, align: 'right' },
  { title: 'console.sheetDone', width: 40, align: 'right', box: true },
]);

/** "Amul Ghee 1 L": the product and its pack size, as the reader's language writes the unit. */
export const packName = (pack: SheetPack, locale: Locale) =>
  `${pack.productName} ${translate(locale, `units.${pack.weightUnit}`, { weight: pack.weight })}`;

/** "7:00 AM – 9:00 AM", or that the shopper chose no slot. */
export const slotName = (slot: SheetSlot['slot'], locale: Locale) =>
  slot
    ? `${to12Hour(slot.startTime, locale)} – ${to12Hour(slot.endTime, locale)}`
    : translate(locale, 'console.sheetNoSlot');

/**
 * The day's delivery sheet as a PDF to print, its labels in `locale`: what to load, then each slot's doors
 * with a box to tick. The store's own data (names, addresses) is printed as written.
 */
export function renderDeliverySheetPdf(sheet: DeliverySheet, storeName: string, locale: Locale): Promise<Buffer> {
  const say = (id: MessageId, values?: MessageValues) => translate(locale, id, values);
  const day = `${say(`calendar.day.${dayOfWeekOf(sheet.date)}`)}, ${formatDate(sheet.date, locale)}`;
  const title = say('console.sheetTitle', { date: day });
  const { doc, finished } = startPdf(`${storeName} · ${title}`, locale);

  doc.font(BOLD).fontSize(15).text(title, PDF_MARGIN, PDF_MARGIN, { width: WIDTH });
  doc.font(REGULAR).fontSize(10);
  doc.text(`${storeName} · ${say('console.sheetCount', { count: sheet.deliveryCount })}`, { width: WIDTH });
  let y = doc.y + 12;
  if (sheet.deliveryCount === 0) {
    doc.text(say('console.sheetNone'), PDF_MARGIN, y, { width: WIDTH });
    doc.end();
    return finished;
  }
  y = heading(doc, say('console.sheetLoad'), y);
  y = table(
    doc,
    say,
    loadColumns,
    y,
    sheet.load.map((pack) => [packName(pack, locale), pack.sku, String(pack.quantity)]),
  );
  for (const { slot, deliveries } of sheet.slots) {
    const label = `${slotName(slot, locale)} · ${say('console.sheetCount', { count: deliveries.length })}`;
    y = heading(doc, label, y + 14);
    const rows = deliveries.map((delivery, index) => [
      String(index + 1),
      `${delivery.name}\n${delivery.mobile}`,
      delivery.address,
      delivery.pin,
      packName(delivery.pack, locale),
      String(delivery.quantity),
    ]);
    y = table(doc, say, slotColumns, y, rows);
  }
  doc.end();
  return finished;
}

const bottomOf = (doc: PDFKit.PDFDocument) => doc.page.height - PDF_MARGIN;

function heading(doc: PDFKit.PDFDocument, text: string, y: number): number {
  if (y > bottomOf(doc) - 60) {
    doc.addPage();
    y = PDF_MARGIN;
  }
  doc.font(BOLD).fontSize(11.5).text(text, PDF_MARGIN, y, { width: WIDTH });
  return doc.y + 4;
}

/** A table with its header row, repeated on each new page; answers where it ends. */
function table(
  doc: PDFKit.PDFDocument,
  say: (id: MessageId) => string,
  columns: Column[],
  y: number,
  rows: string[][],
): number {
  const header = columns.map((column) => (column.title ? say(column.title) : '#'));
  const rule = (at: number) =>
    doc
      .moveTo(PDF_MARGIN, at)
      .lineTo(PDF_MARGIN + WIDTH, at)
      .lineWidth(0.5)
      .stroke();
  y = row(doc, columns, header, y, true);
  rule(y - 2);
  for (const cells of rows) {
    if (y + heightOf(doc, columns, cells) > bottomOf(doc)) {
      doc.addPage();
      y = row(doc, columns, header, PDF_MARGIN, true);
      rule(y - 2);
    }
    y = row(doc, columns, cells, y + 2);
    rule(y - 1);
  }
  return y;
}

function heightOf(doc: PDFKit.PDFDocument, columns: Column[], cells: string[]): number {
  doc.font(REGULAR).fontSize(FONT_SIZE);
  return Math.max(...columns.map((column, i) => doc.heightOfString(cells[i] ?? '', { width: column.width - GUTTER })));
}

function row(doc: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, header = false): number {
  doc.font(header ? BOLD : REGULAR).fontSize(FONT_SIZE);
  let x = PDF_MARGIN;
  let bottom = y;
  columns.forEach((column, i) => {
    if (column.box && !header) {
      doc
        .rect(x + column.width - GUTTER - 10, y + 1, 10, 10)
        .lineWidth(0.8)
        .stroke();
      bottom = Math.max(bottom, y + 12);
    } else {
      doc.text(cells[i] ?? '', x, y, { width: column.width - GUTTER, align: column.align ?? 'left' });
      bottom = Math.max(bottom, doc.y);
    }
    x += column.width;
  });
  return bottom + 3;
}
