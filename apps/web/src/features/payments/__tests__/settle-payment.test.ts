import { describe, expect, it, vi } from 'vitest';
import type { PaymentTransaction } from '@haat/contract/payments/payments.schemas';
import { settlePayment as settle } from '#src/features/payments/lib/settle-payment.ts';
import { englishI18n } from '#src/testing/i18n.ts';

/** The result with its message as an English page shows it. */
async function settlePayment(...args: Parameters<typeof settle>) {
  const result = await settle(...args);
  return result && !result.paid ? { ...result, message: englishI18n._(result.message) } : result;
}

const paid: PaymentTransaction = {
  id: '8b7a6f5e-4d3c-4b2a-9f8e-7d6c5b4a3f01',
  paymentStatus: 'SUCCEEDED',
  provider: 'CASHFREE',
  amount: 318,
  orderId: null,
  purpose: 'ORDER',
  failureReason: null,
};
const failed: PaymentTransaction = { ...paid, paymentStatus: 'FAILED', failureReason: 'Time Limit Exceeded' };

describe('settlePayment', () => {
  it('is paid on SUCCEEDED without abandoning', async () => {
    const abandon = vi.fn();
    await expect(settlePayment({ kind: 'succeeded', transaction: paid }, abandon)).resolves.toEqual({
      paid: true,
      transaction: paid,
    });
    expect(abandon).not.toHaveBeenCalled();
  });

  it("says 'Payment failed or user dropped' on FAILED or USER_DROPPED", async () => {
    await expect(settlePayment({ kind: 'failed', transaction: failed }, vi.fn())).resolves.toEqual({
      paid: false,
      message: 'Payment failed or user dropped',
    });
  });

  it("abandons with 'Time Limit Exceeded' over the limit and says 'Time limit exceeded'", async () => {
    const abandon = vi.fn().mockResolvedValue(failed);
    await expect(settlePayment({ kind: 'timed-out' }, abandon)).resolves.toEqual({
      paid: false,
      message: 'Time limit exceeded',
    });
    expect(abandon).toHaveBeenCalledWith('Time Limit Exceeded');
  });

  it("abandons with 'Payment error' on a gateway error and says 'Payment failed'", async () => {
    const abandon = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(settlePayment({ kind: 'gateway-error' }, abandon)).resolves.toEqual({
      paid: false,
      message: 'Payment failed',
    });
    expect(abandon).toHaveBeenCalledWith('Payment error');
  });

  it('counts a payment the server finds SUCCEEDED while abandoning as paid', async () => {
    await expect(settlePayment({ kind: 'timed-out' }, vi.fn().mockResolvedValue(paid))).resolves.toEqual({
      paid: true,
      transaction: paid,
    });
  });

  it("says 'Error fetching payment status' when the status cannot be read, and nothing when stopped", async () => {
    await expect(settlePayment({ kind: 'status-error', error: new Error('x') }, vi.fn())).resolves.toEqual({
      paid: false,
      message: 'Error fetching payment status',
    });
    await expect(settlePayment({ kind: 'stopped' }, vi.fn())).resolves.toBeNull();
  });
});
