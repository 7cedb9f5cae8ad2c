import { describe, expect, it } from 'vitest';
import { orderMoneyOf } from './checkout-pricing.ts';

describe('orderMoneyOf', () => {
  it('stores each figure of the price in its order column, shipping as the charge', () => {
    const price = {
      totalPricePaise: 30_000,
      couponDiscountPaise: 0,
      totalDiscountPaise: 4_500,
      taxPaise: 1_372,
      shippingPricePaise: 3_000,
      finalPricePaise: 28_500,
    };
    expect(orderMoneyOf(price)).toEqual({
      totalPricePaise: 30_000,
      couponDiscountPaise: 0,
      totalDiscountPaise: 4_500,
      taxPaise: 1_372,
      shippingChargePaise: 3_000,
      finalPricePaise: 28_500,
    });
  });
});
