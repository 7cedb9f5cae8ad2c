import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { taxDocumentKinds, type TaxDocumentKind } from '@haat/contract/gst/tax-documents';
import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import type { WeightUnit } from '@haat/contract/content/content.schemas';
import type { GstStateCode } from '@haat/contract/gst/gst-states';
import { storeRef, timestampTz } from './columns.ts';
import { orders } from './commerce.ts';
import { isOneOf } from './one-of.ts';

/**
 * What a document printed, in no language: labels, dates and amounts in words are written when it is
 * rendered (English or Hindi), the shop's and the shopper's data as they were when it was issued. Money in
 * paise; every line's amount is its taxable value plus its tax, and the total adds up to the order's price.
 */
export interface TaxDocumentSnapshot {
  /** TAX_INVOICE (a REGULAR registration), BILL_OF_SUPPLY (COMPOSITION, rule 49) or RECEIPT (no GSTIN). */
  format: TaxDocumentFormat;
  seller: {
    legalName: string;
    /** The store's name, printed when it differs from the legal name. */
    storeName: string;
    address: string;
    gstin: string | null;
    state: { code: GstStateCode; name: string } | null;
    phone: string | null;
    email: string | null;
    /** False when the store had given no seller details (decision 030): a receipt says so. */
    declared: boolean;
  };
  /** Name and delivery address, as rule 46 asks; no phone or e-mail, which an erased account loses (029). */
  buyer: {
    name: string;
    addressLines: string[];
    /** The delivery address's state as written, and its GST code when it names a GST state. */
    state: string;
    stateCode: GstStateCode | null;
  };
  /**
   * Where the goods were delivered, as a GST state; CGST + SGST when it is the seller's state, else IGST.
   * Null only on a receipt of a store with no seller details, for an address whose state is not a GST state.
   */
  placeOfSupply: { code: GstStateCode; name: string } | null;
  supply: 'INTRA_STATE' | 'INTER_STATE';
  orderNumber: string;
  /** India calendar date, `YYYY-MM-DD`. */
  orderDate: string;
  paymentMethod: PaymentMethod;
  lines: TaxDocumentLine[];
  totals: {
    valuePaise: number;
    discountPaise: number;
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    shippingPaise: number;
    /** Already inside the lines' discounts (each line's share, decision 050): shown, never subtracted again. */
    couponDiscountPaise: number;
    /** The coupon's code; absent on documents issued before coupons. */
    couponCode?: string | null;
    totalPaise: number;
  };
  /** A credit note's invoice: its number and India date of issue. */
  against?: { number: string; issuedOn: string };
  /** Why a credit note was issued: the cancellation's reason, when one was given. */
  reason?: string | null;
}

export type TaxDocumentFormat = 'TAX_INVOICE' | 'BILL_OF_SUPPLY' | 'RECEIPT';

/** One line: value at MRP − discount = amount = taxable value + CGST + SGST + IGST. */
export interface TaxDocumentLine {
  productName: string;
  weight: number;
  weightUnit: WeightUnit;
  hsnCode: string | null;
  quantity: number;
  mrpPaise: number;
  valuePaise: number;
  discountPaise: number;
  taxablePaise: number;
  taxPercent: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  amountPaise: number;
}

/**
 * The last number issued in each series of a store's documents, per financial year (decision 030). Taken by
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` in the transaction that writes the document: the row lock
 * makes concurrent issuers wait their turn, and a rollback gives the number back, so the series has no gap.
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    storeId: storeRef(),
    series: text('series').notNull(),
    financialYear: smallint('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.series, t.financialYear] })],
);

/**
 * A document issued for an order — its invoice, its credit note — with what it printed, frozen, so a reprint
 * is the same document whatever the store changes later. Tax records are kept: an order with a document
 * cannot be deleted on its own (the reference does not cascade), only with its store.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<TaxDocumentKind>().notNull(),
    /** `INV/26-27/000001`: the series, the financial year and the serial. */
    number: text('number').notNull(),
    /** The calendar year the financial year starts in (2026 for 2026-27). */
    financialYear: smallint('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: timestampTz('issued_at').notNull(),
    snapshot: jsonb('snapshot').$type<TaxDocumentSnapshot>().notNull(),
  },
  (t) => [
    unique('tax_documents_store_number_key').on(t.storeId, t.number),
    unique('tax_documents_order_kind_key').on(t.orderId, t.kind),
    check('tax_documents_kind_check', isOneOf(t.kind, taxDocumentKinds)),
    check('tax_documents_number_length', sql`length(${t.number}) <= 16`),
  ],
);
