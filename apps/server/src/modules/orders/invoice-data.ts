import { WALLET_PAYMENT_METHOD, type PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import type { StoreCommerceSettings } from '#src/modules/stores/index.ts';
import { amountInWords } from './amount-in-words.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

/** One invoice line; money in paise. CGST and SGST are half the line's GST each (CGST takes the odd paisa). */
export interface InvoiceLine {
  description: string;
  quantity: number;
  ratePaise: number;
  taxablePaise: number;
  taxPercent: number;
  inclusive: boolean;
  cgstPaise: number;
  sgstPaise: number;
  amountPaise: number;
}

export interface InvoiceData {
  seller: { name: string; legalName: string; location: string; phone: string | null; email: string | null };
  orderNumber: string;
  orderDate: string;
  billTo: string[];
  paymentMethod: string;
  lines: InvoiceLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  shippingPaise: number;
  couponDiscountPaise: number;
  savingsPaise: number;
  totalPaise: number;
  totalInWords: string;
}

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  PAYMENT_GATEWAY: 'Online payment',
  COD: 'Cash on delivery',
  [WALLET_PAYMENT_METHOD]: 'Wallet',
};

const indiaDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function invoiceLine(
  item: Pick<
    OrderItemRow,
    'productName' | 'weight' | 'weightUnit' | 'quantity' | 'sellingPricePaise' | 'taxPercent' | 'taxType' | 'taxPaise'
  >,
): InvoiceLine {
  const gross = item.sellingPricePaise * item.quantity;
  const inclusive = item.taxType === 'INCLUSIVE';
  const tax = item.taxPaise;
  const cgst = Math.ceil(tax / 2);
  return {
    description: `${item.productName} ${Number(item.weight)} ${item.weightUnit}`,
    quantity: item.quantity,
    ratePaise: item.sellingPricePaise,
    taxablePaise: inclusive ? gross - tax : gross,
    taxPercent: Number(item.taxPercent),
    inclusive,
    cgstPaise: cgst,
    sgstPaise: tax - cgst,
    amountPaise: inclusive ? gross : gross + tax,
  };
}

/** Everything the GST invoice shows, computed from the order as it was frozen at placement. */
export function buildInvoice(
  order: OrderRow,
  items: readonly OrderItemRow[],
  store: StoreCommerceSettings,
): InvoiceData {
  const lines = items.map(invoiceLine);
  const sum = (pick: (line: InvoiceLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const address = order.shippingAddress;
  return {
    seller: {
      name: store.storeName,
      legalName: store.orgName,
      location: store.locationName,
      phone: store.callSupportNumber,
      email: store.supportEmail,
    },
    orderNumber: order.orderNumber,
    orderDate: indiaDate.format(order.createdAt),
    billTo: [
      address.name,
      address.address,
      ...(address.landmark ? [address.landmark] : []),
      `${address.city}, ${address.state} ${address.pin}`,
      address.country,
      `Mobile: ${address.mobile}`,
      ...(address.email ? [`Email: ${address.email}`] : []),
    ],
    paymentMethod: paymentMethodLabels[order.paymentMethod],
    lines,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    shippingPaise: order.shippingChargePaise,
    couponDiscountPaise: order.couponDiscountPaise,
    savingsPaise: order.totalDiscountPaise,
    totalPaise: order.finalPricePaise,
    totalInWords: amountInWords(order.finalPricePaise),
  };
}
