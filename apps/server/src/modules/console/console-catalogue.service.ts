import type {
  ConsoleProductList,
  ConsoleProductListQuery,
  ConsoleVariant,
  VariantChange,
} from '@haat/contract/console/console-catalogue.schemas';
import { CONSOLE_PRODUCTS_PAGE_SIZE } from '@haat/contract/console/console-catalogue.schemas';
import { pageCount } from '@haat/contract/common/pagination';
import { fromPaise, toPaise } from '@haat/contract/format';
import { text } from '@haat/contract/i18n/translate';
import type { Db } from '#src/db/connect.ts';
import { fail, refuse, Refused, unlessRefused, type Result } from '#src/result.ts';
import { recordConsoleAction } from './audit.repository.ts';
import {
  listStoreProducts,
  lockVariants,
  updateVariant,
  type PricedVariantRow,
  type VariantRow,
} from './console-catalogue.repository.ts';
import type { StaffPrincipal } from './staff-auth.ts';
import { mrpProblem, readStockPricesCsv, type RowProblem, type StockPriceRow } from './stock-prices-csv.ts';

export async function listConsoleProducts(
  db: Db,
  storeId: string,
  query: ConsoleProductListQuery,
): Promise<ConsoleProductList> {
  const size = query.size ?? CONSOLE_PRODUCTS_PAGE_SIZE;
  const { rows, variants, total } = await listStoreProducts(db, storeId, query.q, {
    limit: size,
    offset: (query.page - 1) * size,
  });
  return {
    products: rows.map((product) => ({
      productId: product.id,
      name: product.name,
      brand: product.brand,
      taxPercent: product.taxPercent,
      taxType: product.taxType,
      variants: variants.filter((variant) => variant.productId === product.id).map(toConsoleVariant),
    })),
    totalPages: pageCount(total, size),
  };
}

const toConsoleVariant = (variant: VariantRow): ConsoleVariant => ({
  variantId: variant.id,
  sku: variant.sku,
  weight: variant.weight,
  weightUnit: variant.weightUnit,
  sellingPrice: fromPaise(variant.sellingPricePaise),
  mrp: fromPaise(variant.mrpPaise),
  availableQuantity: variant.availableQuantity,
  isVisible: variant.isVisible,
});

type Changes = Pick<StockPriceRow, 'sellingPricePaise' | 'mrpPaise' | 'availableQuantity' | 'isVisible'>;
const CHANGED_FIELDS = ['sellingPricePaise', 'mrpPaise', 'availableQuantity', 'isVisible'] as const;

/**
 * Writes what differs between a locked pack size and the change, with its audit line (only the fields that
 * moved, before → after); answers the pack size as it is now, or a problem and writes nothing.
 */
async function applyChange(
  tx: Db,
  staff: StaffPrincipal,
  current: PricedVariantRow,
  changes: Changes,
): Promise<{ variant: PricedVariantRow; problem: ReturnType<typeof mrpProblem>; changed: boolean }> {
  const next = { ...current };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const values: Changes = {};
  for (const field of CHANGED_FIELDS) {
    const value = changes[field];
    if (value === undefined || value === current[field]) continue;
    Object.assign(next, { [field]: value });
    Object.assign(values, { [field]: value });
    const shown = (given: number | boolean) => (field.endsWith('Paise') ? fromPaise(given as number) : given);
    before[field.replace(/Paise$/, '')] = shown(current[field]);
    after[field.replace(/Paise$/, '')] = shown(value);
  }
  const problem = mrpProblem(next);
  const changed = Object.keys(values).length > 0;
  if (problem || !changed) return { variant: next, problem, changed: false };
  await updateVariant(tx, current.id, values);
  await recordConsoleAction(tx, {
    storeId: staff.storeId,
    staffId: staff.staffId,
    action: 'VARIANT_CHANGED',
    targetType: 'VARIANT',
    targetId: current.id,
    before: { sku: current.sku, ...before },
    after: { sku: current.sku, ...after },
  });
  return { variant: next, problem: null, changed: true };
}

/** A member changes one pack size's price, MRP, stock or visibility; refused whole if its MRP would not cover it. */
export async function changeVariant(
  db: Db,
  staff: StaffPrincipal,
  variantId: string,
  change: VariantChange,
): Promise<Result<ConsoleVariant, 'NOT_FOUND' | 'INVALID'>> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const [current] = await lockVariants(tx, staff.storeId, { ids: [variantId] });
      if (!current) refuse('NOT_FOUND', 'console.variantNotFound');
      const { variant, problem } = await applyChange(tx, staff, current, {
        sellingPricePaise: change.sellingPrice === undefined ? undefined : toPaise(change.sellingPrice),
        mrpPaise: change.mrp === undefined ? undefined : toPaise(change.mrp),
        availableQuantity: change.availableQuantity,
        isVisible: change.isVisible,
      });
      if (problem) refuse('INVALID', problem);
      return toConsoleVariant(variant);
    }),
  );
}

/**
 * A stock and prices CSV: every row checked (its columns, its SKU in this store, its MRP over its price with
 * GST), and written in one transaction only if every row is good. Answers how many pack sizes changed.
 */
export async function uploadStockPrices(
  db: Db,
  staff: StaffPrincipal,
  csv: string,
): Promise<Result<{ updated: number }, 'INVALID', { problems: RowProblem[] }>> {
  const read = readStockPricesCsv(csv);
  const refused = (problems: RowProblem[]) =>
    fail('INVALID', text('console.csvRefused', { count: new Set(problems.map((problem) => problem.line)).size }), {
      problems,
    });
  // A file whose header cannot be read has no rows to check.
  if (read.rows.length === 0) return refused(read.problems);
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const found = await lockVariants(tx, staff.storeId, { skus: read.rows.map((row) => row.sku) });
      const problems = [...read.problems];
      let updated = 0;
      for (const row of read.rows) {
        const matches = found.filter((variant) => variant.sku === row.sku);
        if (matches.length !== 1) {
          const reason = matches.length === 0 ? 'console.csvUnknownSku' : 'console.csvAmbiguousSku';
          problems.push({ line: row.line, reason: text(reason, { sku: row.sku }) });
          continue;
        }
        const { problem, changed } = await applyChange(tx, staff, matches[0]!, row);
        if (problem) problems.push({ line: row.line, reason: problem });
        if (changed) updated += 1;
      }
      // Every write so far rolls back with the refusal: nothing changes unless every row is good.
      if (problems.length > 0) throw new Refused(refused(problems.sort((a, b) => a.line - b.line)));
      return { updated };
    }),
  );
}
