import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { cartItems, carts, products, productVariants } from '#src/db/schema/index.ts';
import { selectPreparedRows, selectRows, writtenOnce } from '#src/db/select-rows.ts';
import { catalogueVariantSelect, type CatalogueVariant } from '#src/modules/catalogue/index.ts';
import { perLocale } from '#src/db/translated.ts';

/** A cart line with its variant as it is now. */
export type CartLineRow = CatalogueVariant & { quantity: number; addedPricePaise: number };

const ownCart = (storeId: string | SQLWrapper, customerId: string | SQLWrapper, cartId: string | SQLWrapper) =>
  and(eq(carts.id, cartId), eq(carts.storeId, storeId), eq(carts.customerId, customerId));

/** The cart when it is this customer's in this store; null for anyone else's (a 404). */
export async function findOwnCartId(
  db: Db,
  storeId: string,
  customerId: string,
  cartId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: carts.id })
    .from(carts)
    .where(ownCart(storeId, customerId, cartId))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Every cart step answers the whole cart: one statement per language, written once and prepared. */
const cartLinesStatements = perLocale((locale) =>
  writtenOnce(
    sql`select ${catalogueVariantSelect(locale)}, ci.quantity, ci.added_price_paise as "addedPricePaise"
      from ${cartItems} ci
      join ${productVariants} v on v.id = ci.product_variant_id and v.store_id = ${sql.placeholder('storeId')}
      join ${products} p on p.id = v.product_id and p.store_id = ${sql.placeholder('storeId')}
      where ci.store_id = ${sql.placeholder('storeId')} and ci.cart_id = ${sql.placeholder('cartId')}
      order by ci.added_at, ci.id`,
  ),
);

/** The cart's lines with their variants as they are now, in the order they were first added. */
export async function listCartLines(db: Db, storeId: string, cartId: string, locale: Locale): Promise<CartLineRow[]> {
  return selectPreparedRows<CartLineRow>(db, cartLinesStatements[locale], { storeId, cartId });
}

const value = (key: string) => sql.placeholder(key);

const addToLineStatement = writtenOnce(
  sql`insert into ${cartItems} (store_id, cart_id, product_variant_id, quantity, added_price_paise)
    select ${carts.storeId}, ${carts.id}, ${value('productVariantId')}::uuid, ${value('quantity')}::int,
      ${value('pricePaise')}::int
    from ${carts} where ${ownCart(value('storeId'), value('customerId'), value('cartId'))}
    on conflict (cart_id, product_variant_id) do update
      set quantity = ${cartItems.quantity} + excluded.quantity, added_price_paise = excluded.added_price_paise
      where ${cartItems.quantity} + excluded.quantity <= ${value('maxQuantity')}::int
        and ${cartItems.storeId} = ${value('storeId')}::uuid
    returning ${cartItems.id}`,
);

/**
 * Adds `quantity` to the line (creating it) of the customer's own cart, remembering the price the shopper saw
 * now. Answers false and changes nothing when the cart is not `customerId`'s in the store, or when the line
 * would go above `maxQuantity`: both guards are in the statement, so two concurrent adds cannot pass the cap
 * together, and the cart needs no lookup of its own first.
 */
export async function addToCartLine(
  db: Db,
  line: {
    storeId: string;
    customerId: string;
    cartId: string;
    productVariantId: string;
    quantity: number;
    pricePaise: number;
  },
  maxQuantity: number,
): Promise<boolean> {
  if (line.quantity > maxQuantity) return false;
  const rows = await selectPreparedRows<{ id: string }>(db, addToLineStatement, { ...line, maxQuantity });
  return rows.length === 1;
}

/**
 * Lowers the line of the customer's own cart by `quantity`; a line that reaches 0 is removed. One statement:
 * the line is locked first (its latest quantity, should another request have just changed it), then exactly
 * one of the delete and the update applies. Answers whether a line changed: false when the cart is not the
 * customer's or holds no such line.
 */
export async function lowerCartLine(
  db: Db,
  line: { storeId: string; customerId: string; cartId: string; productVariantId: string; quantity: number },
): Promise<boolean> {
  const [row] = await selectRows<{ changed: number }>(
    db,
    sql`with line as materialized (
        select ${cartItems.id} as id, ${cartItems.quantity} as quantity from ${cartItems}
        where ${cartItems.storeId} = ${line.storeId} and ${cartItems.cartId} = ${line.cartId}
          and ${cartItems.productVariantId} = ${line.productVariantId}
          and exists (select 1 from ${carts} where ${ownCart(line.storeId, line.customerId, line.cartId)})
        for update
      ),
      dropped as (
        delete from ${cartItems} where ${cartItems.id} in (select id from line where quantity <= ${line.quantity})
        returning 1
      ),
      lowered as (
        update ${cartItems} set quantity = line.quantity - ${line.quantity} from line
        where ${cartItems.id} = line.id and line.quantity > ${line.quantity}
        returning 1
      )
      select ((select count(*) from dropped) + (select count(*) from lowered))::int as changed`,
  );
  return Number(row?.changed ?? 0) > 0;
}

/** Empties the customer's cart (after an order is placed or paid). */
export async function clearCustomerCart(db: Db, storeId: string, customerId: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.storeId, storeId),
        sql`${cartItems.cartId} in (select ${carts.id} from ${carts} where ${carts.customerId} = ${customerId} and ${carts.storeId} = ${storeId})`,
      ),
    );
}
