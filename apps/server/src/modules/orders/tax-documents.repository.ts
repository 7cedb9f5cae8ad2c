import { and, eq, sql } from 'drizzle-orm';
import type { TaxDocumentKind } from '@haat/contract/gst/tax-documents';
import type { Db } from '#src/db/connect.ts';
import { taxDocumentCounters, taxDocuments } from '#src/db/schema/index.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
export type NewTaxDocument = typeof taxDocuments.$inferInsert;

/**
 * The next serial of a store's series in a financial year. The upsert locks the counter row until the
 * transaction ends, so a second issuer waits and then reads the first one's number plus one; a rollback
 * undoes the increment, so no number is lost. Call it only in the transaction that inserts the document.
 */
export async function takeNextSerial(tx: Db, storeId: string, series: string, financialYear: number): Promise<number> {
  const [row] = await tx
    .insert(taxDocumentCounters)
    .values({ storeId, series, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.storeId, taxDocumentCounters.series, taxDocumentCounters.financialYear],
      set: { lastSerial: sql`${taxDocumentCounters.lastSerial} + 1` },
    })
    .returning({ serial: taxDocumentCounters.lastSerial });
  return row!.serial;
}

export async function insertTaxDocument(tx: Db, document: NewTaxDocument): Promise<TaxDocumentRow> {
  const [row] = await tx.insert(taxDocuments).values(document).returning();
  return row!;
}

/** An order's document of a kind, if one was issued. */
export async function findTaxDocument(
  db: Db,
  storeId: string,
  orderId: string,
  kind: TaxDocumentKind,
): Promise<TaxDocumentRow | null> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.storeId, storeId), eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)))
    .limit(1);
  return row ?? null;
}
