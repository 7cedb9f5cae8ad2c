import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import { latestDayChangeDate } from '@haat/contract/subscriptions/delivery-days';
import { addDays, indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import { MAX_WALLET_RECHARGE } from '@haat/contract/wallets/wallets.values';
import type { Probe } from './route-table.ts';

/**
 * What every route that takes input must refuse, written from the spec's rules (§3, §5, §7, §9) and never
 * from the route's own schema: a schema that wrongly accepts one of these fails the bad-input suite. Each
 * refusal turns the route table's valid probe into a bad one; the suite expects a 4xx with `{ message }`,
 * never a 500, and the database unchanged. A route that takes input without an entry here fails the suite.
 */
export interface Refusal {
  what: string;
  bad: (probe: Probe) => Probe;
}

/** `field` (a dotted path: `address.pin`, `cartItems.0.quantity`) set to `value`, or removed when undefined. */
function withField(body: unknown, field: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = field.split('.') as [string, ...string[]];
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string, unknown>;
  if (rest.length > 0) copy[head] = withField(copy[head], rest.join('.'), value);
  else if (value === undefined) delete copy[head];
  else copy[head] = value;
  return copy;
}

const set = (field: string, value: unknown): Refusal => ({
  what: `${field}: ${JSON.stringify(value).slice(0, 40)}`,
  bad: (probe) => ({ ...probe, body: withField(probe.body!, field, value) }),
});
const drop = (field: string): Refusal => ({
  what: `${field} missing`,
  bad: (probe) => ({ ...probe, body: withField(probe.body!, field, undefined) }),
});
/** The query parameter `name` set to `value` (added when the probe has none). */
const query = (name: string, value: string): Refusal => ({
  what: `?${name}=${value}`,
  bad: (probe) => {
    const [path, search = ''] = probe.url.split('?');
    const params = new URLSearchParams(search);
    params.set(name, value);
    return { ...probe, url: `${path}?${params}` };
  },
});
/** The path's `nth` id (a UUID, or the pincode) replaced by `value`. */
const pathId = (value: string, nth = 0): Refusal => ({
  what: `path id ${nth}: ${value}`,
  bad: (probe) => {
    const [path, search] = probe.url.split('?');
    let seen = -1;
    const bad = path!.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\b\d{6}\b/g, (id) =>
      (seen += 1) === nth ? encodeURIComponent(value) : id,
    );
    return { ...probe, url: search === undefined ? bad : `${bad}?${search}` };
  },
});
/** The path's date (`YYYY-MM-DD`) replaced by `value`. */
const pathDate = (value: string): Refusal => ({
  what: `path date: ${value}`,
  bad: (probe) => ({ ...probe, url: probe.url.replace(/\d{4}-\d{2}-\d{2}/, encodeURIComponent(value)) }),
});

// Spec rules, as values that break them.
/** §5: a phone is required and exactly 10 digits (the spec says nothing of the first digit, so neither do we). */
const badMobiles = ['', '987654321', '98765432101', '98765abcde', '+1 9876543210'];
/** §5, §9: an OTP is exactly 6 digits. */
const badOtps = ['', '12345', '1234567', '12a456'];
/** §3, §9: a pin code is exactly 6 digits. */
const badPins = ['56003', '5600381', 'abcdef'];
/** Ids are well-formed (ours: UUIDs). */
const badIds = ['not-an-id', "1' OR '1'='1", ''];
/** Money (§7): positive, at most 2 decimals. */
const badAmounts = [0, -1, 10.005, '100'];
/** Quantities: whole numbers of at least 1 (§9: add 1, subscription minimum 1). */
const badQuantities = [0, -1, 1.5, '1'];

/** The language `/api/messages/{locale}` names: only the ones we have, written as we write them. */
const messagesLocale = (value: string): Refusal => ({
  what: `locale: ${value}`,
  bad: (probe) => ({
    ...probe,
    url: probe.url.replace(/\/api\/messages\/[^/?]+/, `/api/messages/${encodeURIComponent(value)}`),
  }),
});

const each = <T>(values: readonly T[], refusal: (value: T) => Refusal) => values.map(refusal);
const ids = (field: string) => each(badIds, (id) => set(field, id));
const mobiles = (field: string) => [drop(field), ...each(badMobiles, (mobile) => set(field, mobile))];

/** §3, §5: an address needs name, mobile (10 digits), address, pin (6 digits), city, state, country, type. */
const address = (at: string) => [
  ...['name', 'mobile', 'address', 'pin', 'city', 'state', 'country', 'addressType'].map((field) =>
    drop(`${at}.${field}`),
  ),
  ...each(badMobiles.slice(1), (mobile) => set(`${at}.mobile`, mobile)),
  ...each(badPins, (pin) => set(`${at}.pin`, pin)),
  set(`${at}.addressType`, 'Palace'),
  set(`${at}.email`, 'not-an-email'),
  set(`${at}.name`, ''),
];
/** A list read by id in the path (and the store in the query). */
const byId = (nth = 0) => [pathId('not-an-id', nth), pathId("1' OR '1'='1", nth), pathId('a'.repeat(300), nth)];
/** §9: pages from 1, page sizes from 1. */
const paging = (page: string, size: string) => [
  query(page, '0'),
  query(page, '-1'),
  query(page, '1.5'),
  query(size, '0'),
  query(size, 'many'),
];
const storeQuery = [query('storeId', 'not-an-id')];
/** §3: addresses are addressed by index, a whole number from 0. */
const addressIndex = [drop('addressIndex'), ...each([-1, 1.5, '0'], (index) => set('addressIndex', index))];
const yesterday = addDays(indiaToday(), -1);
/** Ours (issue 37): a console path names its store (the first id) and, after it, the thing it acts on. */
const consolePath = (ids: number) => Array.from({ length: ids }, (_, nth) => byId(nth)).flat();

export const mustRefuse: Record<string, Refusal[]> = {
  'GET /api/pincodes/:pin': each(badPins, (pin) => pathId(pin)),
  'GET /api/messages/:locale': [
    ...each(['fr', 'HI', 'hin', 'en-IN', ' hi'], messagesLocale),
    { what: 'v: 65 characters', bad: (probe) => ({ ...probe, url: `${probe.url}?v=${'a'.repeat(65)}` }) },
  ],
  'POST /api/identity/request-otp': [...mobiles('mobile'), drop('orgName'), set('orgName', '')],
  'POST /api/identity/verify-customer-otp': [
    ...mobiles('mobile'),
    drop('otp'),
    ...each(badOtps, (otp) => set('otp', otp)),
    drop('role'),
    set('role', 'ROLE_ADMIN'),
    ...ids('orgId'),
    ...ids('locationId'),
  ],
  'GET /api/identity/renewAccessToken': storeQuery,
  'POST /api/identity/logout': [drop('refreshToken'), set('refreshToken', ''), set('refreshToken', 'short')],
  'GET /api/orgs/lookup': [query('identifier', ''), query('isFriendlyId', 'maybe'), query('isDomain', 'true')],

  'POST /api/stores/:storeId/console/login/request-otp': [...consolePath(1), ...mobiles('mobile')],
  'POST /api/stores/:storeId/console/login/verify-otp': [
    ...consolePath(1),
    ...mobiles('mobile'),
    drop('otp'),
    ...each(badOtps, (otp) => set('otp', otp)),
  ],

  'GET /api/stores/:id': byId(),
  'GET /api/stores/:id/payment-config': byId(),
  'GET /api/stores/:id/policies': byId(),
  'GET /api/stores/:id/support-and-social': byId(),
  'GET /api/stores/:id/shipping-config': byId(),
  'GET /api/store-themes/:id/web-store-config': byId(),
  'GET /api/store-banners': [...storeQuery, query('isActive', 'maybe')],
  'GET /api/store-customization/:id/announcement-bars': byId(),
  'GET /api/store-customization/:id/testimonials': byId(),
  'GET /api/faqs/:id': byId(),
  'GET /api/delivery-slots': storeQuery,
  'GET /api/categories': storeQuery,
  'GET /api/products': [...storeQuery, query('categoryId', 'not-an-id'), ...paging('page', 'size')],
  'GET /api/products/:id': [...byId(), ...storeQuery],
  'GET /api/products/:id/reviews': [...byId(), ...storeQuery],
  'GET /api/products/:id/my-review': [...byId(), ...storeQuery],
  // Ours (issue 40, decision 046): whole stars 1 to 5; plain text of at most 500 characters.
  'PUT /api/products/:id/my-review': [
    ...byId(),
    drop('rating'),
    ...each([0, 6, 2.5, -1, '5', null], (rating) => set('rating', rating)),
    set('text', 'x'.repeat(501)),
    set('text', 'Nice <b>ghee</b>'),
    set('text', '<img src=x onerror=alert(1)>'),
    set('text', 42),
  ],
  // §3: price filter 0 to 50000, sort order ASC or DESC, rating 5 to 1.
  'GET /api/search/products': [
    ...storeQuery,
    ...paging('page', 'size'),
    query('minSellingPrice', '-1'),
    query('maxSellingPrice', 'cheap'),
    query('sortOrder', 'SIDEWAYS'),
    query('categoryIds', 'not-an-id'),
  ],
  'GET /api/search/suggestions': [...storeQuery, query('query', ''), query('query', 'x'.repeat(101))],

  'GET /api/customers/:customerId': byId(),
  // §3: gender MALE, FEMALE or OTHER; §5: a valid email, fields within their length.
  'PUT /api/customers/:customerId': [
    ...byId(),
    set('gender', 'ROBOT'),
    set('email', 'not-an-email'),
    set('name', 'x'.repeat(1000)),
    set('name', 42),
  ],
  'GET /api/customers/:customerId/personal-data': byId(),
  'POST /api/customers/:customerId/deletion-otp': byId(),
  // A six-digit code, as at login.
  'POST /api/customers/:customerId/delete': [...byId(), drop('otp'), set('otp', '12345'), set('otp', 'abcdef')],
  'GET /api/addresses/:customerId': byId(),
  'POST /api/addresses/add': [drop('address'), ...address('address')],
  'POST /api/addresses/update': [...addressIndex, drop('address'), ...address('address')],
  'POST /api/addresses/remove': addressIndex,
  'POST /api/addresses/set-default': addressIndex,
  'GET /api/carts/:id': byId(),
  // §9: add quantity 1, within the line cap.
  'POST /api/carts/:id/add-item': [
    ...byId(),
    drop('item'),
    ...ids('item.productVariantId'),
    ...each(badQuantities, (quantity) => set('quantity', quantity)),
    set('quantity', MAX_LINE_QUANTITY + 1),
  ],
  // §5: removing proceeds only with a quantity above 0.
  'POST /api/carts/:id/remove-item': [
    ...byId(),
    ...ids('productVariantId'),
    ...each(badQuantities, (quantity) => set('quantity', quantity)),
  ],
  // §8: an empty cart is not a checkout.
  'POST /api/checkouts': [
    ...ids('customerId'),
    drop('cartItems'),
    set('cartItems', []),
    ...ids('cartItems.0.productVariantId'),
    ...each(badQuantities, (quantity) => set('cartItems.0.quantity', quantity)),
    set('cartItems.0.quantity', MAX_LINE_QUANTITY + 1),
  ],
  'GET /api/checkouts/:id': byId(),
  // §4: payment modes PAYMENT_GATEWAY, COD and the wallet.
  'PATCH /api/checkouts/:id': [
    ...byId(),
    set('paymentMethod', 'BITCOIN'),
    set('paymentMethod', ''),
    ...address('shippingAddress'),
  ],
  'POST /api/orders': [drop('checkoutId'), ...ids('checkoutId'), ...ids('customerId')],
  'GET /api/orders': [query('customerId', 'not-an-id'), ...paging('page', 'size')],
  'GET /api/orders/:id': byId(),
  // §4: a shopper can only cancel, with a reason.
  'PUT /api/orders/:id/state': [
    ...byId(),
    drop('orderState'),
    set('orderState', 'DELIVERED'),
    set('orderState', 'SHIPPED'),
    set('orderState', 'NOT_A_STATE'),
    set('reason', 42),
  ],
  // Ours (issue 40): an order named by a well-formed id; a pack named by one.
  'POST /api/orders/:id/reorder': byId(),
  'GET /api/buy-again': [query('storeId', 'not-an-id')],
  'POST /api/stock-alerts': [
    drop('productVariantId'),
    ...each(badIds, (id) => set('productVariantId', id)),
    set('productVariantId', 42),
  ],
  'GET /api/stock-alerts': [query('storeId', 'not-an-id')],
  'DELETE /api/stock-alerts/:productVariantId': byId(),
  'GET /api/coupons': [query('storeId', 'not-an-id')],
  'POST /api/coupons/check': [
    drop('couponCode'),
    set('couponCode', ''),
    set('couponCode', 'X'.repeat(21)),
    set('couponCode', 42),
    drop('cartItems'),
    set('cartItems', []),
  ],
  'GET /api/orders/:id/invoice': byId(),
  'GET /api/orders/:id/credit-note': byId(),
  // §5: at least one day, a start not before today, an end not before the start, an address, a payment mode;
  // §9: quantity at least 1.
  'POST /api/subscriptions': [
    set('subscriptionRecurrence.daysOfWeek', []),
    set('subscriptionRecurrence.daysOfWeek', ['FUNDAY']),
    drop('subscriptionRecurrence.startDate'),
    set('subscriptionRecurrence.startDate', yesterday),
    set('subscriptionRecurrence.startDate', 'tomorrow'),
    set('subscriptionRecurrence.endDate', yesterday),
    drop('shippingAddress'),
    drop('paymentMethod'),
    set('paymentMethod', 'BITCOIN'),
    ...ids('variantId'),
    ...ids('customerId'),
    ...each(badQuantities, (quantity) => set('quantity', quantity)),
  ],
  'GET /api/subscriptions': [query('customerId', 'not-an-id'), ...paging('page', 'size')],
  'PUT /api/subscriptions/:id': [
    ...byId(),
    set('subscriptionRecurrence.daysOfWeek', []),
    set('subscriptionRecurrence.daysOfWeek', ['FUNDAY']),
    set('subscriptionRecurrence.endDate', yesterday),
    set('isActive', 'yes'),
  ],
  'DELETE /api/subscriptions/:id': byId(),
  // Ours (issue 19): dates are real calendar dates still open for changes; a day's quantity is 0..50.
  'GET /api/subscriptions/calendar': [query('customerId', 'not-an-id'), query('customerId', '')],
  'PUT /api/subscriptions/:id/days/:date': [
    ...byId(),
    pathDate('2026-02-30'),
    pathDate('tomorrow'),
    pathDate(yesterday),
    // Ours (issue 33): within the day-change horizon, not 2099.
    pathDate(addDays(latestDayChangeDate(indiaToday()), 1)),
    pathDate('2099-01-05'),
    drop('quantity'),
    ...each([-1, 51, 1.5, '1'], (quantity) => set('quantity', quantity)),
  ],
  'DELETE /api/subscriptions/:id/days/:date': [...byId(), pathDate('2026-02-30'), pathDate(yesterday)],
  'POST /api/subscriptions/pauses': [
    ...ids('customerId'),
    set('subscriptionId', 'not-an-id'),
    drop('startDate'),
    set('startDate', '2026-02-30'),
    set('startDate', yesterday),
    set('endDate', yesterday),
    set('endDate', addDays(indiaToday(), 400)),
  ],
  'DELETE /api/subscriptions/pauses/:id': byId(),
  // §7: a profile picture upload names its file and the purpose CUSTOMER_PROFILE_PICTURE.
  'POST /api/common/generate-file-upload-url': [
    drop('fileName'),
    set('fileName', ''),
    drop('fileResourceType'),
    set('fileResourceType', 'EXECUTABLE'),
  ],
  'PUT /files/uploads/:storeId/:customerId/:fileName': [...byId(1), query('signature', 'forged')],

  // §5, §7: the mobile sent to payment is 10 digits; the provider one the store knows.
  'POST /api/payments/initiate-payment': [
    ...ids('customerId'),
    ...mobiles('userMobile'),
    drop('amount'),
    ...each(badAmounts, (amount) => set('amount', amount)),
    set('provider', 'PAYPAL'),
    ...ids('orderId').slice(0, 2),
    set('returnPath', 'https://evil.example/'),
    // Ours (issue 33): a wallet recharge (no order) of at most MAX_WALLET_RECHARGE.
    set('amount', MAX_WALLET_RECHARGE + 0.01),
  ],
  'POST /api/bms-pay/initiate-payment': [
    ...ids('customerId'),
    ...mobiles('userMobile'),
    drop('amount'),
    ...each(badAmounts, (amount) => set('amount', amount)),
    set('provider', 'PAYPAL'),
  ],
  'GET /api/payment-transactions/:id': byId(),
  'GET /api/bmspay-transactions/:id': byId(),
  // §4: an abandoned payment fails with 'Time Limit Exceeded' or 'Payment error'.
  'POST /api/payment-transactions/:id/abandon': [...byId(), drop('reason'), set('reason', 'Changed my mind')],
  'GET /api/wallets/:id': byId(),
  'GET /api/wallet-transactions/:id': [...byId(), ...paging('pageNumber', 'pageSize')],
  // §7: amount with 2 decimals, paymentSource ONLINE_PAYMENT (with its payment) or COD; ours (issue 33): at
  // most MAX_WALLET_RECHARGE.
  // Ours (issue 37): the console. Orders filter by a real state and real dates in order; a move is one of the
  // shop's, from the state the order is in, a cancellation has a reason, cash only with a delivery; a member has
  // a 10-digit phone and a role of the two; pages as everywhere.
  'GET /api/stores/:storeId/console/me': consolePath(1),
  'POST /api/stores/:storeId/console/logout': consolePath(1),
  'GET /api/stores/:storeId/console/events': consolePath(1),
  'GET /api/stores/:storeId/console/orders': [
    ...consolePath(1),
    query('state', 'LOST'),
    query('from', '2026-02-30'),
    query('to', 'tomorrow'),
    query('from', '2099-01-01'),
    query('size', '101'),
    ...paging('page', 'size'),
  ],
  'GET /api/stores/:storeId/console/orders/:orderId': consolePath(2),
  'POST /api/stores/:storeId/console/orders/:orderId/moves': [
    ...consolePath(2),
    drop('move'),
    set('move', 'TELEPORT'),
    set('move', 'accept'),
    drop('fromState'),
    set('fromState', 'LOST'),
    set('fromState', 'SHIPPED'),
    set('move', 'CANCEL'),
    set('reason', 'x'.repeat(501)),
    ...each(badAmounts, (amount) => set('cashCollected', amount)),
    set('cashCollected', 100),
  ],
  'GET /api/stores/:storeId/console/cash-recharges': consolePath(1),
  'GET /api/stores/:storeId/console/reviews': [...consolePath(1), query('show', 'DELETED'), query('page', '0')],
  'POST /api/stores/:storeId/console/reviews/:reviewId/hide': consolePath(2),
  'POST /api/stores/:storeId/console/reviews/:reviewId/show': consolePath(2),
  'POST /api/stores/:storeId/console/cash-recharges/:transactionId/confirm': consolePath(2),
  'POST /api/stores/:storeId/console/cash-recharges/:transactionId/reject': consolePath(2),
  'GET /api/stores/:storeId/console/cash-summary': [
    ...consolePath(1),
    query('date', '2026-02-30'),
    query('date', 'today'),
  ],
  'GET /api/stores/:storeId/console/staff': consolePath(1),
  'POST /api/stores/:storeId/console/staff': [
    ...consolePath(1),
    ...mobiles('mobile'),
    drop('role'),
    set('role', 'ADMIN'),
    set('role', 'owner'),
    set('name', 'x'.repeat(101)),
  ],
  'DELETE /api/stores/:storeId/console/staff/:staffId': consolePath(2),
  'GET /api/stores/:storeId/console/products': [
    ...consolePath(1),
    query('q', 'x'.repeat(101)),
    query('size', '101'),
    ...paging('page', 'size'),
  ],
  'PATCH /api/stores/:storeId/console/variants/:variantId': [
    ...consolePath(2),
    drop('isVisible'),
    set('isVisible', 'yes'),
    ...each([-1, 1.5, '3'], (quantity) => set('availableQuantity', quantity)),
    ...each([-1, 10.005, '100'], (amount) => set('sellingPrice', amount)),
    // INDIA_RULES: the MRP is a ceiling, taxes included; the probe's salt sells at ₹28.
    set('mrp', 1),
  ],
  'POST /api/stores/:storeId/console/stock-prices': [
    ...consolePath(1),
    drop('csv'),
    set('csv', ''),
    set('csv', 'sku,colour\nA,red'),
    set('csv', 'sku,stock\nA,-1'),
    set('csv', 'x'.repeat(1_000_001)),
  ],
  'GET /api/stores/:storeId/console/audit': [...consolePath(1), query('size', '201'), ...paging('page', 'size')],
  // Ours (issue 37): a day is a real calendar date; the sheet's language one of ours.
  'GET /api/stores/:storeId/console/today': consolePath(1),
  'GET /api/stores/:storeId/console/deliveries': [
    ...consolePath(1),
    query('date', '2026-02-30'),
    query('date', 'tomorrow'),
  ],
  'GET /api/stores/:storeId/console/deliveries/pdf': [
    ...consolePath(1),
    query('date', '2026-02-30'),
    query('date', '29-11-2026'),
    query('language', 'fr'),
    query('language', 'HI'),
  ],

  'POST /api/wallets/:id/recharge': [
    ...byId(),
    drop('amount'),
    ...each(badAmounts, (amount) => set('amount', amount)),
    set('amount', MAX_WALLET_RECHARGE + 0.01),
    set('paymentSource', 'CASH'),
    set('paymentSource', 'ONLINE_PAYMENT'),
    ...ids('customerId'),
    ...ids('walletId'),
  ],
};
