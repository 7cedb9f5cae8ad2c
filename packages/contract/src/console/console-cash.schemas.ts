import { z } from 'zod';
import { rupeesSchema } from '../carts/carts.schemas.ts';
import { idSchema } from '../common/ids.ts';
import { isoDateSchema } from '../subscriptions/subscriptions.schemas.ts';
import { walletTransactionStatusSchema } from '../wallets/wallets.schemas.ts';
import { orderShopperSchema } from './console-orders.schemas.ts';
import { consoleStoreParamsSchema, staffRoleSchema } from './staff.schemas.ts';

/** The most pending cash recharges one answer lists (oldest first); `totalCount` says how many wait in all. */
export const PENDING_CASH_RECHARGES_SHOWN = 200;

/** A wallet recharge the shopper will pay in cash: the balance moves only when the shop confirms the cash. */
export const pendingCashRechargeSchema = z.object({
  id: idSchema,
  amount: rupeesSchema,
  /** ISO date-time the shopper asked for it. */
  requestedAt: z.string(),
  shopper: orderShopperSchema,
});
export type PendingCashRecharge = z.infer<typeof pendingCashRechargeSchema>;

/** `GET /api/stores/{storeId}/console/cash-recharges`: the recharges waiting for their cash, oldest first. */
export const pendingCashRechargeListSchema = z.object({
  recharges: z.array(pendingCashRechargeSchema),
  totalCount: z.number().int().nonnegative(),
});
export type PendingCashRechargeList = z.infer<typeof pendingCashRechargeListSchema>;

export const cashRechargeParamsSchema = consoleStoreParamsSchema.extend({ transactionId: idSchema });
export type CashRechargeParams = z.infer<typeof cashRechargeParamsSchema>;

/**
 * `POST /api/stores/{storeId}/console/cash-recharges/{transactionId}/confirm` (the cash came: the wallet is
 * credited) and `…/reject` (it never came). Each happens once: a recharge already decided answers 409.
 */
export const cashRechargeDecisionSchema = z.object({
  id: idSchema,
  status: walletTransactionStatusSchema,
  amount: rupeesSchema,
});
export type CashRechargeDecision = z.infer<typeof cashRechargeDecisionSchema>;

/** `GET /api/stores/{storeId}/console/cash-summary?date=YYYY-MM-DD`: one India day; today when left out. */
export const cashSummaryQuerySchema = z.object({ date: isoDateSchema.optional() });
export type CashSummaryQuery = z.infer<typeof cashSummaryQuerySchema>;

/** The cash one member took that day: for cash-on-delivery orders they delivered, and recharges they confirmed. */
export const staffCashSchema = z.object({
  staffId: idSchema,
  name: z.string().nullable(),
  mobile: z.string(),
  role: staffRoleSchema,
  codCollected: rupeesSchema,
  rechargesConfirmed: rupeesSchema,
  total: rupeesSchema,
});
export type StaffCash = z.infer<typeof staffCashSchema>;

/** The day's cash per member (those who took none are left out), most first, and the day's total. */
export const cashSummarySchema = z.object({
  date: z.string(),
  staff: z.array(staffCashSchema),
  total: rupeesSchema,
});
export type CashSummary = z.infer<typeof cashSummarySchema>;
