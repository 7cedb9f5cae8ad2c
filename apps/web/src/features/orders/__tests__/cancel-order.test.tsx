import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ID, makeCustomerProfile, storeSignedInSession, WALLET_ID } from '#src/testing/auth-fixtures.ts';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { makeOrder } from '#src/testing/order-fixtures.ts';
import { renderHookWithStore } from '#src/testing/render-app.tsx';
import { useWalletBalance } from '#src/features/wallet/index.ts';
import { useCancelOrder } from '#src/features/orders/api/cancel-order.ts';

describe('cancelling a paid order', () => {
  it('reads the wallet balance again, which the refund has raised', async () => {
    storeSignedInSession();
    const order = makeOrder({ paymentMethod: 'PAYMENT_GATEWAY', paymentStatus: 'PAID' });
    let balance = 0;
    mockFetch({
      [`GET /api/customers/${CUSTOMER_ID}`]: { body: makeCustomerProfile() },
      [`GET /api/wallets/${WALLET_ID}`]: () => ({ body: { id: WALLET_ID, accountBalance: balance, pendingCash: 0 } }),
      [`PUT /api/orders/${order.id}/state`]: () => {
        balance += order.finalPrice;
        return {
          body: { ...order, orderState: 'CANCELLED', paymentStatus: 'REFUNDED', cancelReason: 'Ordered by mistake' },
        };
      },
    });
    const { result } = renderHookWithStore(() => ({ balance: useWalletBalance(true), cancelOrder: useCancelOrder() }));
    await waitFor(() => expect(result.current.balance).toBe(0));

    await act(async () => {
      expect(await result.current.cancelOrder.cancel(order.id, 'Ordered by mistake')).toBe(true);
    });

    await waitFor(() => expect(result.current.balance).toBe(318));
  });
});
