import { z } from 'zod';
import { idSchema, optionalQueryIdSchema } from '../common/ids.ts';
import { paymentProviderSchema } from '../stores/stores.schemas.ts';

/**
 * A payment's status as the provider reports it (spec §4): PROGRESS (not settled yet: poll again),
 * SUCCEEDED, FAILED, USER_DROPPED (the shopper left the provider's page without paying). The last three
 * are final.
 */
export const paymentTransactionStatuses = ['PROGRESS', 'SUCCEEDED', 'FAILED', 'USER_DROPPED'] as const;
export const paymentTransactionStatusSchema = z.enum(paymentTransactionStatuses);
export type PaymentTransactionStatus = z.infer<typeof paymentTransactionStatusSchema>;

/** What a payment is for: an order, or money into the wallet (no order). */
export const paymentPurposes = ['ORDER', 'WALLET_RECHARGE'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** Rupees with at most two decimals, above zero. The server converts to paise and checks it. */
export const paymentAmountSchema = z
  .number({ error: 'amount must be a number' })
  .positive('amount must be above 0')
  .max(10_000_000, 'amount is too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'amount has at most 2 decimals');

/** How a UPI payment is made: the phone's UPI app through its intent link, or a QR code scanned from it. */
export const upiFlows = ['INTENT', 'QR'] as const;
export type UpiFlow = (typeof upiFlows)[number];

/**
 * A UPI payment's ways to pay: `link` the provider's `upi://pay?…` link; `appUrl` what "Pay by UPI app"
 * opens (the link itself, or in development the gateway emulator's page that plays the UPI app); `qr` the
 * link's QR code as an SVG path over a `size`×`size` grid, drawn by the server.
 */
export const upiPaymentSchema = z.object({
  link: z.string(),
  appUrl: z.string(),
  qr: z.object({ size: z.number().int(), path: z.string() }),
});
export type UpiPayment = z.infer<typeof upiPaymentSchema>;

/**
 * `POST /api/payments/initiate-payment` (CASHFREE, PHONEPE) and `POST /api/bms-pay/initiate-payment`
 * (BMSPAY), spec §7. `orderId` names the order to pay (its final price must equal `amount`); without it the
 * payment is a wallet recharge of `amount`. `provider` must be the store's active provider. `userMobile` is
 * the last 10 characters of the shopper's mobile.
 */
export const initiatePaymentBodySchema = z.object({
  orgId: idSchema.optional(),
  customerId: idSchema,
  storeId: idSchema,
  userMobile: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'userMobile must be 10 digits'),
  userMail: z.string().trim().max(254).optional().nullable(),
  amount: paymentAmountSchema,
  provider: paymentProviderSchema,
  orderId: idSchema.optional().nullable(),
  /**
   * Ours: where a redirecting provider (PHONEPE) sends the shopper back, as a path on this storefront
   * (`/demo/order/…/status?payment=…`). Only a path: the server prefixes its own origin, so it can never
   * redirect anywhere else. Absent, the order status page (or the wallet page for a recharge).
   */
  returnPath: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'returnPath must be a path on this site')
    .optional(),
  /**
   * Ours: pay by UPI without the provider's page, INTENT (a phone opens its UPI app) or QR (a code to scan
   * from another screen). Only providers with a UPI API take it (CASHFREE, PHONEPE); absent, the hosted page.
   */
  upi: z.enum(upiFlows, { error: 'upi must be INTENT or QR' }).optional(),
});
export type InitiatePaymentBody = z.infer<typeof initiatePaymentBodySchema>;

/**
 * The started payment: `id` is our payment transaction id (poll it), `paymentSessionId` the provider's
 * session (Cashfree payment_session_id), `paymentUrl` the provider's checkout page (shown in an in-page
 * frame for CASHFREE and BMSPAY, opened in the same window for PHONEPE).
 */
export const paymentSessionSchema = z.object({
  id: idSchema,
  paymentSessionId: z.string(),
  paymentUrl: z.string(),
  provider: paymentProviderSchema,
  /** Present for a UPI payment (then `paymentUrl` is `upi.appUrl`): no hosted page to show. */
  upi: upiPaymentSchema.optional(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

export const paymentTransactionParamsSchema = z.object({ id: idSchema });
export const paymentTransactionQuerySchema = z.object({
  storeId: optionalQueryIdSchema,
  orgId: optionalQueryIdSchema,
});

/**
 * `GET /api/payment-transactions/{id}` and `GET /api/bmspay-transactions/{id}`: the status after the server
 * asked the provider (never the client's word). `orderId` is null for a wallet recharge.
 */
export const paymentTransactionSchema = z.object({
  id: idSchema,
  paymentStatus: paymentTransactionStatusSchema,
  provider: paymentProviderSchema,
  amount: z.number(),
  orderId: idSchema.nullable(),
  purpose: z.enum(paymentPurposes),
  failureReason: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof paymentTransactionSchema>;

/** Why the storefront gave up on a payment: the reason written on its order (stored, so not translated). */
export const paymentAbandonReasons = ['Time Limit Exceeded', 'Payment error'] as const;
export type PaymentAbandonReason = (typeof paymentAbandonReasons)[number];

/**
 * `POST /api/payment-transactions/{id}/abandon`: the storefront gave up waiting (spec §4: over the polling
 * limit → reason 'Time Limit Exceeded'; the gateway's checkout reported an error → 'Payment error'). The
 * server asks the provider once more: a payment that did succeed is kept (answer SUCCEEDED, order PLACED);
 * otherwise the payment ends FAILED and its order FAILED with the reason. A payment that succeeds at the
 * provider after that is credited to the shopper's wallet, so no money is ever lost.
 */
export const abandonPaymentBodySchema = z.object({
  reason: z.enum(paymentAbandonReasons),
  storeId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type AbandonPaymentBody = z.infer<typeof abandonPaymentBodySchema>;
