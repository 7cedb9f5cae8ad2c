import type { Cart } from '@haat/contract/carts/carts.schemas';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import type { Locale } from '@haat/contract/i18n/locales';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { carts } from '#src/db/schema/index.ts';
import { findCatalogueVariants, type CatalogueVariant } from '#src/modules/catalogue/index.ts';
import { buyableQuantity } from '#src/modules/pricing/index.ts';
import { addToCartLine, listCartLines } from './carts.repository.ts';
import { readCart } from './carts.service.ts';

/** One wanted line, and what went into the cart of it: `variant` is absent for a pack this store no longer has. */
export interface RefilledLine {
  productVariantId: string;
  wanted: number;
  added: number;
  variant: CatalogueVariant | undefined;
}

/**
 * Puts lines into the customer's cart at today's prices, each only up to what can be bought now (less what
 * the cart already holds, and MAX_LINE_QUANTITY): the same ceiling as adding one by one (`addCartItem`).
 * Answers null when the customer has no cart in this store.
 */
export async function refillCart(
  db: Db,
  owner: { storeId: string; customerId: string },
  wanted: ReadonlyArray<{ productVariantId: string; quantity: number }>,
  locale: Locale,
): Promise<{ cart: Cart; lines: RefilledLine[] } | null> {
  const { storeId } = owner;
  const [own] = await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.storeId, storeId), eq(carts.customerId, owner.customerId)))
    .limit(1);
  if (!own) return null;
  const ids = wanted.map((line) => line.productVariantId);
  const variants = await findCatalogueVariants(db, storeId, ids, locale);
  const inCart = new Map(
    (await listCartLines(db, storeId, own.id, locale)).map((line) => [line.productVariantId, line.quantity]),
  );
  const lines: RefilledLine[] = [];
  for (const line of wanted) {
    const variant = variants.get(line.productVariantId);
    const room = variant
      ? Math.min(buyableQuantity(variant), MAX_LINE_QUANTITY) - (inCart.get(line.productVariantId) ?? 0)
      : 0;
    const quantity = Math.min(line.quantity, Math.max(0, room));
    // The guard in the statement holds the ceiling against a concurrent add; losing that race adds nothing.
    const added =
      variant && quantity > 0
        ? await addToCartLine(
            db,
            {
              storeId,
              customerId: owner.customerId,
              cartId: own.id,
              productVariantId: line.productVariantId,
              quantity,
              pricePaise: variant.sellingPricePaise,
            },
            Math.min(buyableQuantity(variant), MAX_LINE_QUANTITY),
          )
        : false;
    if (added) inCart.set(line.productVariantId, (inCart.get(line.productVariantId) ?? 0) + quantity);
    lines.push({
      productVariantId: line.productVariantId,
      wanted: line.quantity,
      added: added ? quantity : 0,
      variant,
    });
  }
  return { cart: await readCart(db, storeId, own.id, locale), lines };
}
