import { STOCK_PRICES_CSV_MAX_ROWS } from '@haat/contract/console/console-catalogue.schemas';
import { formatRupees, fromPaise, toPaise } from '@haat/contract/format';
import { text, type Text } from '@haat/contract/i18n/translate';
import { fitsUnderMrp, unitPricePaid } from '@haat/contract/pricing/line-pricing';
import type { PricedVariantRow } from './console-catalogue.repository.ts';

/** What one row of a stock and prices CSV asks for one pack size; a column left out is left as it is. */
export interface StockPriceRow {
  /** Its line in the file; the header is line 1. */
  line: number;
  sku: string;
  sellingPricePaise?: number;
  mrpPaise?: number;
  availableQuantity?: number;
  isVisible?: boolean;
}

export interface RowProblem {
  line: number;
  reason: Text;
}

const COLUMNS = ['sku', 'selling_price', 'mrp', 'stock', 'visible'] as const;
type Column = (typeof COLUMNS)[number];
const isColumn = (name: string): name is Column => (COLUMNS as readonly string[]).includes(name);

/**
 * The records of a CSV (RFC 4180: fields in double quotes may hold commas, line breaks and doubled quotes), each
 * with the line it starts on. A spreadsheet's byte-order mark and blank lines are skipped.
 */
export function csvRecords(csv: string): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: startLine, fields });
    fields = [];
    field = '';
  };
  const source = csv.replace(/^\uFEFF/, '');
  for (let at = 0; at < source.length; at += 1) {
    const character = source[at]!;
    if (quoted) {
      if (character === '"' && source[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === '\n') line += 1;
        field += character;
      }
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      fields.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && source[at + 1] === '\n') at += 1;
      endRecord();
      line += 1;
      startLine = line;
    } else field += character;
  }
  endRecord();
  return records;
}

const RUPEES = /^\d{1,8}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,7}$/;
const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * Reads a stock and prices CSV: a header naming `sku` and any of `selling_price`, `mrp`, `stock`, `visible`, then
 * a row per pack size. Every row is checked; each problem is reported with its line, and the file's own
 * problems (its header, its size) with line 1.
 */
export function readStockPricesCsv(csv: string): { rows: StockPriceRow[]; problems: RowProblem[] } {
  const [header, ...records] = csvRecords(csv);
  if (!header) return { rows: [], problems: [{ line: 1, reason: text('console.csvEmpty') }] };
  const names = header.fields.map((name) => name.trim().toLowerCase());
  const unknown = names.find((name) => !isColumn(name));
  if (unknown !== undefined)
    return { rows: [], problems: [{ line: 1, reason: text('console.csvUnknownColumn', { name: unknown }) }] };
  if (!names.includes('sku')) return { rows: [], problems: [{ line: 1, reason: text('console.csvNoSku') }] };
  if (names.length < 2) return { rows: [], problems: [{ line: 1, reason: text('console.csvNoChange') }] };
  if (records.length === 0) return { rows: [], problems: [{ line: 1, reason: text('console.csvEmpty') }] };
  if (records.length > STOCK_PRICES_CSV_MAX_ROWS) {
    return {
      rows: [],
      problems: [{ line: 1, reason: text('console.csvTooManyRows', { max: STOCK_PRICES_CSV_MAX_ROWS }) }],
    };
  }

  const rows: StockPriceRow[] = [];
  const problems: RowProblem[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, fields } of records) {
    if (fields.length !== names.length) {
      problems.push({ line, reason: text('console.csvFieldCount', { found: fields.length, expected: names.length }) });
      continue;
    }
    const row: StockPriceRow = { line, sku: '' };
    const before = problems.length;
    names.forEach((name, index) => {
      const value = fields[index]!.trim();
      const problem = (reason: Text) => problems.push({ line, reason });
      if (name === 'sku') row.sku = value;
      else if (value === '')
        return; // an empty cell leaves that field as it is
      else if (name === 'selling_price' || name === 'mrp') {
        if (!RUPEES.test(value)) return problem(text('console.csvBadRupees', { column: name }));
        row[name === 'mrp' ? 'mrpPaise' : 'sellingPricePaise'] = toPaise(Number(value));
      } else if (name === 'stock') {
        if (!WHOLE.test(value)) return problem(text('console.csvBadStock'));
        row.availableQuantity = Number(value);
      } else {
        const said = value.toLowerCase();
        if (!YES.has(said) && !NO.has(said)) return problem(text('console.csvBadVisible'));
        row.isVisible = YES.has(said);
      }
    });
    if (row.sku === '') problems.push({ line, reason: text('console.csvNoSkuInRow') });
    else if (problems.length === before && firstLineOf.has(row.sku)) {
      problems.push({
        line,
        reason: text('console.csvRepeatedSku', { sku: row.sku, line: firstLineOf.get(row.sku)! }),
      });
    }
    // Only a good row takes its SKU: a bad one is reported once, for what is wrong with it.
    if (problems.length === before) {
      firstLineOf.set(row.sku, line);
      rows.push(row);
    }
  }
  return { rows, problems };
}

/** What a pack size would be after a change: refused when its MRP would not cover its price with GST. */
export function mrpProblem(variant: PricedVariantRow): Text | null {
  if (fitsUnderMrp(variant)) return null;
  const paid = unitPricePaid(fromPaise(variant.sellingPricePaise), variant);
  return text('console.mrpBelowPrice', {
    mrp: formatRupees(fromPaise(variant.mrpPaise)),
    paid: formatRupees(paid),
  });
}
