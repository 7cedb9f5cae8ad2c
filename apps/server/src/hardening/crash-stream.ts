import { address } from '#src/modules/orders/commerce-test-kit.ts';
import type { GatewayEmulator } from '#src/providers/payments/emulator/gateway-emulator.ts';

/** A shopper logged in before the storm: the token is all the stream needs. */
export interface StreamShopper {
  customerId: string;
  walletId: string;
  mobile: string;
  accessToken: string;
}

export interface StreamPlan {
  storeId: string;
  shoppers: StreamShopper[];
  /** Variants to order from; a scarce one makes some placements lose the race for stock. */
  variantIds: string[];
  /** The payment provider (Cashfree, emulated in the test process so it outlives the server). */
  gateway: GatewayEmulator;
}

/** What the stream was told: only an answered request is a promise the server must keep after a crash. */
export interface StreamOutcome {
  attempts: number;
  /**
   * Orders answered 200, with the state they were last answered in (CANCELLING: cut off mid-cancel; PAID:
   * an online order paid at the provider, whose webhook or poll the crash may have cut short).
   */
  placed: Map<string, 'PENDING' | 'PAID' | 'PLACED' | 'CANCELLING' | 'CANCELLED'>;
  refused: number;
  cancelAttempts: number;
  /** Online payments started (recharges and orders): each was paid at the provider straight away. */
  payments: Array<{ id: string; shopper: StreamShopper }>;
  /** Recharges the server answered 200 for: their wallet lines must survive. */
  recharged: string[];
  /** Requests that died with the server (no answer): their orders must be whole or absent. */
  cutOff: number;
}

export const emptyOutcome = (): StreamOutcome => ({
  attempts: 0,
  placed: new Map(),
  refused: 0,
  cancelAttempts: 0,
  payments: [],
  recharged: [],
  cutOff: 0,
});

class CutOff extends Error {}

interface Answer {
  status: number;
  json: Record<string, unknown>;
}

async function call(origin: string, shopper: StreamShopper, method: string, url: string, body?: object) {
  try {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { authorization: `Bearer ${shopper.accessToken}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> } satisfies Answer;
  } catch {
    throw new CutOff();
  }
}

/** A refusal (4xx) is an answer; a 5xx is a bug and fails the test. */
function refusedOr5xx(answer: Answer, what: string): boolean {
  if (answer.status >= 500) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return answer.status !== 200;
}

/**
 * Each shopper, in parallel, loops until `until()` says stop: checkouts of one or two lines paid by COD,
 * the wallet or online in turn (every third placed order cancelled straight after), and one round in four
 * an online wallet recharge. Online payments are paid at the provider at once; its webhook may or may not
 * reach the server before the crash. A request cut off by the crash ends that shopper's loop.
 */
export async function runStream(
  origin: string,
  plan: StreamPlan,
  outcome: StreamOutcome,
  until: () => boolean,
): Promise<void> {
  await Promise.all(
    plan.shoppers.map(async (shopper, index) => {
      for (let round = 0; !until(); round += 1) {
        outcome.attempts += 1;
        try {
          if (round % 4 === 1) await recharge(origin, plan, shopper, outcome);
          else await order(origin, plan, shopper, outcome, index, round);
        } catch (error) {
          if (!(error instanceof CutOff)) throw error;
          outcome.cutOff += 1;
          return;
        }
      }
    }),
  );
}

const methods = ['COD', 'HAAT_WALLET', 'PAYMENT_GATEWAY'] as const;

async function order(
  origin: string,
  plan: StreamPlan,
  shopper: StreamShopper,
  outcome: StreamOutcome,
  index: number,
  round: number,
): Promise<void> {
  const { storeId, variantIds } = plan;
  const pick = (offset: number) => variantIds[(index + round + offset) % variantIds.length]!;
  const lines = [{ productVariantId: pick(0), quantity: 1 + (round % 2) }];
  if (round % 3 === 1) lines.push({ productVariantId: pick(1), quantity: 1 });
  const checkout = await call(origin, shopper, 'POST', '/api/checkouts', {
    storeId,
    customerId: shopper.customerId,
    cartItems: lines,
    couponCode: '',
  });
  // A sold-out line is refused at the checkout already (409).
  if (refusedOr5xx(checkout, 'checkout')) return void (outcome.refused += 1);
  const checkoutId = checkout.json.id as string;
  const paymentMethod = methods[(index + round) % methods.length]!;
  const patched = await call(origin, shopper, 'PATCH', `/api/checkouts/${checkoutId}`, {
    storeId,
    shippingAddress: address,
    paymentMethod,
    couponCode: '',
  });
  if (refusedOr5xx(patched, 'checkout update')) return void (outcome.refused += 1);
  const placed = await call(origin, shopper, 'POST', '/api/orders', {
    storeId,
    checkoutId,
    customerId: shopper.customerId,
  });
  if (refusedOr5xx(placed, 'placing')) return void (outcome.refused += 1);
  const orderId = placed.json.id as string;
  outcome.placed.set(orderId, placed.json.orderState as 'PENDING' | 'PLACED');
  if (paymentMethod === 'PAYMENT_GATEWAY') {
    await payOnline(origin, plan, shopper, outcome, Number(placed.json.finalPrice), orderId);
  } else if (round % 3 === 2) {
    outcome.cancelAttempts += 1;
    outcome.placed.set(orderId, 'CANCELLING');
    const cancelled = await call(origin, shopper, 'PUT', `/api/orders/${orderId}/state`, {
      storeId,
      orderState: 'CANCELLED',
      reason: 'crash test',
    });
    outcome.placed.set(orderId, refusedOr5xx(cancelled, 'cancelling') ? 'PLACED' : 'CANCELLED');
  }
}

/** Starts the payment, pays at the provider (which tells the server by webhook), then asks for the status. */
async function payOnline(
  origin: string,
  plan: StreamPlan,
  shopper: StreamShopper,
  outcome: StreamOutcome,
  amount: number,
  orderId: string | null,
): Promise<string> {
  const started = await call(origin, shopper, 'POST', '/api/payments/initiate-payment', {
    storeId: plan.storeId,
    customerId: shopper.customerId,
    userMobile: shopper.mobile.slice(-10),
    amount,
    provider: 'CASHFREE',
    ...(orderId ? { orderId } : {}),
  });
  if (refusedOr5xx(started, 'initiate-payment')) throw new Error(`initiate-payment refused: ${started.status}`);
  const paymentId = started.json.id as string;
  outcome.payments.push({ id: paymentId, shopper });
  const webhook = plan.gateway.settle('CASHFREE', paymentId, 'pay');
  if (orderId) outcome.placed.set(orderId, 'PAID');
  if (webhook) await plan.gateway.deliver(webhook);
  const status = await paymentStatus(origin, plan, shopper, paymentId);
  if (orderId && status === 'SUCCEEDED') outcome.placed.set(orderId, 'PLACED');
  return paymentId;
}

/** What the storefront's poll sees: the server asks the provider when it does not know yet. */
export async function paymentStatus(origin: string, plan: StreamPlan, shopper: StreamShopper, paymentId: string) {
  const status = await call(origin, shopper, 'GET', `/api/payment-transactions/${paymentId}?storeId=${plan.storeId}`);
  if (refusedOr5xx(status, 'payment status')) throw new Error(`payment status refused: ${status.status}`);
  return status.json.paymentStatus as string;
}

async function recharge(origin: string, plan: StreamPlan, shopper: StreamShopper, outcome: StreamOutcome) {
  const paymentId = await payOnline(origin, plan, shopper, outcome, 100, null);
  const answer = await call(origin, shopper, 'POST', `/api/wallets/${shopper.walletId}/recharge`, {
    storeId: plan.storeId,
    customerId: shopper.customerId,
    walletId: shopper.walletId,
    amount: 100,
    paymentTransactionId: paymentId,
    paymentSource: 'ONLINE_PAYMENT',
  });
  if (refusedOr5xx(answer, 'recharge')) throw new Error(`recharge refused: ${answer.status}`);
  outcome.recharged.push(paymentId);
}
