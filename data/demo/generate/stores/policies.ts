import type { StoreImport } from '@haat/contract/store-import/store-import.schemas';
import { escapeXml } from '../lib/text.ts';

export interface PolicyFacts {
  shopName: string;
  address: string;
  phone: string;
  email: string;
  deliveryTime: string;
  charge: number;
  freeAbove: number | null;
  /** Goods that cannot be returned once delivered. */
  noReturns: string;
  /** Hours after delivery within which a damaged or wrong item can be reported. */
  reportWithinHours: number;
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** Short, plain-language policies as rich-text HTML (h2, p, ul), the way a shop owner writes them. */
export function policiesFor(facts: PolicyFacts): StoreImport['store']['policies'] {
  const shop = escapeXml(facts.shopName);
  const contact = `<p>Questions? Call us on ${escapeXml(facts.phone)} or write to <a href="mailto:${facts.email}">${facts.email}</a>.</p>`;
  const freeDelivery = facts.freeAbove === null ? '' : `, free on orders of ₹${facts.freeAbove} and above`;
  return {
    privacyPolicy: [
      '<h2>Privacy Policy</h2>',
      `<p>${shop} (${escapeXml(facts.address)}) collects only what we need to take and deliver your orders.</p>`,
      '<h2>What we collect</h2>',
      list([
        'Your name, mobile number and e-mail address',
        'Delivery addresses you save',
        'Orders, subscriptions and wallet transactions',
      ]),
      '<h2>How we use it</h2>',
      '<p>To deliver your orders, send order updates by SMS and answer your questions. We never sell your details. Online payments are handled by our payment partner; we do not store card or UPI details.</p>',
      contact,
    ].join(''),
    refundPolicy: [
      '<h2>Refund Policy</h2>',
      `<p>If an item arrives damaged, expired or is not what you ordered, tell us within ${facts.reportWithinHours} hours of delivery and we will replace it or refund you.</p>`,
      list([
        'Refunds for online payments go back to the original payment method within 5–7 working days.',
        'Refunds for cash on delivery orders are credited to your store wallet.',
        `${escapeXml(facts.noReturns)} cannot be returned once accepted at the door, except when damaged.`,
        'Cancelled orders are refunded in full.',
      ]),
      contact,
    ].join(''),
    shippingPolicy: [
      '<h2>Shipping Policy</h2>',
      `<p>We deliver one-time orders within ${facts.deliveryTime} of placing them in our delivery area; subscriptions come in the delivery slot you chose for them.</p>`,
      list([
        `Delivery charge ₹${facts.charge}${freeDelivery}.`,
        'Orders placed after we close for the day are delivered the next morning.',
        'Our delivery partner calls before arriving; please keep your phone reachable.',
      ]),
      contact,
    ].join(''),
    termsConditions: [
      '<h2>Terms &amp; Conditions</h2>',
      `<p>By ordering from ${shop} you agree to these terms.</p>`,
      list([
        'Prices and offers may change without notice; you pay the price shown when you place the order.',
        'Product images are for illustration; the pack you receive may look different.',
        'We may limit quantities per order to keep stock fair for all our customers.',
        'Wallet balance can be used only in this store and is not transferable.',
      ]),
      contact,
    ].join(''),
  };
}
