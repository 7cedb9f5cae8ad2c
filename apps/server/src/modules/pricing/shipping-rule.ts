import type { DeliveryRule } from '@haat/contract/checkouts/bill';

/** The store's first shipping rule; its charge is worked out by the contract's `deliveryChargePaise`. */
export interface ShippingRule extends DeliveryRule {
  shippingTime: string;
}
