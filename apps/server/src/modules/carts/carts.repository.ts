import { and, asc, eq, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { cartItems, carts, products, productVariants } from '#src/db/schema/index.ts';
import { catalogueVariantColumns } from '#src/modules/catalogue/index.ts';

const cartLineColumns = (locale: Locale) => ({
  ...catalogueVariantColumns(locale),
  quantity: cartItems.quantity,
  addedPricePaise: cartItems.addedPricePaise,
});
export type CartLineRow = SelectResultFields<ReturnType<typeof cartLineColumns>>;

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
    .where(and(eq(carts.id, cartId), eq(carts.storeId, storeId), eq(carts.customerId, customerId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The cart's lines with their variants as they are now, in the order they were first added. */
export async function listCartLines(db: Db, storeId: string, cartId: string, locale: Locale): Promise<CartLineRow[]> {
  const rows = await db
    .select(cartLineColumns(locale))
    .from(cartItems)
    .innerJoin(
      productVariants,
      and(eq(productVariants.id, cartItems.productVariantId), eq(productVariants.storeId, storeId)),
    )
    .innerJoin(products, and(eq(products.id, productVariants.productId), eq(products.storeId, storeId)))
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.cartId, cartId)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  return rows.map((row) => ({ ...row, taxPercent: Number(row.taxPercent) }));
}

/**
 * Adds `quantity` to the line (creating it), remembering the price the shopper saw now. Answers false and
 * changes nothing when the line would go above `maxQuantity`: the guard is in the statement, so two
 * concurrent adds cannot pass it together.
 */
export async function addToCartLine(
  db: Db,
  line: { storeId: string; cartId: string; productVariantId: string; quantity: number; pricePaise: number },
  maxQuantity: number,
): Promise<boolean> {
  if (line.quantity > maxQuantity) return false;
  const rows = await db
    .insert(cartItems)
    .values({
      storeId: line.storeId,
      cartId: line.cartId,
      productVariantId: line.productVariantId,
      quantity: line.quantity,
      addedPricePaise: line.pricePaise,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productVariantId],
      set: {
        quantity: sql`${cartItems.quantity} + excluded.quantity`,
        addedPricePaise: sql`excluded.added_price_paise`,
      },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${maxQuantity} and ${cartItems.storeId} = ${line.storeId}`,
    })
    .returning({ id: cartItems.id });
  return rows.length === 1;
}

/** Lowers the line by `quantity`; a line that reaches 0 is removed. */
export async function lowerCartLine(
  db: Db,
  line: { storeId: string; cartId: string; productVariantId: string; quantity: number },
): Promise<void> {
  const where = and(
    eq(cartItems.storeId, line.storeId),
    eq(cartItems.cartId, line.cartId),
    eq(cartItems.productVariantId, line.productVariantId),
  );
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(and(where, sql`${cartItems.quantity} <= ${line.quantity}`));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
      .where(and(where, sql`${cartItems.quantity} > ${line.quantity}`));
  });
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
