ALTER TABLE "orders" ADD COLUMN "cancel_reason_id" text;
--> statement-breakpoint
-- Reasons we wrote in English become the catalogue ids they were written from (decision 035): each reader
-- now gets them in their own language. A provider's own words on a failed payment become ours.
UPDATE "orders" SET "failure_reason" = CASE "failure_reason"
    WHEN 'Insufficient Balance' THEN 'payment.insufficientBalance'
    WHEN 'Out of stock' THEN 'delivery.reasonOutOfStock'
    WHEN 'Product no longer available' THEN 'delivery.reasonUnavailable'
    WHEN 'Product no longer available on subscription' THEN 'delivery.reasonNotSubscribable'
    WHEN 'Payment method not supported' THEN 'payment.methodNotSupported'
    WHEN 'Time Limit Exceeded' THEN 'payment.reasonTimeLimit'
    WHEN 'Payment error' THEN 'payment.reasonPaymentError'
    WHEN 'Amount mismatch' THEN 'payment.reasonAmountMismatch'
    WHEN 'Payment failed or user dropped' THEN 'payment.failedOrDropped'
    ELSE 'payment.failedOrDropped'
  END
WHERE "failure_reason" IS NOT NULL;
--> statement-breakpoint
UPDATE "orders" SET "cancel_reason_id" = CASE "cancel_reason"
    WHEN 'Payment not received in time — this order was cancelled and its items released' THEN 'orders.unpaidExpired'
    WHEN 'The shop did not confirm this order in time — it was cancelled, its items released and any payment refunded to your wallet' THEN 'orders.shopDidNotConfirm'
    ELSE NULL
  END,
  "cancel_reason" = NULL
WHERE "cancel_reason" IN ('Payment not received in time — this order was cancelled and its items released', 'The shop did not confirm this order in time — it was cancelled, its items released and any payment refunded to your wallet');
--> statement-breakpoint
UPDATE "subscription_deliveries" SET "reason" = CASE "reason"
    WHEN 'Insufficient Balance' THEN 'payment.insufficientBalance'
    WHEN 'Out of stock' THEN 'delivery.reasonOutOfStock'
    WHEN 'Product no longer available' THEN 'delivery.reasonUnavailable'
    WHEN 'Product no longer available on subscription' THEN 'delivery.reasonNotSubscribable'
    WHEN 'Payment method not supported' THEN 'payment.methodNotSupported'
    WHEN 'Time Limit Exceeded' THEN 'payment.reasonTimeLimit'
    WHEN 'Payment error' THEN 'payment.reasonPaymentError'
    WHEN 'Amount mismatch' THEN 'payment.reasonAmountMismatch'
    WHEN 'Payment failed or user dropped' THEN 'payment.failedOrDropped'
    WHEN 'Paused' THEN 'delivery.reasonPaused'
    WHEN 'Skipped' THEN 'delivery.reasonSkipped'
    ELSE "reason"
  END
WHERE "reason" IS NOT NULL;
