import { consoleUrl } from '#src/modules/console/console-test-kit.ts';
import { address } from '#src/modules/orders/commerce-test-kit.ts';
import { addDays, subscriptionBody, today, weekdayOf } from '#src/modules/subscriptions/subscription-test-kit.ts';
import type { Owner, World } from './hardening-world.ts';

/** A request the suites send: the URL (query included) and, for writes, the JSON body. */
export interface Probe {
  url: string;
  body?: Record<string, unknown>;
}

/**
 * How a route is guarded, which decides what the suites try on it:
 * - `public`: no store and no customer (health, enum values, pincodes, login);
 * - `store-read`: anyone may read, but only the named store's rows; `probe(world, 'A')` asks about store A;
 * - `customer`: the signed-in customer's own resources; `probe(world, owner)` names that owner's resource,
 *   and the owner's customer id wherever the route's schema takes one (the suite swaps in a neighbour's)
 *   (`selfOnly`: the request names none, it acts on the caller's own, e.g. addresses by index);
 * - `signed-upload`: authorised by a signature in the URL, not by a token;
 * - `webhook`: called by a payment provider, authorised by its signature;
 * - `dev-only`: not registered in production (`config.production`);
 * - `emulator`: the payment gateway emulator (`/__gateway/*`), a stand-in for the providers' own servers;
 * - `storefront`: the HTML catch-all, static files, and each store's manifest, icons and service worker;
 * - `operator`: read by the operator's tools, not shoppers (`/metrics`): open outside production; in
 *   production registered only with METRICS_TOKEN and answered only to a request that sends it.
 * - `api-reference`: the OpenAPI document (always) and its reference page (API_REFERENCE), alike for everyone.
 * - `console`: the shop's console (decision 036), for the store's staff only (`requireStaff`; `ownerOnly`: its
 *   owners, `requireOwner`); `probe(world, 'A')` acts on store A. Anyone else is refused: 401 without a console
 *   token, 404 for a shopper's or another store's, 403 for STAFF on an owner's route.
 * Every route the app registers must be here: the isolation suite fails on one that is not. The OpenAPI
 * document must describe every route of the first five kinds (api-reference.routes.test.ts).
 */
export type RouteClass =
  | { kind: 'public'; probe?: (world: World) => Probe }
  | { kind: 'store-read'; probe: (world: World, store: 'A' | 'B') => Probe }
  | { kind: 'customer'; probe: (world: World, owner: Owner) => Probe; selfOnly?: boolean }
  | { kind: 'signed-upload'; probe: (world: World, owner: Owner) => Probe }
  | { kind: 'webhook' }
  | { kind: 'dev-only'; probe?: (world: World, owner: Owner) => Probe }
  | { kind: 'emulator' }
  | { kind: 'storefront' }
  | { kind: 'operator' }
  | { kind: 'api-reference' }
  | { kind: 'console'; probe: (world: World, store: 'A' | 'B') => Probe; ownerOnly?: boolean };

const shopOf = (world: World, store: 'A' | 'B') => (store === 'A' ? world.shopA : world.shopB);
const scope = (world: World, store: 'A' | 'B') => `storeId=${shopOf(world, store).storeId}`;
const own = (owner: Owner) => `storeId=${owner.shop.storeId}`;
/** `/api/stores/{store A or B}/console{path}`. */
const consoleOf = (world: World, store: 'A' | 'B', path: string) => consoleUrl(shopOf(world, store).storeId, path);
/** A PLACED cash-on-delivery order of the store. */
const placedOrderOf = (world: World, store: 'A' | 'B') => (store === 'A' ? world.ownerA : world.customerB).orderId;
/** The first product of the owner's store. */
const productOf = (world: World, owner: Owner) =>
  world.refs[owner.shop.storeId === world.shopA.storeId ? 'A' : 'B'].productId;
const ANY_REVIEW_ID = '5f1d7c3e-8a2b-4c6d-9e0f-1a2b3c4d5e6f';
/** A Monday past the cut-off's reach: a date the owner's subscription (Mondays and Thursdays) may change. */
const changeableMonday = () =>
  Array.from({ length: 7 }, (_, i) => addDays(today(), 3 + i)).find((date) => weekdayOf(date) === 'MONDAY')!;

export const routeTable: Record<string, RouteClass> = {
  'GET /healthz': { kind: 'public', probe: () => ({ url: '/healthz' }) },
  'GET /readyz': { kind: 'public', probe: () => ({ url: '/readyz' }) },
  'GET /api/common/enum-values': { kind: 'public', probe: () => ({ url: '/api/common/enum-values' }) },
  'GET /api/pincodes/:pin': { kind: 'public', probe: () => ({ url: '/api/pincodes/560038' }) },
  // The storefront's own texts, the same for every store and shopper.
  'GET /api/messages/:locale': { kind: 'public', probe: () => ({ url: '/api/messages/hi' }) },
  'POST /api/identity/request-otp': {
    kind: 'public',
    probe: (world) => ({
      url: '/api/identity/request-otp',
      body: { orgName: world.shopA.orgName, mobile: '9000000001', storeId: world.shopA.storeId },
    }),
  },
  'POST /api/identity/verify-customer-otp': {
    kind: 'public',
    probe: (world) => ({
      url: '/api/identity/verify-customer-otp',
      body: {
        orgId: world.shopA.orgId,
        locationId: world.shopA.locationId,
        mobile: '9000000001',
        otp: '000000',
        role: 'ROLE_CUSTOMER',
        storeId: world.shopA.storeId,
      },
    }),
  },
  // The refresh token is the credential; its own suite (abuse) covers replay and other stores.
  'GET /api/identity/renewAccessToken': {
    kind: 'public',
    probe: (world) => ({ url: `/api/identity/renewAccessToken?${scope(world, 'A')}` }),
  },
  // Same credential; answers 204 to any well-formed token, so the probe needs no live session to spend.
  'POST /api/identity/logout': {
    kind: 'public',
    probe: (world) => ({
      url: '/api/identity/logout',
      body: { refreshToken: 'unknown-refresh-token-of-the-right-shape-0000', storeId: world.shopA.storeId },
    }),
  },
  'GET /api/orgs/lookup': {
    kind: 'public',
    probe: (world) => ({ url: `/api/orgs/lookup?identifier=${world.refs.A.friendlyId}&isFriendlyId=true` }),
  },

  // Signing in to the console: a phone not on the staff (nothing is sent to it) and a wrong code.
  'POST /api/stores/:storeId/console/login/request-otp': {
    kind: 'public',
    probe: (world) => ({ url: consoleOf(world, 'A', '/login/request-otp'), body: { mobile: '9000000003' } }),
  },
  'POST /api/stores/:storeId/console/login/verify-otp': {
    kind: 'public',
    probe: (world) => ({
      url: consoleOf(world, 'A', '/login/verify-otp'),
      body: { mobile: world.console.A.staff.mobile, otp: '000000' },
    }),
  },

  'GET /api/stores/:id': { kind: 'store-read', probe: (w, s) => ({ url: `/api/stores/${shopOf(w, s).storeId}` }) },
  'GET /api/stores/:id/payment-config': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/stores/${shopOf(w, s).storeId}/payment-config` }),
  },
  'GET /api/stores/:id/policies': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/stores/${shopOf(w, s).storeId}/policies` }),
  },
  'GET /api/stores/:id/support-and-social': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/stores/${shopOf(w, s).storeId}/support-and-social` }),
  },
  'GET /api/stores/:id/shipping-config': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/stores/${shopOf(w, s).storeId}/shipping-config` }),
  },
  'GET /api/store-themes/:id/web-store-config': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/store-themes/${shopOf(w, s).storeId}/web-store-config` }),
  },
  'GET /api/store-banners': { kind: 'store-read', probe: (w, s) => ({ url: `/api/store-banners?${scope(w, s)}` }) },
  'GET /api/store-customization/:id/announcement-bars': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/store-customization/${shopOf(w, s).storeId}/announcement-bars` }),
  },
  'GET /api/store-customization/:id/testimonials': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/store-customization/${shopOf(w, s).storeId}/testimonials` }),
  },
  'GET /api/faqs/:id': { kind: 'store-read', probe: (w, s) => ({ url: `/api/faqs/${shopOf(w, s).storeId}` }) },
  'GET /api/delivery-slots': { kind: 'store-read', probe: (w, s) => ({ url: `/api/delivery-slots?${scope(w, s)}` }) },
  'GET /api/categories': { kind: 'store-read', probe: (w, s) => ({ url: `/api/categories?${scope(w, s)}` }) },
  'GET /api/products': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/products?${scope(w, s)}&categoryId=${w.refs[s].categoryId}&size=50` }),
  },
  'GET /api/products/:id': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/products/${w.refs[s].productId}?${scope(w, s)}` }),
  },
  'GET /api/products/:id/reviews': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/products/${w.refs[s].productId}/reviews?${scope(w, s)}` }),
  },
  'GET /api/search/products': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/search/products?${scope(w, s)}&query=ghee&size=50` }),
  },
  'GET /api/search/suggestions': {
    kind: 'store-read',
    probe: (w, s) => ({ url: `/api/search/suggestions?${scope(w, s)}&query=gh` }),
  },

  'GET /api/customers/:customerId': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/customers/${o.shopper.customerId}?${own(o)}` }),
  },
  'PUT /api/customers/:customerId': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/customers/${o.shopper.customerId}`,
      body: { name: 'Taken Over', storeId: o.shop.storeId },
    }),
  },
  'GET /api/customers/:customerId/personal-data': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/customers/${o.shopper.customerId}/personal-data?${own(o)}` }),
  },
  'POST /api/customers/:customerId/deletion-otp': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/customers/${o.shopper.customerId}/deletion-otp`,
      body: { storeId: o.shop.storeId },
    }),
  },
  // A code that is not the owner's: the probe must never erase the account it names.
  'POST /api/customers/:customerId/delete': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/customers/${o.shopper.customerId}/delete`,
      body: { otp: '000000', storeId: o.shop.storeId },
    }),
  },
  // The caller's own review of a product of their store (the store's first product).
  'GET /api/products/:id/my-review': {
    kind: 'customer',
    selfOnly: true,
    probe: (w, o) => ({ url: `/api/products/${productOf(w, o)}/my-review?${own(o)}` }),
  },
  'PUT /api/products/:id/my-review': {
    kind: 'customer',
    selfOnly: true,
    probe: (w, o) => ({
      url: `/api/products/${productOf(w, o)}/my-review`,
      body: { storeId: o.shop.storeId, rating: 5, text: 'Fresh and well packed' },
    }),
  },
  'GET /api/addresses/:customerId': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/addresses/${o.shopper.customerId}?${own(o)}` }),
  },
  'POST /api/addresses/add': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({ url: '/api/addresses/add', body: { address, storeId: o.shop.storeId } }),
  },
  'POST /api/addresses/update': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({
      url: '/api/addresses/update',
      body: { addressIndex: 0, address: { ...address, city: 'Elsewhere' }, storeId: o.shop.storeId },
    }),
  },
  'POST /api/addresses/remove': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({ url: '/api/addresses/remove', body: { addressIndex: 0, storeId: o.shop.storeId } }),
  },
  'POST /api/addresses/set-default': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({ url: '/api/addresses/set-default', body: { addressIndex: 0, storeId: o.shop.storeId } }),
  },
  'GET /api/carts/:id': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/carts/${o.shopper.cartId}?${own(o)}&orgId=${o.shop.orgId}` }),
  },
  'POST /api/carts/:id/add-item': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/carts/${o.shopper.cartId}/add-item`,
      body: { item: { productVariantId: o.shop.variants.rice }, quantity: 1, storeId: o.shop.storeId },
    }),
  },
  'POST /api/carts/:id/remove-item': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/carts/${o.shopper.cartId}/remove-item`,
      body: { productVariantId: o.shop.variants.ghee, quantity: 1, storeId: o.shop.storeId },
    }),
  },
  'POST /api/checkouts': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: '/api/checkouts',
      body: {
        customerId: o.shopper.customerId,
        cartItems: [{ productVariantId: o.shop.variants.ghee, quantity: 1 }],
        couponCode: '',
        storeId: o.shop.storeId,
      },
    }),
  },
  'GET /api/checkouts/:id': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/checkouts/${o.checkoutId}?${own(o)}` }),
  },
  'PATCH /api/checkouts/:id': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/checkouts/${o.checkoutId}`,
      body: { paymentMethod: 'COD', couponCode: '', shippingAddress: address, storeId: o.shop.storeId },
    }),
  },
  'POST /api/orders': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: '/api/orders',
      body: { checkoutId: o.checkoutId, customerId: o.shopper.customerId, storeId: o.shop.storeId },
    }),
  },
  'GET /api/orders': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/orders?customerId=${o.shopper.customerId}&${own(o)}` }),
  },
  'GET /api/orders/:id': { kind: 'customer', probe: (_w, o) => ({ url: `/api/orders/${o.orderId}?${own(o)}` }) },
  'PUT /api/orders/:id/state': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/orders/${o.orderId}/state`,
      body: { orderState: 'CANCELLED', reason: 'not mine', storeId: o.shop.storeId },
    }),
  },
  // "Buy again" (issue 40): the owner's order into their cart; their own most-ordered products.
  'POST /api/orders/:id/reorder': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/orders/${o.orderId}/reorder`, body: { storeId: o.shop.storeId } }),
  },
  'GET /api/buy-again': { kind: 'customer', selfOnly: true, probe: (_w, o) => ({ url: `/api/buy-again?${own(o)}` }) },
  // "Notify me" (issue 40): the caller's own requests; a pack of the store is anyone's to ask about.
  'POST /api/stock-alerts': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({
      url: '/api/stock-alerts',
      body: { productVariantId: o.shop.variants.rice, storeId: o.shop.storeId },
    }),
  },
  'GET /api/stock-alerts': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({ url: `/api/stock-alerts?${own(o)}` }),
  },
  'DELETE /api/stock-alerts/:productVariantId': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({ url: `/api/stock-alerts/${o.shop.variants.rice}?${own(o)}` }),
  },
  // Coupons (issue 40): the caller's store's offers; a code checked against lines the caller sends.
  'GET /api/coupons': { kind: 'customer', selfOnly: true, probe: (_w, o) => ({ url: `/api/coupons?${own(o)}` }) },
  'POST /api/coupons/check': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({
      url: '/api/coupons/check',
      body: {
        couponCode: 'WELCOME',
        cartItems: [{ productVariantId: o.shop.variants.rice, quantity: 1 }],
        storeId: o.shop.storeId,
      },
    }),
  },
  'GET /api/orders/:id/invoice': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/orders/${o.deliveredOrderId}/invoice?${own(o)}` }),
  },
  'GET /api/orders/:id/credit-note': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/orders/${o.creditedOrderId}/credit-note?${own(o)}` }),
  },
  'POST /api/subscriptions': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: '/api/subscriptions',
      body: { ...subscriptionBody(o.shop, o.shopper), storeId: o.shop.storeId },
    }),
  },
  'GET /api/subscriptions': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/subscriptions?customerId=${o.shopper.customerId}&${own(o)}` }),
  },
  'PUT /api/subscriptions/:id': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/subscriptions/${o.subscriptionId}`,
      body: {
        subscriptionRecurrence: { daysOfWeek: ['SUNDAY'], startDate: today(), endDate: '' },
        isActive: false,
        storeId: o.shop.storeId,
      },
    }),
  },
  'DELETE /api/subscriptions/:id': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/subscriptions/${o.subscriptionId}?${own(o)}` }),
  },
  'GET /api/subscriptions/calendar': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/subscriptions/calendar?customerId=${o.shopper.customerId}&${own(o)}` }),
  },
  'PUT /api/subscriptions/:id/days/:date': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/subscriptions/${o.subscriptionId}/days/${changeableMonday()}`,
      body: { quantity: 0, storeId: o.shop.storeId },
    }),
  },
  'DELETE /api/subscriptions/:id/days/:date': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/subscriptions/${o.subscriptionId}/days/${changeableMonday()}?${own(o)}` }),
  },
  'POST /api/subscriptions/pauses': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: '/api/subscriptions/pauses',
      body: {
        customerId: o.shopper.customerId,
        subscriptionId: o.subscriptionId,
        startDate: addDays(today(), 40),
        endDate: addDays(today(), 41),
        storeId: o.shop.storeId,
      },
    }),
  },
  'DELETE /api/subscriptions/pauses/:id': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/subscriptions/pauses/${o.pauseId}?${own(o)}` }),
  },
  'POST /api/common/generate-file-upload-url': {
    kind: 'customer',
    selfOnly: true,
    probe: (_w, o) => ({
      url: '/api/common/generate-file-upload-url',
      body: { fileName: 'me.png', fileResourceType: 'CUSTOMER_PROFILE_PICTURE', storeId: o.shop.storeId },
    }),
  },
  'PUT /files/uploads/:storeId/:customerId/:fileName': {
    kind: 'signed-upload',
    probe: (_w, o) => ({ url: `/files/uploads/${o.shop.storeId}/${o.shopper.customerId}/dp-0123456789abcdef.png` }),
  },

  'POST /api/payments/initiate-payment': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: '/api/payments/initiate-payment',
      body: {
        customerId: o.shopper.customerId,
        userMobile: '9876543210',
        amount: 100,
        provider: 'CASHFREE',
        storeId: o.shop.storeId,
      },
    }),
  },
  'POST /api/bms-pay/initiate-payment': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: '/api/bms-pay/initiate-payment',
      body: {
        customerId: o.shopper.customerId,
        userMobile: '9876543210',
        amount: 100,
        provider: 'BMSPAY',
        storeId: o.shop.storeId,
      },
    }),
  },
  'GET /api/payment-transactions/:id': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/payment-transactions/${o.paymentTransactionId}?${own(o)}` }),
  },
  'GET /api/bmspay-transactions/:id': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/bmspay-transactions/${o.paymentTransactionId}?${own(o)}` }),
  },
  'POST /api/payment-transactions/:id/abandon': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/payment-transactions/${o.paymentTransactionId}/abandon`,
      body: { reason: 'Payment error', storeId: o.shop.storeId },
    }),
  },
  'GET /api/wallets/:id': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/wallets/${o.shopper.walletId}?${own(o)}` }),
  },
  'GET /api/wallet-transactions/:id': {
    kind: 'customer',
    probe: (_w, o) => ({ url: `/api/wallet-transactions/${o.shopper.walletId}?${own(o)}` }),
  },
  'POST /api/wallets/:id/recharge': {
    kind: 'customer',
    probe: (_w, o) => ({
      url: `/api/wallets/${o.shopper.walletId}/recharge`,
      body: {
        storeId: o.shop.storeId,
        customerId: o.shopper.customerId,
        walletId: o.shopper.walletId,
        amount: 100,
        paymentSource: 'COD',
      },
    }),
  },
  'POST /api/payments/webhooks/:provider': { kind: 'webhook' },

  'GET /api/stores/:storeId/console/me': { kind: 'console', probe: (w, s) => ({ url: consoleOf(w, s, '/me') }) },
  'POST /api/stores/:storeId/console/logout': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, '/logout') }),
  },
  // The live stream (decision 048): the hardening world's streams end as soon as they open (`consoleStream`).
  'GET /api/stores/:storeId/console/events': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, '/events') }),
  },
  'GET /api/stores/:storeId/console/orders': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/orders?state=PLACED&from=${today()}&to=${today()}&page=1&size=20`) }),
  },
  'GET /api/stores/:storeId/console/orders/:orderId': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/orders/${placedOrderOf(w, s)}`) }),
  },
  'POST /api/stores/:storeId/console/orders/:orderId/moves': {
    kind: 'console',
    probe: (w, s) => ({
      url: consoleOf(w, s, `/orders/${placedOrderOf(w, s)}/moves`),
      body: { move: 'ACCEPT', fromState: 'PLACED' },
    }),
  },
  'GET /api/stores/:storeId/console/cash-recharges': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, '/cash-recharges') }),
  },
  'POST /api/stores/:storeId/console/cash-recharges/:transactionId/confirm': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/cash-recharges/${w.console[s].rechargeId}/confirm`) }),
  },
  'POST /api/stores/:storeId/console/cash-recharges/:transactionId/reject': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/cash-recharges/${w.console[s].rechargeId}/reject`) }),
  },
  'GET /api/stores/:storeId/console/reviews': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, '/reviews?show=ALL') }),
  },
  // The gate refuses before any review is looked up, so any id serves (the world's stores take no reviews).
  'POST /api/stores/:storeId/console/reviews/:reviewId/hide': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/reviews/${ANY_REVIEW_ID}/hide`) }),
  },
  'POST /api/stores/:storeId/console/reviews/:reviewId/show': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/reviews/${ANY_REVIEW_ID}/show`) }),
  },
  'GET /api/stores/:storeId/console/cash-summary': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/cash-summary?date=${today()}`) }),
  },
  'GET /api/stores/:storeId/console/staff': {
    kind: 'console',
    ownerOnly: true,
    probe: (w, s) => ({ url: consoleOf(w, s, '/staff') }),
  },
  'POST /api/stores/:storeId/console/staff': {
    kind: 'console',
    ownerOnly: true,
    probe: (w, s) => ({
      url: consoleOf(w, s, '/staff'),
      body: { mobile: '9000000004', role: 'OWNER', name: 'Taken Over' },
    }),
  },
  'DELETE /api/stores/:storeId/console/staff/:staffId': {
    kind: 'console',
    ownerOnly: true,
    probe: (w, s) => ({ url: consoleOf(w, s, `/staff/${w.console[s].staff.staffId}`) }),
  },
  'GET /api/stores/:storeId/console/products': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, '/products?q=ghee&page=1') }),
  },
  'PATCH /api/stores/:storeId/console/variants/:variantId': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/variants/${shopOf(w, s).variants.salt}`), body: { isVisible: true } }),
  },
  'POST /api/stores/:storeId/console/stock-prices': {
    kind: 'console',
    probe: (w, s) => ({
      url: consoleOf(w, s, '/stock-prices'),
      body: { csv: `sku,visible\n${w.refs[s].friendlyId}-salt,yes` },
    }),
  },
  'GET /api/stores/:storeId/console/audit': {
    kind: 'console',
    ownerOnly: true,
    probe: (w, s) => ({ url: consoleOf(w, s, '/audit?page=1&size=50') }),
  },
  'GET /api/stores/:storeId/console/today': { kind: 'console', probe: (w, s) => ({ url: consoleOf(w, s, '/today') }) },
  'GET /api/stores/:storeId/console/deliveries': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/deliveries?date=${today()}`) }),
  },
  'GET /api/stores/:storeId/console/deliveries/pdf': {
    kind: 'console',
    probe: (w, s) => ({ url: consoleOf(w, s, `/deliveries/pdf?date=${today()}&language=hi`) }),
  },

  'GET /api/dev/otp-outbox': { kind: 'dev-only' },
  'POST /api/dev/wallet-transactions/:id/confirm-cash': { kind: 'dev-only' },
  'POST /api/dev/wallet-transactions/:id/reject-cash': { kind: 'dev-only' },
  'POST /api/dev/orders/:id/state': { kind: 'dev-only' },
  'POST /api/dev/jobs/subscriptions': { kind: 'dev-only' },
  'POST /api/dev/jobs/back-in-stock': { kind: 'dev-only' },

  'POST /__gateway/cashfree/pg/orders': { kind: 'emulator' },
  'GET /__gateway/cashfree/pg/orders/:id': { kind: 'emulator' },
  'GET /__gateway/cashfree/pg/orders/:id/payments': { kind: 'emulator' },
  'GET /__gateway/cashfree/pg/view/sessions/checkout': { kind: 'emulator' },
  'POST /__gateway/cashfree/pg/view/sessions/checkout': { kind: 'emulator' },
  'POST /__gateway/cashfree/pg/orders/sessions': { kind: 'emulator' },
  'POST /__gateway/phonepe/v1/oauth/token': { kind: 'emulator' },
  'POST /__gateway/phonepe/checkout/v2/pay': { kind: 'emulator' },
  'GET /__gateway/phonepe/checkout/v2/order/:id/status': { kind: 'emulator' },
  'GET /__gateway/phonepe/pay/:id': { kind: 'emulator' },
  'POST /__gateway/phonepe/pay/:id': { kind: 'emulator' },
  'POST /__gateway/bmspay/v1/payments': { kind: 'emulator' },
  'GET /__gateway/bmspay/v1/payments/:id': { kind: 'emulator' },
  'GET /__gateway/bmspay/checkout/:session': { kind: 'emulator' },
  'POST /__gateway/bmspay/checkout/:session': { kind: 'emulator' },
  'POST /__gateway/phonepe/payments/v2/pay': { kind: 'emulator' },
  'GET /__gateway/upi/pay': { kind: 'emulator' },
  'POST /__gateway/upi/pay': { kind: 'emulator' },

  'GET /manifest.webmanifest': { kind: 'storefront' },
  'GET /:friendlyId/manifest.webmanifest': { kind: 'storefront' },
  'GET /app-icon-192.png': { kind: 'storefront' },
  'GET /:friendlyId/app-icon-192.png': { kind: 'storefront' },
  'GET /app-icon-512.png': { kind: 'storefront' },
  'GET /:friendlyId/app-icon-512.png': { kind: 'storefront' },
  'GET /service-worker.js': { kind: 'storefront' },
  'GET /:friendlyId/service-worker.js': { kind: 'storefront' },
  'GET /files/*': { kind: 'storefront' },
  'GET /assets/*': { kind: 'storefront' },
  'GET /*': { kind: 'storefront' },

  'GET /metrics': { kind: 'operator' },
  'GET /api/openapi.json': { kind: 'api-reference' },
  'GET /api/docs': { kind: 'api-reference' },
  'GET /api/docs/json': { kind: 'api-reference' },
  'GET /api/docs/yaml': { kind: 'api-reference' },
  'GET /api/docs/static/index.html': { kind: 'api-reference' },
  'GET /api/docs/static/swagger-initializer.js': { kind: 'api-reference' },
  'GET /api/docs/static/*': { kind: 'api-reference' },
};
