import { z } from 'zod';
import { idSchema } from '../common/ids.ts';
import { staffMemberSchema } from './staff.schemas.ts';

/** Entries per page of the audit log unless `size` says otherwise. */
export const AUDIT_PAGE_SIZE = 50;

/**
 * Every console action is written down, in the transaction that does it: who (a member; none for the
 * operator's command line), when, what, on which thing, and the thing before → after.
 */
export const consoleActions = [
  'STAFF_SIGNED_IN',
  'STAFF_ADDED',
  'STAFF_REMOVED',
  'ORDER_ACCEPTED',
  'ORDER_PACKED',
  'ORDER_SHIPPED',
  'ORDER_DELIVERED',
  'ORDER_CANCELLED',
  'CASH_RECHARGE_CONFIRMED',
  'CASH_RECHARGE_REJECTED',
  'STOCK_SET',
] as const;
export const consoleActionSchema = z.enum(consoleActions);
export type ConsoleAction = z.infer<typeof consoleActionSchema>;

/** What an action was done to. */
export const auditTargetTypes = ['STAFF', 'ORDER', 'WALLET_TRANSACTION', 'VARIANT'] as const;
export const auditTargetTypeSchema = z.enum(auditTargetTypes);
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** The thing's fields that the action changed (or, for a new thing, what it was made with). */
export const auditStateSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditState = z.infer<typeof auditStateSchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  at: z.string(),
  /** Who did it; null when the operator's command line did (`npm run cli -- staff add`). */
  staff: staffMemberSchema.pick({ id: true, name: true, mobile: true, role: true }).nullable(),
  action: consoleActionSchema,
  targetType: auditTargetTypeSchema,
  targetId: idSchema,
  before: auditStateSchema,
  after: auditStateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /api/stores/{storeId}/console/audit?page=1&size=50` (OWNER): newest first. */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  totalPages: z.number().int().min(1),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
