import { sql } from 'drizzle-orm';
import type { App } from '../../apps/server/src/app.ts';
import type { Db } from '../../apps/server/src/db/connect.ts';
import type { BenchStore } from './catalogue-data.ts';

export interface BenchCustomer {
  accessToken: string;
  customerId: string;
  cartId: string;
}

const CUSTOMER_ROLE = 'ROLE_CUSTOMER';

/** `count` shoppers of the store, signed in through the OTP routes and the development outbox. */
export async function signInCustomers(app: App, store: BenchStore, count: number): Promise<BenchCustomer[]> {
  const details = (await app.inject({ method: 'GET', url: `/api/stores/${store.storeId}` })).json() as {
    friendlyId: string;
    location: { id: string };
  };
  const lookupUrl = `/api/orgs/lookup?identifier=${details.friendlyId}&isFriendlyId=true`;
  const orgName = ((await app.inject({ method: 'GET', url: lookupUrl })).json() as { name: string }).name;
  const customers: BenchCustomer[] = [];
  for (let index = 0; index < count; index += 1) {
    const mobile = `98${String(Date.now() % 1e4).padStart(4, '0')}${String(index).padStart(4, '0')}`;
    const remoteAddress = `10.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/identity/request-otp',
      payload: { orgName, mobile, storeId: store.storeId },
      remoteAddress,
    });
    if (sent.statusCode !== 200) throw new Error(`request-otp answered ${sent.statusCode}: ${sent.body}`);
    const { otp } = (
      await app.inject({ method: 'GET', url: `/api/dev/otp-outbox?mobile=${mobile}&storeId=${store.storeId}` })
    ).json() as { otp: string };
    const verified = await app.inject({
      method: 'POST',
      url: '/api/identity/verify-customer-otp',
      payload: {
        orgId: store.orgId,
        locationId: details.location.id,
        mobile,
        otp,
        role: CUSTOMER_ROLE,
        storeId: store.storeId,
      },
      remoteAddress,
    });
    if (verified.statusCode !== 200)
      throw new Error(`verify-customer-otp answered ${verified.statusCode}: ${verified.body}`);
    const { accessToken, customerId } = verified.json() as { accessToken: string; customerId: string };
    const profile = (
      await app.inject({
        method: 'GET',
        url: `/api/customers/${customerId}`,
        headers: { authorization: `Bearer ${accessToken}` },
      })
    ).json() as { shoppingProfileIdentity: { cartId: string } };
    customers.push({ accessToken, customerId, cartId: profile.shoppingProfileIdentity.cartId });
  }
  return customers;
}

/** Visible variants of in-stock products, one per product, for the cart load. */
export async function visibleVariantIds(db: Db, store: BenchStore, count: number): Promise<string[]> {
  const result = (await db.execute(
    sql`SELECT DISTINCT ON (v.product_id) v.id FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE v.store_id = ${store.storeId} AND v.is_visible AND p.is_shown AND v.available_quantity > 0
      ORDER BY v.product_id, v.position LIMIT ${count}`,
  )) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
