import { CHECKOUT_FIRST_STEP, CHECKOUT_LAST_STEP } from '@haat/contract/constants';
import type { MessageId } from '@haat/contract/i18n/compiled/message-id';

/** The steps' names: 'Cart', 'Checkout', 'Order'. */
export const checkoutSteps = [
  'checkout.stepCart',
  'checkout.stepCheckout',
  'checkout.stepOrder',
] as const satisfies readonly MessageId[];
export type CheckoutStep = 0 | 1 | 2;

/** Moving between steps stays within 0–2 (spec §4). */
export function clampStep(step: number): CheckoutStep {
  return Math.min(CHECKOUT_LAST_STEP, Math.max(CHECKOUT_FIRST_STEP, Math.trunc(step))) as CheckoutStep;
}

/**
 * The step indicator lets the shopper go back to a step already reached; going forward needs Continue,
 * which saves the step's choices first.
 */
export function canJumpToStep(target: number, current: CheckoutStep): boolean {
  return target >= CHECKOUT_FIRST_STEP && target < current;
}
