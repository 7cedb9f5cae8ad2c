import type { AddCartItemBody, Cart, RemoveCartItemBody } from '@haat/contract/carts/carts.schemas';
import { MAX_LINE_QUANTITY } from '@haat/contract/carts/carts.values';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { buyableQuantity, toCartItem, totalsInRupees, totalsOf } from '#src/modules/pricing/index.ts';
import { findCatalogueVariants } from '#src/modules/catalogue/index.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { addToCartLine, findOwnCartId, listCartLines, lowerCartLine } from './carts.repository.ts';
import { text } from '@haat/contract/i18n/translate';

type CartResult = Result<Cart, 'NOT_FOUND' | 'NOT_AVAILABLE'>;

const cartNotFound = fail('NOT_FOUND', 'server.cartNotFound');

/**
 * The customer's own cart, priced now, its product names in `locale`. Another customer's (or store's) cart is
 * not found.
 */
export async function getCart(
  db: Db,
  principal: CustomerPrincipal,
  cartId: string,
  locale: Locale,
): Promise<CartResult> {
  const ownCartId = await findOwnCartId(db, principal.storeId, principal.customerId, cartId);
  if (!ownCartId) return cartNotFound;
  return ok(await readCart(db, principal.storeId, ownCartId, locale));
}

/**
 * Adds to a line, at most up to the stock that can be bought now and MAX_LINE_QUANTITY; refused (nothing
 * changes) beyond either. Hidden variants and other stores' variants are not found. The cart's ownership is
 * a guard of the write itself; only a refused write looks the cart up, to tell 404 from 409.
 */
export async function addCartItem(
  db: Db,
  principal: CustomerPrincipal,
  cartId: string,
  body: AddCartItemBody,
  locale: Locale,
): Promise<CartResult> {
  const { productVariantId } = body.item;
  const variant = (await findCatalogueVariants(db, principal.storeId, [productVariantId], locale)).get(
    productVariantId,
  );
  if (!variant?.sellable) {
    const ownCartId = await findOwnCartId(db, principal.storeId, principal.customerId, cartId);
    return ownCartId ? fail('NOT_FOUND', 'server.productNotFound') : cartNotFound;
  }
  const available = buyableQuantity(variant);
  const limit = Math.min(available, MAX_LINE_QUANTITY);
  const added = await addToCartLine(
    db,
    {
      storeId: principal.storeId,
      customerId: principal.customerId,
      cartId,
      productVariantId,
      quantity: body.quantity,
      pricePaise: variant.sellingPricePaise,
    },
    limit,
  );
  if (!added) {
    if (!(await findOwnCartId(db, principal.storeId, principal.customerId, cartId))) return cartNotFound;
    const product = variant.productName;
    const message =
      available === 0
        ? text('server.outOfStock', { product })
        : available <= MAX_LINE_QUANTITY
          ? text('server.onlyAvailable', { available, product })
          : text('server.lineLimit', { limit: MAX_LINE_QUANTITY, product });
    return fail('NOT_AVAILABLE', message);
  }
  return ok(await readCart(db, principal.storeId, cartId, locale));
}

/**
 * Lowers a line; removing what is not in the cart changes nothing and answers the cart. As for adding, the
 * cart is looked up on its own only when nothing changed.
 */
export async function removeCartItem(
  db: Db,
  principal: CustomerPrincipal,
  cartId: string,
  body: RemoveCartItemBody,
  locale: Locale,
): Promise<CartResult> {
  const lowered = await lowerCartLine(db, {
    storeId: principal.storeId,
    customerId: principal.customerId,
    cartId,
    productVariantId: body.productVariantId,
    quantity: body.quantity,
  });
  if (!lowered && !(await findOwnCartId(db, principal.storeId, principal.customerId, cartId))) return cartNotFound;
  return ok(await readCart(db, principal.storeId, cartId, locale));
}

export async function readCart(db: Db, storeId: string, cartId: string, locale: Locale): Promise<Cart> {
  const lines = await listCartLines(db, storeId, cartId, locale);
  const totals = totalsOf(lines.map((line) => ({ variant: line, quantity: line.quantity })));
  return {
    id: cartId,
    items: lines.map((line) => toCartItem(line, line.quantity, line.addedPricePaise)),
    ...totalsInRupees(totals),
  };
}
