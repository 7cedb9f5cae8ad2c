import { PAYMENT_POLL_INTERVAL_MS } from '@haat/contract/constants';
import type { PaymentTransaction, PaymentTransactionStatus } from '@haat/contract/payments/payments.schemas';
import { ApiRequestError } from '#src/lib/api-client.ts';

export type PollDecision = 'succeeded' | 'failed' | 'poll-again' | 'timed-out';

/** Spec §4: SUCCEEDED and FAILED/USER_DROPPED are final; PROGRESS polls again until the deadline. */
export function decidePoll(status: PaymentTransactionStatus, now: number, deadline: number): PollDecision {
  if (status === 'SUCCEEDED') return 'succeeded';
  if (status === 'FAILED' || status === 'USER_DROPPED') return 'failed';
  return now >= deadline ? 'timed-out' : 'poll-again';
}

export type PollOutcome =
  | { kind: 'succeeded'; transaction: PaymentTransaction }
  | { kind: 'failed'; transaction: PaymentTransaction }
  | { kind: 'timed-out' }
  | { kind: 'gateway-error' }
  | { kind: 'status-error'; error: unknown }
  | { kind: 'stopped' };

export interface PaymentPoll {
  /** Ends the current wait and asks now (the provider page said it finished: a hint, never proof). */
  wake(): void;
  /** From now on wait at most `limitMs` more (the shopper finished at the provider or closed its page). */
  settleWithin(limitMs: number): void;
  /** The provider's checkout reported an error: stop and let the caller abandon the payment. */
  reportGatewayError(): void;
  /** Stop without an outcome (the screen went away); the server's reconciliation settles the payment. */
  stop(): void;
  readonly done: Promise<PollOutcome>;
}

export interface PollOptions {
  fetchStatus: (signal: AbortSignal) => Promise<PaymentTransaction>;
  limitMs: number;
  intervalMs?: number;
  /** Consecutive failed status reads (network, 5xx) tolerated before giving up. */
  maxStatusErrors?: number;
}

/** A 4xx will not get better by asking again; a lost connection or a 5xx may. */
function isLasting(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

/**
 * Asks for the payment's status at once, then every 3 s, until a final status, the deadline, a lasting
 * read error, a gateway error or `stop()`. Timers and `Date.now` only, so fake timers drive it in tests.
 */
export function startPaymentPoll({
  fetchStatus,
  limitMs,
  intervalMs = PAYMENT_POLL_INTERVAL_MS,
  maxStatusErrors = 3,
}: PollOptions): PaymentPoll {
  const controller = new AbortController();
  let deadline = Date.now() + limitMs;
  let interrupt: (() => void) | null = null;
  let forced: PollOutcome | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(finish, intervalMs);
      function finish() {
        clearTimeout(timer);
        interrupt = null;
        resolve();
      }
      interrupt = finish;
    });

  const end = (outcome: PollOutcome) => {
    forced ??= outcome;
    controller.abort();
    interrupt?.();
  };

  const run = async (): Promise<PollOutcome> => {
    let errors = 0;
    while (!forced) {
      try {
        const transaction = await fetchStatus(controller.signal);
        if (forced) break;
        errors = 0;
        const decision = decidePoll(transaction.paymentStatus, Date.now(), deadline);
        if (decision === 'succeeded' || decision === 'failed') return { kind: decision, transaction };
        if (decision === 'timed-out') return { kind: 'timed-out' };
      } catch (error) {
        if (forced) break;
        errors += 1;
        if (isLasting(error) || errors >= maxStatusErrors) return { kind: 'status-error', error };
        if (Date.now() >= deadline) return { kind: 'timed-out' };
      }
      await pause();
    }
    return forced ?? { kind: 'stopped' };
  };

  return {
    wake: () => interrupt?.(),
    settleWithin: (ms) => {
      deadline = Math.min(deadline, Date.now() + ms);
    },
    reportGatewayError: () => end({ kind: 'gateway-error' }),
    stop: () => end({ kind: 'stopped' }),
    done: run(),
  };
}
