import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { WALLET_PAYMENT_METHOD } from '@haat/contract/checkouts/checkouts.values';
import { formatDate } from '@haat/contract/format';
import type { Locale } from '@haat/contract/i18n/locales';
import { translate, type MessageId } from '@haat/contract/i18n/translate';
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

export const paymentMethodLabels: Record<PaymentMethod, MessageId> = {
  PAYMENT_GATEWAY: 'invoice.methodOnline',
  COD: 'invoice.methodCod',
  [WALLET_PAYMENT_METHOD]: 'invoice.methodWallet',
};

/** The India calendar date of a moment, `YYYY-MM-DD` (the order was placed in India, whatever the server's zone). */
const indiaCalendarDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function invoiceLine(
  item: Pick<
    OrderItemRow,
    'productName' | 'weight' | 'weightUnit' | 'quantity' | 'sellingPricePaise' | 'taxPercent' | 'taxType' | 'taxPaise'
  >,
  locale: Locale = 'en',
): InvoiceLine {
  const gross = item.sellingPricePaise * item.quantity;
  const inclusive = item.taxType === 'INCLUSIVE';
  const tax = item.taxPaise;
  const cgst = Math.ceil(tax / 2);
  return {
    // English keeps the unit's code as the invoice always printed it (500 GM); Hindi says it (500 ग्राम).
    description:
      locale === 'en'
        ? `${item.productName} ${Number(item.weight)} ${item.weightUnit}`
        : `${item.productName} ${translate(locale, `units.${item.weightUnit}`, { weight: Number(item.weight) })}`,
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

/** Everything the GST invoice shows, computed from the order as it was frozen at placement, in `locale`. */
export function buildInvoice(
  order: OrderRow,
  items: readonly OrderItemRow[],
  store: StoreCommerceSettings,
  locale: Locale = 'en',
): InvoiceData {
  const lines = items.map((item) => invoiceLine(item, locale));
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
    orderDate: formatDate(indiaCalendarDate.format(order.createdAt), locale),
    billTo: [
      address.name,
      address.address,
      ...(address.landmark ? [address.landmark] : []),
      `${address.city}, ${address.state} ${address.pin}`,
      address.country,
      // An erased account's orders keep no phone (decision 029).
      ...(address.mobile ? [translate(locale, 'invoice.mobile', { mobile: address.mobile })] : []),
      ...(address.email ? [translate(locale, 'invoice.email', { email: address.email })] : []),
    ],
    paymentMethod: translate(locale, paymentMethodLabels[order.paymentMethod]),
    lines,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    shippingPaise: order.shippingChargePaise,
    couponDiscountPaise: order.couponDiscountPaise,
    savingsPaise: order.totalDiscountPaise,
    totalPaise: order.finalPricePaise,
    totalInWords: amountInWords(order.finalPricePaise, locale),
  };
}
