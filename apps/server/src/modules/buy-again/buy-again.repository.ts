import { sql } from 'drizzle-orm';
import { BUY_AGAIN_SIZE, type BuyAgainResponse } from '@haat/contract/buy-again/buy-again.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { selectRows } from '#src/db/select-rows.ts';
import type { JsonBody } from '#src/json-body.ts';
import { compactJson, productsJson } from '#src/modules/catalogue/index.ts';

/** The orders that count as bought: placed and not undone (as best sellers count them). */
export const BOUGHT_STATES = ['PLACED', 'SHIPPED', 'DELIVERED'] as const;

/**
 * The customer's most-ordered products in the store, written as the answer's JSON in one statement (decision
 * 020): counted by orders that hold them, ties by the latest order, of their PLACED, SHIPPED and DELIVERED
 * orders; only products still shown. The orders are read by the (store, customer) index.
 */
export async function listMostOrderedProducts(
  db: Db,
  owner: { storeId: string; customerId: string },
  locale: Locale,
): Promise<JsonBody<BuyAgainResponse>> {
  const states = sql.join(
    BOUGHT_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  const page = sql`SELECT p.*, ordered.times, ordered.last_ordered
    FROM (
      SELECT oi.product_id, count(DISTINCT o.id) AS times, max(o.created_at) AS last_ordered
      FROM orders o JOIN order_items oi ON oi.order_id = o.id AND oi.store_id = o.store_id
      WHERE o.store_id = ${owner.storeId} AND o.customer_id = ${owner.customerId}
        AND o.order_state IN (${states}) AND oi.product_id IS NOT NULL
      GROUP BY oi.product_id
    ) ordered JOIN products p ON p.id = ordered.product_id
    WHERE p.store_id = ${owner.storeId} AND p.is_shown
    ORDER BY ordered.times DESC, ordered.last_ordered DESC, p.id
    LIMIT ${BUY_AGAIN_SIZE}`;
  const order = sql`page.times DESC, page.last_ordered DESC, page.id`;
  const [row] = await selectRows<{ body: JsonBody<BuyAgainResponse> }>(
    db,
    sql`SELECT ${compactJson(sql`json_build_object('products', ${productsJson(page, order, locale)})`)} AS "body"`,
  );
  return row!.body;
}
