import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Checkout } from '@haat/contract/checkouts/checkouts.schemas';
import type { Order } from '@haat/contract/orders/orders.schemas';
import { notify } from '#src/lib/notify.ts';
import { useT, useTextOf } from '#src/lib/i18n.tsx';
import { usePayOnline, activeProvider } from '#src/features/payments/index.ts';
import { useRefreshCart } from '#src/features/cart-checkout/api/get-cart.ts';
import { usePaymentConfig } from '#src/features/store/index.ts';
import { usePlaceOrder } from '#src/features/cart-checkout/api/place-order.ts';
import { useForgetCoupon } from '#src/features/coupons/index.ts';

/**
 * Place Order (spec §4): COD and wallet orders go straight to their status page. An Online order is placed,
 * then paid at the store's provider; paid or not, the shopper lands on the order's status page, which shows
 * Placed or Failed. When the payment could not even start the order waits, and the button retries it.
 */
export function usePlaceOrderFlow() {
  const t = useT();
  const textOf = useTextOf();
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const paymentConfig = usePaymentConfig();
  const refreshCart = useRefreshCart();
  const forgetCoupon = useForgetCoupon();
  const payOnline = usePayOnline();
  const [unpaidOrder, setUnpaidOrder] = useState<Order | null>(null);
  const provider = activeProvider(paymentConfig.data);
  const openStatus = (order: Order) => navigate(`/order/${order.id}/status`);

  const payFor = async (order: Order) => {
    setUnpaidOrder(order);
    const result = await payOnline.pay({
      provider,
      amount: order.finalPrice,
      orderId: order.id,
      userMail: order.shippingAddress.email,
    });
    if (result.status === 'paid') {
      void refreshCart();
      void openStatus(order);
    } else if (result.status === 'not-paid') {
      void openStatus(order);
    }
  };

  const submit = (checkout: Checkout) => {
    if (unpaidOrder) return void payFor(unpaidOrder);
    // An Online order the store cannot take payment for would only wait forever: refuse before placing it.
    if (checkout.paymentMethod === 'PAYMENT_GATEWAY' && !provider) {
      notify.error(t('payment.methodNotSupported'));
      return;
    }
    placeOrder.mutate(checkout.id, {
      onSuccess: (order) => {
        if (order.couponCode) forgetCoupon();
        return order.paymentMethod === 'PAYMENT_GATEWAY' ? void payFor(order) : void openStatus(order);
      },
      onError: (error) => notify.error(textOf(error.message)),
    });
  };

  return {
    submit,
    busy: placeOrder.isPending || payOnline.busy,
    retrying: unpaidOrder !== null,
    dialog: payOnline.dialog,
  };
}
