/** A group of operations in the document: one per server module, found by the paths its routes answer. */
interface ApiTag {
  name: string;
  description: string;
  paths: RegExp;
}

/** In the order the reference page shows them; the first whose `paths` match a route's URL tags it. */
const apiTags: ApiTag[] = [
  { name: 'Health', description: 'Liveness and readiness, for load balancers.', paths: /^\/(healthz|readyz)$/ },
  {
    name: 'Console',
    description: 'The shop’s own console: its staff signing in, orders, cash, stock, staff and the audit log.',
    paths: /^\/api\/stores\/[^/]+\/console\//,
  },
  {
    name: 'Stores',
    description: 'Finding a store by its friendly id or domain, and its settings.',
    paths: /^\/api\/(orgs|stores|store-themes)\//,
  },
  {
    name: 'Content',
    description: 'What a store shows besides its goods: banners, bars, testimonials, FAQs, delivery slots.',
    paths: /^\/api\/(store-banners|store-customization\/|faqs\/|delivery-slots|common\/enum-values)/,
  },
  { name: 'Catalogue', description: 'Categories and products of a store.', paths: /^\/api\/(categories|products)/ },
  { name: 'Search', description: 'Searching a store’s products.', paths: /^\/api\/search\// },
  {
    name: 'Identity',
    description: 'Signing in with a phone number and a one-time code, renewing the session, logging out.',
    paths: /^\/api\/identity\//,
  },
  {
    name: 'Personal data',
    description: 'A customer’s copy of their data, and erasing their account.',
    paths: /^\/api\/customers\/[^/]+\/(personal-data|deletion-otp|delete)$/,
  },
  { name: 'Customers', description: 'The signed-in customer’s profile.', paths: /^\/api\/customers\// },
  { name: 'Addresses', description: 'The signed-in customer’s saved addresses.', paths: /^\/api\/addresses\// },
  { name: 'Carts', description: 'The signed-in customer’s cart.', paths: /^\/api\/carts\// },
  { name: 'Checkouts', description: 'Pricing a cart for an order.', paths: /^\/api\/checkouts/ },
  {
    name: 'Coupons',
    description: 'The store’s current offers, and a coupon code checked against a cart.',
    paths: /^\/api\/coupons/,
  },
  {
    name: 'Buy again',
    description: 'Reordering an order into the cart, and the customer’s most-ordered products.',
    paths: /^\/api\/(orders\/[^/]+\/reorder$|buy-again)/,
  },
  {
    name: 'Orders',
    description: 'Placing, reading and cancelling orders; GST invoices and credit notes.',
    paths: /^\/api\/orders/,
  },
  {
    name: 'Stock alerts',
    description: '“Notify me”: one SMS when an out-of-stock pack is back.',
    paths: /^\/api\/stock-alerts/,
  },
  {
    name: 'Payments',
    description: 'Online payments through Cashfree, PhonePe or BMSPAY, and the providers’ notifications.',
    paths: /^\/api\/(payments|bms-pay|payment-transactions|bmspay-transactions)\//,
  },
  {
    name: 'Wallets',
    description: 'The customer’s wallet and its top-ups.',
    paths: /^\/api\/(wallets|wallet-transactions)\//,
  },
  {
    name: 'Subscriptions',
    description: 'Recurring deliveries, their calendar, changed days and pauses.',
    paths: /^\/api\/subscriptions/,
  },
  {
    name: 'Files',
    description: 'Uploading a profile picture: an address signed for the customer, then the upload to it.',
    paths: /^\/(api\/common\/generate-file-upload-url$|files\/uploads\/)/,
  },
  { name: 'Pincodes', description: 'The place an Indian postal pincode names.', paths: /^\/api\/pincodes\// },
  { name: 'Messages', description: 'The storefront’s own texts, per language.', paths: /^\/api\/messages\// },
];

export const tags = apiTags.map(({ name, description }) => ({ name, description }));

/** The tag of a documented route; a route no tag claims fails the document's test until one does. */
export function tagOf(url: string): string {
  return apiTags.find((tag) => tag.paths.test(url))?.name ?? 'Untagged';
}
