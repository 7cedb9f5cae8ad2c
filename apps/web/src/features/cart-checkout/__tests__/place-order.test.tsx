import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@haat/contract/checkouts/checkouts.schemas';
import { CUSTOMER_ID, makeCustomerProfile, storeSignedInSession, WALLET_ID } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeOrder } from '#src/testing/order-fixtures.ts';
import { renderHookWithStore } from '#src/testing/render-app.tsx';
import { usePlaceOrder } from '#src/features/cart-checkout/api/place-order.ts';
import { useWalletBalance, walletKeys } from '#src/features/wallet/index.ts';

const CHECKOUT_ID = '6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c01';

/** A signed-in shopper with ₹500 in the wallet, who places an order paid by `paymentMethod` for ₹318. */
function placeOrderPaidBy(paymentMethod: PaymentMethod) {
  storeSignedInSession();
  let balance = 500;
  const fetchMock = mockFetch({
    [`GET /api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
    [`GET /api/wallets/${WALLET_ID}`]: () => ({ body: { id: WALLET_ID, accountBalance: balance, pendingCash: 0 } }),
    'POST /api/orders': () => {
      if (paymentMethod === 'HAAT_WALLET') balance -= 318;
      return {
        body: makeOrder({ paymentMethod, paymentStatus: paymentMethod === 'HAAT_WALLET' ? 'PAID' : 'PENDING' }),
      };
    },
  });
  const view = renderHookWithStore(() => ({ balance: useWalletBalance(true), placeOrder: usePlaceOrder() }));
  const walletReads = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/wallets/')).length;
  return { ...view, walletReads };
}

describe('placing an order and the wallet balance', () => {
  it('reads the balance again after a wallet-paid order, in the one wallet query the wallet page reads too', async () => {
    const { result, queryClient, walletReads } = placeOrderPaidBy('HAAT_WALLET');
    await waitFor(() => expect(result.current.balance).toBe(500));
    expect(queryClient.getQueryData(walletKeys.detail(WALLET_ID))).toMatchObject({ accountBalance: 500 });

    await act(() => result.current.placeOrder.mutateAsync(CHECKOUT_ID));

    await waitFor(() => expect(result.current.balance).toBe(182));
    expect(walletReads()).toBe(2);
  });

  it('leaves the balance alone after a cash-on-delivery order', async () => {
    const { result, queryClient } = placeOrderPaidBy('COD');
    await waitFor(() => expect(result.current.balance).toBe(500));

    await act(() => result.current.placeOrder.mutateAsync(CHECKOUT_ID));

    expect(queryClient.getQueryState(walletKeys.detail(WALLET_ID))?.isInvalidated).toBe(false);
  });
});
