import { useState } from 'react';
import type { PaymentSession, PaymentTransaction } from '@haat/contract/payments/payments.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import { fromPaise, toPaise } from '@haat/contract/format';
import { ApiRequestError } from '#src/lib/api-client.ts';
import { useGlobalState, useStore } from '#src/lib/store-context.tsx';
import { notify } from '#src/lib/notify.ts';
import { useT, useTextOf, type MessageId } from '#src/lib/i18n.tsx';
import { abandonPayment } from '#src/features/payments/api/abandon-payment.ts';
import { initiatePayment } from '#src/features/payments/api/initiate-payment.ts';
import {
  useProviderCheckout,
  type CheckoutDialogHandlers,
  type PaymentChoice,
} from '#src/features/payments/hooks/use-provider-checkout.ts';
import {
  offersUpi,
  opensInModal,
  paymentMobile,
  paymentPageOrigin,
  prefersUpiApp,
  type PaymentWay,
} from '#src/features/payments/lib/payment-providers.ts';
import { orderReturnPath, rememberReturn } from '#src/features/payments/lib/payment-return.ts';

export interface OnlinePaymentRequest {
  provider: PaymentProvider | null;
  /** Rupees. */
  amount: number;
  /** The order to pay; absent for a wallet recharge. */
  orderId?: string;
  userMail?: string | null;
}

export type OnlinePaymentResult =
  | { status: 'paid'; transaction: PaymentTransaction }
  /** The payment ended unpaid (for an order: the order is FAILED now). The toast has been shown. */
  | { status: 'not-paid' }
  /** No payment was started (unknown provider, initiation refused); an order stays as it was. */
  | { status: 'not-started' }
  /** The window is on its way to the provider (PHONEPE). */
  | { status: 'redirected' }
  /** The screen went away while waiting. */
  | { status: 'stopped' };

/** Spec §8: payment-creation errors the server explains show its message; anything else the generic one. */
function initiateErrorMessage(error: unknown): string | MessageId {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status !== 500 && error.message) {
    return error.message;
  }
  return 'payment.initiateFailed';
}

/**
 * Pays online at the store's provider (spec §4): starts the payment, shows the provider's page in a dialog
 * (CASHFREE, BMSPAY) or sends the window there (PHONEPE, back to the order's status page), waits for the
 * server's final status and tells the shopper any failure. Render `dialog` with `PaymentDialog`.
 */
export function usePayOnline() {
  const t = useT();
  const textOf = useTextOf();
  const { basePath } = useStore();
  const user = useGlobalState((state) => state.user);
  const { watch, dialog: checkoutDialog } = useProviderCheckout();
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<PaymentChoice | null>(null);

  /**
   * Asks how to pay an order when the provider takes UPI directly; null when the shopper closed the
   * question. A wallet recharge keeps the provider's page, as the spec has it.
   */
  const chooseWay = (request: OnlinePaymentRequest, provider: PaymentProvider): Promise<PaymentWay | null> => {
    if (!request.orderId || !offersUpi(provider)) return Promise.resolve('PAGE');
    return new Promise((resolve) => {
      const answer = (way: PaymentWay | null) => {
        setChoice(null);
        resolve(way);
      };
      setChoice({ first: prefersUpiApp() ? 'UPI_APP' : 'UPI_QR', choose: answer, cancel: () => answer(null) });
    });
  };

  const start = async (
    request: OnlinePaymentRequest,
    provider: PaymentProvider,
    way: PaymentWay,
  ): Promise<PaymentSession | null> => {
    try {
      return await initiatePayment({
        orgId: user.orgId || undefined,
        customerId: user.userId,
        userMobile: paymentMobile(user.username),
        userMail: request.userMail ?? null,
        amount: fromPaise(toPaise(request.amount)),
        provider,
        orderId: request.orderId,
        returnPath: request.orderId && !opensInModal(provider) ? orderReturnPath(basePath, request.orderId) : undefined,
        ...(way === 'PAGE' ? {} : { upi: way === 'UPI_APP' ? ('INTENT' as const) : ('QR' as const) }),
      });
    } catch (error) {
      notify.error(textOf(initiateErrorMessage(error)));
      return null;
    }
  };

  const pay = async (request: OnlinePaymentRequest): Promise<OnlinePaymentResult> => {
    const provider = request.provider;
    if (!provider) {
      notify.error(t('payment.methodNotSupported'));
      return { status: 'not-started' };
    }
    setBusy(true);
    let leaving = false;
    try {
      const way = await chooseWay(request, provider);
      if (!way) return { status: 'not-started' };
      const session = await start(request, provider, way);
      if (!session) return { status: 'not-started' };
      // A UPI payment (asked for, or the order's open one) is paid in the UPI app or by QR while we poll.
      if (session.upi) return outcomeOf(await watch(session, { showPage: true }));
      if (!paymentPageOrigin(session.paymentUrl)) {
        // The provider answered no page we can open: its checkout is broken (spec §4 gateway error).
        await abandonPayment(session.id, 'Payment error').catch(() => undefined);
        notify.error(t('payment.failed'));
        return { status: 'not-paid' };
      }
      if (!opensInModal(provider)) {
        if (request.orderId) rememberReturn(request.orderId, { paymentTransactionId: session.id, provider });
        leaving = true;
        window.location.assign(session.paymentUrl);
        return { status: 'redirected' };
      }
      return outcomeOf(await watch(session, { showPage: true }));
    } finally {
      // Going to the provider keeps the button busy until the page unloads.
      if (!leaving) setBusy(false);
    }
  };

  const outcomeOf = (result: Awaited<ReturnType<typeof watch>>): OnlinePaymentResult => {
    if (!result) return { status: 'stopped' };
    if (result.paid) return { status: 'paid', transaction: result.transaction };
    notify.error(t(result.message));
    return { status: 'not-paid' };
  };

  const dialog: CheckoutDialogHandlers = { ...checkoutDialog, choice };
  return { pay, busy, dialog };
}
