import type { GstScheme, StoreSeller } from '@haat/contract/stores/seller.schemas';
import { registeredSeller } from '#src/testing/factories.ts';
import { address } from './commerce-test-kit.ts';
import { buildCreditNoteSnapshot, buildInvoiceSnapshot, placeOfSupplyOf } from './invoice-data.ts';
import type { IssuedDocument } from './invoice-pdf.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

// An order of three lines as placement froze it, and the store it was bought from, for the document tests.

const item = (fields: Partial<OrderItemRow>): OrderItemRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  storeId: '00000000-0000-4000-8000-0000000000aa',
  orderId: '00000000-0000-4000-8000-0000000000bb',
  position: 0,
  productVariantId: null,
  productId: null,
  productName: 'Cow Ghee',
  sku: 'ghee',
  thumbnail: null,
  weight: 1,
  weightUnit: 'LITRE',
  quantity: 1,
  mrpPaise: 65_000,
  sellingPricePaise: 59_999,
  taxPercent: 12,
  taxType: 'INCLUSIVE',
  taxPaise: 6_428,
  couponDiscountPaise: 0,
  hsnCode: '0405',
  ...fields,
});

/** Ghee 599.99 incl. 12 % (MRP 650), 2 × rice 450.25 + 5 % on top (MRP 499), salt 28 at 0 %, shipping 40. */
export const orderItems: OrderItemRow[] = [
  item({}),
  item({
    position: 1,
    productName: 'Basmati Rice',
    weight: 5,
    weightUnit: 'KG',
    quantity: 2,
    mrpPaise: 49_900,
    sellingPricePaise: 45_025,
    taxPercent: 5,
    taxType: 'EXCLUSIVE',
    taxPaise: 4_503,
    hsnCode: '1006',
  }),
  item({
    position: 2,
    productName: 'Iodised Salt',
    weight: 1,
    weightUnit: 'KG',
    mrpPaise: 2_800,
    sellingPricePaise: 2_800,
    taxPercent: 0,
    taxPaise: 0,
    hsnCode: '2501',
  }),
];
/** 599.99 + 900.50 + 45.03 + 28.00 + 40.00 shipping. */
export const ORDER_TOTAL_PAISE = 1_61_352;

export const order = (state = address.state): OrderRow => ({
  id: '00000000-0000-4000-8000-0000000000bb',
  storeId: '00000000-0000-4000-8000-0000000000aa',
  customerId: '00000000-0000-4000-8000-0000000000cc',
  locale: null,
  checkoutId: null,
  orderNumber: 'HAAT-261127-AB12',
  orderState: 'SHIPPED',
  paymentMethod: 'COD',
  paymentStatus: 'PENDING',
  shippingAddress: { ...address, state },
  totalPricePaise: 1_52_849,
  couponId: null,
  couponCode: null,
  couponDiscountPaise: 0,
  totalDiscountPaise: 10_248,
  taxPaise: 10_931,
  shippingChargePaise: 4_000,
  finalPricePaise: ORDER_TOTAL_PAISE,
  expectedDeliveryTime: null,
  failureReason: null,
  cancelReasonId: null,
  cancelReason: null,
  acceptedAt: null,
  packedAt: null,
  createdAt: new Date('2026-11-25T06:00:00Z'),
  updatedAt: new Date('2026-11-25T06:00:00Z'),
});

/** A store in Karnataka registered as `scheme` (null: one that has given no seller details). */
export function storeOf(scheme: GstScheme | null) {
  const seller: StoreSeller | null =
    scheme === null
      ? null
      : {
          ...registeredSeller('Sharma Traders Pvt Ltd'),
          gstScheme: scheme,
          gstin: scheme === 'UNREGISTERED' ? null : '29AAGCB7383J1Z4',
        };
  return {
    seller,
    orgName: 'Sharma Traders',
    storeName: 'Sharma General Store',
    locationName: 'Indiranagar, Bengaluru',
    callSupportNumber: '9876543210',
    supportEmail: 'help@sharma.example',
  };
}

/** The invoice the store would issue for the order delivered in `state`, as `INV/26-27/000007`. */
export function issuedInvoice(scheme: GstScheme | null, state = address.state): IssuedDocument {
  const store = storeOf(scheme);
  return {
    kind: 'INVOICE',
    number: 'INV/26-27/000007',
    issuedAt: new Date('2026-11-27T05:00:00Z'),
    snapshot: buildInvoiceSnapshot(order(state), orderItems, {
      store,
      placeOfSupply: placeOfSupplyOf(state, store.seller),
    }),
  };
}

/** The credit note cancelling that invoice two days later. */
export function issuedCreditNote(scheme: GstScheme | null, state = address.state): IssuedDocument {
  const invoice = issuedInvoice(scheme, state);
  return {
    kind: 'CREDIT_NOTE',
    number: 'CN/26-27/000003',
    issuedAt: new Date('2026-11-29T05:00:00Z'),
    snapshot: buildCreditNoteSnapshot(invoice, 'Returned at the door'),
  };
}
