import { gstStateCodeOf, gstStates, type GstStateCode } from '@haat/contract/gst/gst-states';
import { splitGst } from '@haat/contract/gst/tax-documents';
import { lineTaxPaise } from '@haat/contract/pricing/line-pricing';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import type { TaxDocumentFormat, TaxDocumentLine, TaxDocumentSnapshot } from '#src/db/schema/index.ts';
import type { StoreCommerceSettings } from '#src/modules/stores/index.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

export type { TaxDocumentLine, TaxDocumentSnapshot };

type Supply = TaxDocumentSnapshot['supply'];

/** A REGULAR registration issues a tax invoice, COMPOSITION a bill of supply; no GSTIN, a receipt. */
export function documentFormatOf(seller: StoreCommerceSettings['seller']): TaxDocumentFormat {
  if (seller?.gstScheme === 'REGULAR' && seller.gstin) return 'TAX_INVOICE';
  if (seller?.gstScheme === 'COMPOSITION' && seller.gstin) return 'BILL_OF_SUPPLY';
  return 'RECEIPT';
}

/**
 * One order line as a document prints it. Its value is the MRP, which includes every tax; the discount is
 * what the shopper did not pay of it (the pricing rule's saving and the line's share of a coupon, a discount
 * before tax: rule 46 asks for the taxable value after it); what was paid is the taxable value plus the GST
 * frozen on the line at placement. A bill of supply or a receipt charges no tax: what was paid is the price
 * of the goods.
 */
export function documentLine(
  item: Pick<
    OrderItemRow,
    | 'productName'
    | 'weight'
    | 'weightUnit'
    | 'hsnCode'
    | 'quantity'
    | 'mrpPaise'
    | 'sellingPricePaise'
    | 'taxPercent'
    | 'taxType'
    | 'taxPaise'
    | 'couponDiscountPaise'
  >,
  format: TaxDocumentFormat,
  supply: Supply,
): TaxDocumentLine {
  const goodsPaise = item.sellingPricePaise * item.quantity;
  // A line with a coupon share froze the GST of what was left; the tax on top it was listed with is the rule's.
  const share = item.couponDiscountPaise;
  const taxOnTop = share > 0 ? lineTaxPaise(goodsPaise, Number(item.taxPercent), 'EXCLUSIVE') : item.taxPaise;
  const amountPaise = (item.taxType === 'EXCLUSIVE' ? goodsPaise + taxOnTop : goodsPaise) - share;
  // An order placed before MRP became a ceiling may have paid above it: then the value is what was paid.
  const valuePaise = Math.max(item.mrpPaise * item.quantity, amountPaise);
  const taxed = format === 'TAX_INVOICE';
  const taxPaise = taxed ? item.taxPaise : 0;
  return {
    productName: item.productName,
    weight: Number(item.weight),
    weightUnit: item.weightUnit,
    hsnCode: item.hsnCode,
    quantity: item.quantity,
    mrpPaise: item.mrpPaise,
    valuePaise,
    discountPaise: valuePaise - amountPaise,
    taxablePaise: amountPaise - taxPaise,
    taxPercent: taxed ? Number(item.taxPercent) : 0,
    ...splitGst(taxPaise, supply),
    amountPaise,
  };
}

/**
 * The place of supply of goods delivered to a shopper: the state they were delivered to (IGST Act s.10).
 * An address's state is free text: one that names no GST state is taken as the shop's own, where its
 * deliveries go (decision 030).
 */
export function placeOfSupplyOf(deliveryState: string, seller: StoreCommerceSettings['seller']): GstStateCode | null {
  return gstStateCodeOf(deliveryState) ?? seller?.stateCode ?? null;
}

export interface DocumentParties {
  store: Pick<
    StoreCommerceSettings,
    'seller' | 'orgName' | 'storeName' | 'locationName' | 'callSupportNumber' | 'supportEmail'
  >;
  /** The GST state the goods were delivered to (placeOfSupplyOf). */
  placeOfSupply: GstStateCode | null;
}

/**
 * What an order's invoice prints, from the order as it was frozen at placement and the store as it is now.
 * The lines (each after its share of the coupon) and shipping add up to the order's final price, or this
 * throws: a document that does not add up is never issued.
 */
export function buildInvoiceSnapshot(
  order: OrderRow,
  items: readonly OrderItemRow[],
  { store, placeOfSupply }: DocumentParties,
): TaxDocumentSnapshot {
  const { seller } = store;
  const format = documentFormatOf(seller);
  const supply: Supply = seller && placeOfSupply && seller.stateCode !== placeOfSupply ? 'INTER_STATE' : 'INTRA_STATE';
  const lines = items.map((item) => documentLine(item, format, supply));
  const sum = (pick: (line: TaxDocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals = {
    valuePaise: sum((line) => line.valuePaise),
    discountPaise: sum((line) => line.discountPaise),
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
    shippingPaise: order.shippingChargePaise,
    couponDiscountPaise: order.couponDiscountPaise,
    couponCode: order.couponCode,
    totalPaise: order.finalPricePaise,
  };
  const added = sum((line) => line.amountPaise) + totals.shippingPaise;
  if (added !== order.finalPricePaise) {
    throw new Error(`order ${order.id}: its lines add up to ${added} paise, not its price ${order.finalPricePaise}`);
  }
  const address = order.shippingAddress;
  return {
    format,
    seller: {
      legalName: seller?.legalName ?? store.orgName,
      storeName: store.storeName,
      address: seller?.address ?? store.locationName,
      gstin: format === 'RECEIPT' ? null : seller!.gstin,
      state: seller ? { code: seller.stateCode, name: gstStates[seller.stateCode] } : null,
      phone: store.callSupportNumber,
      email: store.supportEmail,
      declared: seller !== null,
    },
    buyer: {
      name: address.name,
      addressLines: [
        address.address,
        ...(address.landmark ? [address.landmark] : []),
        `${address.city} ${address.pin}`,
        address.country,
      ],
      state: address.state,
      stateCode: gstStateCodeOf(address.state),
    },
    placeOfSupply: placeOfSupply ? { code: placeOfSupply, name: gstStates[placeOfSupply] } : null,
    supply,
    orderNumber: order.orderNumber,
    orderDate: indiaToday(order.createdAt),
    paymentMethod: order.paymentMethod,
    lines,
    totals,
  };
}

/** A credit note cancels its invoice whole: the same parties, lines and amounts, credited. */
export function buildCreditNoteSnapshot(
  invoice: { number: string; issuedAt: Date; snapshot: TaxDocumentSnapshot },
  reason: string | null,
): TaxDocumentSnapshot {
  const { against: _against, reason: _reason, ...printed } = invoice.snapshot;
  return { ...printed, against: { number: invoice.number, issuedOn: indiaToday(invoice.issuedAt) }, reason };
}
