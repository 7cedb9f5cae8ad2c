import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { fromPaise, toPaise } from '@haat/contract/format';
import { messages } from '@haat/contract/messages';
import type {
  AbandonPaymentBody,
  InitiatePaymentBody,
  PaymentAbandonReason,
  PaymentSession,
  PaymentTransaction,
} from '@haat/contract/payments/payments.schemas';
import type { MessageId } from '@haat/contract/i18n/translate';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { MAX_WALLET_RECHARGE, rechargeLimitMessages } from '@haat/contract/wallets/wallets.values';
import type { Db } from '#src/db/connect.ts';
import { findStoreCommerceSettings } from '#src/modules/stores/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { findOrder } from '#src/modules/orders/index.ts';
import type { PaymentGateway } from '#src/providers/payments/payment-gateway.ts';
import type { PaymentGateways } from '#src/providers/payments/payment-gateways.ts';
import { isUpiLink, upiQr } from '#src/providers/payments/upi.ts';
import type { StockChanged } from '#src/providers/cache-bus/cache-bus.ts';
import { fail, forOperator, ok, type Result } from '#src/result.ts';
import { settledOrderPayment, settlePayment, type SettlementLog } from './payment-settlement.service.ts';
import {
  endStalledPaymentStart,
  findOpenPaymentOfOrder,
  findPayment,
  findStoreFriendlyId,
  insertPayment,
  recordPaymentSession,
  updatePaymentFromStatus,
  type PaymentRow,
} from './payments.repository.ts';

export interface PaymentsDeps {
  db: Db;
  gateways: PaymentGateways;
  log: SettlementLog & { warn(details: object, message: string): void };
  /** Told when a settlement ended an order payment (stock may have moved); absent where nothing caches. */
  onStockChanged?: StockChanged;
}

/** The addresses a payment hands to the provider; both come from config or known hosts, never a request alone. */
export interface PaymentOrigins {
  /** Where the shopper returns to (`shopperOriginOf`): the store host they are on, or PUBLIC_URL. */
  shopper: string;
  /** Where the provider notifies us: PUBLIC_URL, else (the emulator, in development) this server's loopback. */
  webhook: string;
}

type InitiateFailure = 'NOT_FOUND' | 'PAYMENT_METHOD_NOT_SUPPORTED' | 'BAD_AMOUNT' | 'NOT_PAYABLE' | 'PROVIDER_FAILED';

const paymentNotFound = fail('NOT_FOUND', 'server.paymentNotFound');

/** Which providers each initiate route serves (spec §7: BMSPAY has its own). */
export const providersOfRoute = { standard: ['CASHFREE', 'PHONEPE'], bmspay: ['BMSPAY'] } as const;

/**
 * Longer than starting a session may take (a provider's call times out after 15 s; PhonePe makes two): an
 * order's payment still without a session this long after it began was left by a request that died.
 */
const SESSION_START_LIMIT_MS = 45_000;
/** How often a second "Pay" looks again for the session the first one is still starting. */
const SESSION_POLL_MS = 250;

type NewPayment = Parameters<typeof insertPayment>[1];

/**
 * Starts an online payment for the caller's own PENDING online order (amount = its final price), or, without
 * an order, a wallet recharge (at most MAX_WALLET_RECHARGE). The provider must be the store's active one. The
 * payment row is written first (so a webhook can always find it), then the provider is asked for a session
 * outside any transaction. An order has one open payment: a second "Pay" gets its session back.
 */
export async function initiatePayment(
  deps: PaymentsDeps,
  principal: CustomerPrincipal,
  body: InitiatePaymentBody,
  route: keyof typeof providersOfRoute,
  origins: PaymentOrigins,
): Promise<Result<PaymentSession, InitiateFailure>> {
  const { db } = deps;
  const provider = body.provider;
  const settings = await findStoreCommerceSettings(db, principal.storeId);
  const routeServes = (providersOfRoute[route] as readonly PaymentProvider[]).includes(provider);
  const active = settings?.onlinePaymentEnabled && settings.activePaymentMethod?.toUpperCase() === provider;
  const gateway = deps.gateways.for(provider);
  if (!settings || !routeServes || !active || !gateway || (body.upi && !gateway.supportsUpi)) {
    return fail('PAYMENT_METHOD_NOT_SUPPORTED', 'payment.methodNotSupported');
  }
  const id = randomUUID();
  const payment: NewPayment = {
    id,
    storeId: principal.storeId,
    customerId: principal.customerId,
    purpose: body.orderId ? 'ORDER' : 'WALLET_RECHARGE',
    orderId: body.orderId ?? null,
    provider,
    // Our payment id doubles as the provider's merchant order id: unique, and within every provider's rules.
    providerOrderId: id,
    amountPaise: toPaise(body.amount),
  };
  if (body.orderId) {
    const claim = await claimOrderPayment(db, payment);
    if (!claim.ok) return claim;
    if ('session' in claim.value) return ok(shopperSession(deps, claim.value.session, origins));
    return startSession(deps, gateway, claim.value.claimed, body, origins);
  }
  if (!settings.walletEnabled) return fail('PAYMENT_METHOD_NOT_SUPPORTED', 'payment.methodNotSupported');
  if (payment.amountPaise > toPaise(MAX_WALLET_RECHARGE)) return fail('BAD_AMOUNT', rechargeLimitMessages.tooLarge);
  return startSession(deps, gateway, await insertPayment(db, payment), body, origins);
}

type Claim = { claimed: PaymentRow } | { session: PaymentSession };

/**
 * Claims the order's one open payment, or answers the session of the one already open (issue 33: two "Pay"s
 * at once made two sessions, and paying both charged the shopper twice). The claim runs under the order's
 * row lock, so on any number of servers one request inserts and the others find its row; the lock is never
 * held while a provider is asked (a transaction may be run again, a provider call may not). Found without a
 * session yet (its provider has not answered), the open payment is waited for; left by a request that died,
 * it is ended and the order claimed again. A lock rather than a unique index on open payments: the same
 * guarantee without a migration that databases already holding two open payments of an order would refuse.
 */
async function claimOrderPayment(db: Db, payment: NewPayment): Promise<Result<Claim, InitiateFailure>> {
  const deadline = Date.now() + SESSION_START_LIMIT_MS + 5_000;
  for (;;) {
    const claim = await db.transaction((tx) => claimInTransaction(tx, payment));
    if (!claim.ok) return claim;
    const { row, claimed } = claim.value;
    if (claimed) return ok({ claimed: row });
    if (row.paymentUrl) return ok({ session: sessionOf(row) });
    const reason = messages.payment.reasonPaymentError;
    if (await endStalledPaymentStart(db, row.storeId, row.orderId!, SESSION_START_LIMIT_MS, reason)) continue;
    if (Date.now() > deadline) return fail('PROVIDER_FAILED', 'payment.initiateFailed');
    await delay(SESSION_POLL_MS);
  }
}

async function claimInTransaction(
  tx: Db,
  payment: NewPayment,
): Promise<Result<{ row: PaymentRow; claimed: boolean }, InitiateFailure>> {
  const owner = { storeId: payment.storeId, customerId: payment.customerId };
  const order = await findOrder(tx, owner, payment.orderId!, { lock: true });
  if (!order) return fail('NOT_FOUND', 'server.orderNotFound');
  if (order.paymentMethod !== 'PAYMENT_GATEWAY' || order.orderState !== 'PENDING') {
    return fail('NOT_PAYABLE', 'server.orderNotAwaitingPayment');
  }
  if (order.finalPricePaise !== payment.amountPaise)
    return fail('BAD_AMOUNT', forOperator('Amount does not match the order total'));
  const open = await findOpenPaymentOfOrder(tx, payment.storeId, order.id);
  return ok(open ? { row: open, claimed: false } : { row: await insertPayment(tx, payment), claimed: true });
}

/** Asks the provider for the payment's session and records it; a refusal ends the payment FAILED. */
async function startSession(
  deps: PaymentsDeps,
  gateway: PaymentGateway,
  payment: PaymentRow,
  body: InitiatePaymentBody,
  origins: PaymentOrigins,
): Promise<Result<PaymentSession, InitiateFailure>> {
  const { db } = deps;
  const { id, provider, amountPaise } = payment;
  try {
    const session = await gateway.createPayment({
      providerOrderId: payment.providerOrderId,
      amountPaise,
      customer: { id: payment.customerId, mobile: body.userMobile, email: body.userMail || null },
      returnUrl: await returnUrlOf(db, payment, body.returnPath, origins.shopper),
      webhookUrl: `${origins.webhook}/api/payments/webhooks/${provider.toLowerCase()}`,
      ...(body.upi ? { upi: body.upi } : {}),
    });
    // A UPI link is kept as the provider gave it (a second "Pay" shows it again); a page, as the shopper reaches it.
    const kept = isUpiLink(session.paymentUrl)
      ? session
      : { ...session, paymentUrl: deps.gateways.pageForShopper(provider, session.paymentUrl, origins.shopper) };
    await recordPaymentSession(db, payment.storeId, id, kept);
    return ok(shopperSession(deps, { id, provider, ...kept }, origins));
  } catch (error) {
    deps.log.error({ err: error, paymentTransactionId: id }, 'payment provider refused to start a payment');
    // Nothing was taken; the order stays PENDING so the shopper may try again (or the storefront abandons it).
    await updatePaymentFromStatus(db, payment, {
      status: 'FAILED',
      failureReason: messages.payment.reasonPaymentError,
    });
    return fail('PROVIDER_FAILED', 'payment.initiateFailed');
  }
}

/** The shopper comes back to: the path the storefront named, or the order's status page / the wallet page. */
async function returnUrlOf(
  db: Db,
  payment: PaymentRow,
  returnPath: string | undefined,
  shopperOrigin: string,
): Promise<string> {
  const friendlyId = await findStoreFriendlyId(db, payment.storeId);
  const fallback = payment.orderId ? `/${friendlyId}/order/${payment.orderId}/status` : `/${friendlyId}/account/wallet`;
  const url = new URL(returnPath ?? fallback, shopperOrigin);
  url.searchParams.set('paymentTransactionId', payment.id);
  return url.toString();
}

/**
 * A session as the storefront gets it: a UPI payment (its kept URL is the `upi://pay` link) also carries
 * the link, what "Pay by UPI app" opens, and the link's QR code, drawn here so the storefront ships no encoder.
 */
function shopperSession(deps: PaymentsDeps, session: PaymentSession, origins: PaymentOrigins): PaymentSession {
  if (!isUpiLink(session.paymentUrl)) return session;
  const link = session.paymentUrl;
  const appUrl = deps.gateways.upiAppForShopper(session.provider, link, origins.shopper);
  return { ...session, paymentUrl: appUrl, upi: { link, appUrl, qr: upiQr(link) } };
}

const sessionOf = (payment: PaymentRow): PaymentSession => ({
  id: payment.id,
  provider: payment.provider,
  paymentSessionId: payment.paymentSessionId ?? '',
  paymentUrl: payment.paymentUrl ?? '',
});

export const toPaymentTransaction = (payment: PaymentRow): PaymentTransaction => ({
  id: payment.id,
  paymentStatus: payment.status,
  provider: payment.provider,
  amount: fromPaise(payment.amountPaise),
  orderId: payment.orderId,
  purpose: payment.purpose,
  failureReason: payment.failureReason,
});

/**
 * Asks the provider about a payment still under way and settles what it says. A provider that cannot be
 * reached leaves the payment as it is (the next poll, a webhook or the reconciliation job settles it).
 */
export async function refreshPayment(deps: PaymentsDeps, payment: PaymentRow): Promise<PaymentRow> {
  if (payment.status !== 'PROGRESS') return payment;
  const gateway = deps.gateways.for(payment.provider);
  if (!gateway) return payment;
  try {
    const report = await gateway.fetchStatus(payment.providerOrderId);
    const settled = await settlePayment(deps.db, deps.log, payment, report);
    if (settledOrderPayment(settled)) deps.onStockChanged?.(settled.storeId);
    return settled ?? payment;
  } catch (error) {
    deps.log.warn({ err: error, paymentTransactionId: payment.id }, 'could not ask the provider about a payment');
    return payment;
  }
}

/** `GET /api/payment-transactions/{id}`: the caller's own payment, after asking the provider when unsettled. */
export async function getOwnPayment(
  deps: PaymentsDeps,
  principal: CustomerPrincipal,
  id: string,
): Promise<Result<PaymentTransaction, 'NOT_FOUND'>> {
  const payment = await findPayment(deps.db, principal, id);
  if (!payment) return paymentNotFound;
  return ok(toPaymentTransaction(await refreshPayment(deps, payment)));
}

/** The storefront's reasons for giving up (the spec's English values), as our catalogue says them. */
const abandonReasonIds: Record<PaymentAbandonReason, MessageId> = {
  'Time Limit Exceeded': 'payment.reasonTimeLimit',
  'Payment error': 'payment.reasonPaymentError',
};

/**
 * The storefront gave up waiting: one last question to the provider; a success is kept, anything else ends
 * FAILED with the storefront's reason (and so does its order). A success after this lands in the wallet.
 */
export async function abandonOwnPayment(
  deps: PaymentsDeps,
  principal: CustomerPrincipal,
  id: string,
  body: AbandonPaymentBody,
): Promise<Result<PaymentTransaction, 'NOT_FOUND'>> {
  const payment = await findPayment(deps.db, principal, id);
  if (!payment) return paymentNotFound;
  const refreshed = await refreshPayment(deps, payment);
  if (refreshed.status !== 'PROGRESS') return ok(toPaymentTransaction(refreshed));
  const ended = await settlePayment(deps.db, deps.log, payment, {
    status: 'FAILED',
    amountPaise: payment.amountPaise,
    providerPaymentId: null,
    failureReason: abandonReasonIds[body.reason],
  });
  if (settledOrderPayment(ended)) deps.onStockChanged?.(ended.storeId);
  return ok(toPaymentTransaction(ended ?? refreshed));
}
