import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_POLL_LIMIT_MS, PHONEPE_POLL_LIMIT_MS } from '@haat/contract/constants';
import type { PaymentTransaction, PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { decidePoll, startPaymentPoll } from '#src/features/payments/lib/payment-polling.ts';
import { pollLimitFor } from '#src/features/payments/lib/payment-providers.ts';

const TRANSACTION_ID = '8b7a6f5e-4d3c-4b2a-9f8e-7d6c5b4a3f01';

function transaction(paymentStatus: PaymentTransactionStatus): PaymentTransaction {
  return {
    id: TRANSACTION_ID,
    paymentStatus,
    provider: 'CASHFREE',
    amount: 318,
    orderId: null,
    purpose: 'ORDER',
    failureReason: null,
  };
}

/** Answers the given statuses in turn, then repeats the last. */
function statuses(...answers: (PaymentTransactionStatus | Error)[]) {
  let index = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer instanceof Error) throw answer;
    return transaction(answer as PaymentTransactionStatus);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('decidePoll', () => {
  it.each([
    ['SUCCEEDED', 0, 'succeeded'],
    ['FAILED', 0, 'failed'],
    ['USER_DROPPED', 0, 'failed'],
    ['PROGRESS', 29_999, 'poll-again'],
    ['PROGRESS', 30_000, 'timed-out'],
    ['SUCCEEDED', 99_999, 'succeeded'],
  ] as const)('%s at %i ms of 30,000 → %s', (status, now, expected) => {
    expect(decidePoll(status, now, 30_000)).toBe(expected);
  });
});

describe('startPaymentPoll', () => {
  it('asks at once, then every 3 s, and ends SUCCEEDED', async () => {
    const fetchStatus = statuses('PROGRESS', 'PROGRESS', 'SUCCEEDED');
    const poll = startPaymentPoll({ fetchStatus, limitMs: PAYMENT_POLL_LIMIT_MS });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(poll.done).resolves.toMatchObject({ kind: 'succeeded', transaction: { id: TRANSACTION_ID } });
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it.each(['FAILED', 'USER_DROPPED'] as const)('ends failed on %s', async (status) => {
    const poll = startPaymentPoll({ fetchStatus: statuses('PROGRESS', status), limitMs: PAYMENT_POLL_LIMIT_MS });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(poll.done).resolves.toMatchObject({ kind: 'failed', transaction: { paymentStatus: status } });
  });

  it('times out after 30,000 ms of PROGRESS (11 reads: 0 s to 30 s)', async () => {
    const fetchStatus = statuses('PROGRESS');
    const poll = startPaymentPoll({ fetchStatus, limitMs: pollLimitFor('CASHFREE') });
    let settled = false;
    void poll.done.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(27_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(poll.done).resolves.toEqual({ kind: 'timed-out' });
    expect(fetchStatus).toHaveBeenCalledTimes(11);
  });

  it('waits 420,000 ms for PHONEPE', async () => {
    const fetchStatus = statuses('PROGRESS');
    const poll = startPaymentPoll({ fetchStatus, limitMs: pollLimitFor('PHONEPE') });
    let settled = false;
    void poll.done.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(PHONEPE_POLL_LIMIT_MS - 3_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(poll.done).resolves.toEqual({ kind: 'timed-out' });
    expect(fetchStatus).toHaveBeenCalledTimes(PHONEPE_POLL_LIMIT_MS / 3_000 + 1);
  });

  it('settleWithin shortens the wait from now; wake asks at once', async () => {
    const fetchStatus = statuses('PROGRESS');
    const poll = startPaymentPoll({ fetchStatus, limitMs: PHONEPE_POLL_LIMIT_MS });
    await vi.advanceTimersByTimeAsync(60_000);
    const readsBefore = fetchStatus.mock.calls.length;
    poll.settleWithin(PAYMENT_POLL_LIMIT_MS);
    poll.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(readsBefore + 1);
    await vi.advanceTimersByTimeAsync(PAYMENT_POLL_LIMIT_MS);
    await expect(poll.done).resolves.toEqual({ kind: 'timed-out' });
  });

  it('settleWithin never lengthens the wait', async () => {
    const poll = startPaymentPoll({ fetchStatus: statuses('PROGRESS'), limitMs: 9_000 });
    poll.settleWithin(PHONEPE_POLL_LIMIT_MS);
    await vi.advanceTimersByTimeAsync(9_000);
    await expect(poll.done).resolves.toEqual({ kind: 'timed-out' });
  });

  it('rides out a lost connection, then gives up after 3 failed reads in a row', async () => {
    const offline = new ApiRequestError(0, 'offline');
    const recovering = startPaymentPoll({
      fetchStatus: statuses(offline, offline, 'SUCCEEDED'),
      limitMs: PAYMENT_POLL_LIMIT_MS,
    });
    await vi.advanceTimersByTimeAsync(6_000);
    await expect(recovering.done).resolves.toMatchObject({ kind: 'succeeded' });

    const down = startPaymentPoll({ fetchStatus: statuses(offline), limitMs: PAYMENT_POLL_LIMIT_MS });
    await vi.advanceTimersByTimeAsync(6_000);
    await expect(down.done).resolves.toMatchObject({ kind: 'status-error', error: offline });
  });

  it('gives up at once on a 4xx status read', async () => {
    const missing = new ApiRequestError(404, 'Payment transaction not found');
    const poll = startPaymentPoll({ fetchStatus: statuses(missing), limitMs: PAYMENT_POLL_LIMIT_MS });
    await expect(poll.done).resolves.toMatchObject({ kind: 'status-error', error: missing });
  });

  it('ends with gateway-error when the provider page breaks, and stopped when the screen goes', async () => {
    const broken = startPaymentPoll({ fetchStatus: statuses('PROGRESS'), limitMs: PAYMENT_POLL_LIMIT_MS });
    await vi.advanceTimersByTimeAsync(1_000);
    broken.reportGatewayError();
    await expect(broken.done).resolves.toEqual({ kind: 'gateway-error' });

    const fetchStatus = statuses('PROGRESS');
    const left = startPaymentPoll({ fetchStatus, limitMs: PAYMENT_POLL_LIMIT_MS });
    left.stop();
    await expect(left.done).resolves.toEqual({ kind: 'stopped' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});
