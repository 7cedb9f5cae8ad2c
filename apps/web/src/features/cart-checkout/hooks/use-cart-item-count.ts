/**
 * How many items the shopper's cart holds, for the badges in the top bar and the tab bar.
 * The cart issue wires it to the cart loaded for a signed-in shopper; until then the cart is empty.
 */
export function useCartItemCount(): number {
  return 0;
}
