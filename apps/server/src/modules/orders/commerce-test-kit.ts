import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { toPaise } from '@haat/contract/format';
import type { Product, ProductPage } from '@haat/contract/catalogue/catalogue.schemas';
import type { ShippingAddress } from '@haat/contract/checkouts/checkouts.schemas';
import type { StoreImportInput } from '@haat/contract/store-import/store-import.schemas';
import type { CustomerSession } from '@haat/contract/identity/identity.schemas';
import type { App } from '#src/app.ts';
import type { Db } from '#src/db/connect.ts';
import { orgs, productVariants, stores } from '#src/db/schema/index.ts';
import { selectRows } from '#src/db/select-rows.ts';
import { logIn, uniqueMobile, type TestStore } from '#src/modules/identity/identity-test-kit.ts';
import { creditWallet } from '#src/modules/wallets/wallets.repository.ts';
import { createStore, declaredPackage } from '#src/testing/factories.ts';
import { createTestApp, type TestContext } from '#src/testing/test-app.ts';

/**
 * Products with known arithmetic (prices in rupees as the store document holds them):
 * - ghee: 12 % GST included in 599.99 (MRP 650), 20 in stock;
 * - rice: 5 % GST on top of 450.25 (MRP 500), 10 in stock;
 * - salt: no GST, 28.00, 1 in stock.
 * Shipping: enabled, ₹40, free from ₹499. COD, wallet and online (CASHFREE) enabled.
 */
export function commerceDocument(document: StoreImportInput): void {
  const sku = (name: string) => `${document.store.friendlyId}-${name}`;
  document.store.payment = {
    onlineEnabled: true,
    activePaymentMethod: 'CASHFREE',
    codEnabled: true,
    walletEnabled: true,
  };
  document.store.shipping = { enabled: true, configs: [{ shippingTime: '1 to 4 hours', charge: 40, freeAbove: 499 }] };
  document.products = [
    {
      name: 'Cow Ghee',
      brand: 'Amul',
      category: 'dairy',
      taxPercent: 12,
      taxType: 'INCLUSIVE',
      ...declaredPackage('0405'),
      variants: [
        {
          sku: sku('ghee'),
          weight: 1,
          weightUnit: 'LITRE',
          mrp: 650,
          sellingPrice: 599.99,
          availableQuantity: 20,
          images: ['product-1.svg'],
        },
      ],
    },
    {
      name: 'Basmati Rice',
      brand: 'India Gate',
      category: 'staples',
      taxPercent: 5,
      taxType: 'EXCLUSIVE',
      ...declaredPackage('1006'),
      variants: [
        {
          sku: sku('rice'),
          weight: 5,
          weightUnit: 'KG',
          mrp: 500,
          sellingPrice: 450.25,
          availableQuantity: 10,
          images: [],
        },
      ],
    },
    {
      name: 'Iodised Salt',
      category: 'staples',
      taxPercent: 0,
      taxType: 'INCLUSIVE',
      ...declaredPackage('2501'),
      variants: [
        { sku: sku('salt'), weight: 1, weightUnit: 'KG', mrp: 28, sellingPrice: 28, availableQuantity: 1, images: [] },
      ],
    },
  ];
}

export interface CommerceShop extends TestStore {
  /** Its address on the shared host: `/{friendlyId}`. */
  friendlyId: string;
  variants: { ghee: string; rice: string; salt: string };
}

export interface Shopper {
  /** The phone the shopper logs in with: signing in with it again is the same customer. */
  mobile: string;
  session: CustomerSession;
  customerId: string;
  cartId: string;
  walletId: string;
  /** `app.inject` as this shopper (Bearer token; storeId added to bodies the storefront's way). */
  call(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse>;
}

/** The built app on a fresh database, with OTP sends not capped per address (tests log many shoppers in). */
export const createCommerceTestApp = (): Promise<TestContext> => createTestApp({ otpSendsPerIpPerHour: 100_000 });

export async function createShop(
  context: TestContext,
  customise: (document: StoreImportInput) => void = () => {},
): Promise<CommerceShop> {
  const created = await createStore(context, (document) => {
    commerceDocument(document);
    customise(document);
  });
  const { db } = context.database;
  const [row] = await db
    .select({ name: stores.name, locationId: stores.locationId, orgName: orgs.name })
    .from(stores)
    .innerJoin(orgs, eq(orgs.id, stores.orgId))
    .where(eq(stores.id, created.storeId));
  const variantId = async (name: string) => {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(eq(productVariants.storeId, created.storeId), eq(productVariants.sku, `${created.friendlyId}-${name}`)),
      );
    return variant!.id;
  };
  return {
    storeId: created.storeId,
    friendlyId: created.friendlyId,
    storeName: row!.name,
    orgId: created.orgId,
    orgName: row!.orgName,
    locationId: row!.locationId,
    variants: { ghee: await variantId('ghee'), rice: await variantId('rice'), salt: await variantId('salt') },
  };
}

export async function signIn(app: App, shop: TestStore, mobile = uniqueMobile()): Promise<Shopper> {
  const session = await logIn(app, shop, mobile);
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const profile = await app.inject({
    method: 'GET',
    url: `/api/customers/${session.customerId}?storeId=${shop.storeId}`,
    headers: auth,
  });
  const { cartId, walletId } = profile.json().shoppingProfileIdentity as { cartId: string; walletId: string };
  return {
    mobile,
    session,
    customerId: session.customerId,
    cartId,
    walletId,
    call: (method, url, payload) =>
      app.inject({
        method,
        url: method === 'GET' ? `${url}${url.includes('?') ? '&' : '?'}storeId=${shop.storeId}` : url,
        headers: auth,
        ...(method === 'GET' ? {} : { payload: { storeId: shop.storeId, ...payload } }),
      }),
  };
}

export const address: ShippingAddress = {
  name: 'Asha Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  address: '12, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  landmark: 'Near the park',
  state: 'Karnataka',
  country: 'India',
  pin: '560038',
  addressType: 'Home',
};

/** A checkout of these lines with the address and payment method set; answers its id. */
export async function readyCheckout(
  shopper: Shopper,
  lines: Array<{ productVariantId: string; quantity: number }>,
  paymentMethod: string,
): Promise<string> {
  const created = await shopper.call('POST', '/api/checkouts', {
    customerId: shopper.customerId,
    cartItems: lines,
    couponCode: '',
  });
  if (created.statusCode !== 200) throw new Error(`checkout answered ${created.statusCode}: ${created.body}`);
  const id = created.json().id as string;
  const patched = await shopper.call('PATCH', `/api/checkouts/${id}`, {
    shippingAddress: address,
    paymentMethod,
    couponCode: '',
  });
  if (patched.statusCode !== 200) throw new Error(`checkout update answered ${patched.statusCode}: ${patched.body}`);
  return id;
}

export const placeOrder = (shopper: Shopper, checkoutId: string) =>
  shopper.call('POST', '/api/orders', { checkoutId, customerId: shopper.customerId });

/** Money into a shopper's wallet the ledger's way (recharges belong to the payments issue). */
export async function fundWallet(db: Db, shop: TestStore, shopper: Shopper, rupees: number): Promise<void> {
  await creditWallet(db, {
    storeId: shop.storeId,
    customerId: shopper.customerId,
    amountPaise: toPaise(rupees),
    description: 'Test top-up',
  });
}

/** The stock the store's public product list shows for a variant. */
export async function shownStock(app: App, shop: TestStore, variantId: string): Promise<number | undefined> {
  const page = await app.inject({ method: 'GET', url: `/api/products?storeId=${shop.storeId}&size=50` });
  const variants = page.json<ProductPage>().products.flatMap((product: Product) => product.variants);
  return variants.find((variant) => variant.variantId === variantId)?.availableQuantity;
}

export async function stockOf(db: Db, variantId: string): Promise<number> {
  const [row] = await db
    .select({ q: productVariants.availableQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.q;
}

export async function setVariant(
  db: Db,
  variantId: string,
  changes: { sellingPricePaise?: number; availableQuantity?: number; isVisible?: boolean },
) {
  await db.update(productVariants).set(changes).where(eq(productVariants.id, variantId));
}

export const countRows = async (db: Db, table: string, where = 'true'): Promise<number> => {
  const [row] = await selectRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(row!.n);
};
