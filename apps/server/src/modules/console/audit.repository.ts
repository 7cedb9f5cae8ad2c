import { and, count, desc, eq } from 'drizzle-orm';
import type { AuditTargetType, ConsoleAction } from '@haat/contract/console/console-audit.schemas';
import type { Db } from '#src/db/connect.ts';
import { consoleAudit, staff } from '#src/db/schema/index.ts';
import type { StaffRow } from './staff.repository.ts';

export interface ConsoleActionRecord {
  storeId: string;
  /** Null for the operator's command line. */
  staffId: string | null;
  action: ConsoleAction;
  targetType: AuditTargetType;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Writes one line of the audit log; call it inside the transaction that does the action. */
export async function recordConsoleAction(tx: Db, record: ConsoleActionRecord): Promise<void> {
  await tx.insert(consoleAudit).values(record);
}

export type AuditRow = typeof consoleAudit.$inferSelect & {
  member: Pick<StaffRow, 'id' | 'name' | 'mobile' | 'role'> | null;
};

/** One page of the store's audit log, newest first, with who did each; and how many lines there are. */
export async function listConsoleActions(
  db: Db,
  storeId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = eq(consoleAudit.storeId, storeId);
  const [counted] = await db.select({ total: count() }).from(consoleAudit).where(where);
  const rows = await db
    .select({
      entry: consoleAudit,
      member: { id: staff.id, name: staff.name, mobile: staff.mobile, role: staff.role },
    })
    .from(consoleAudit)
    .leftJoin(staff, and(eq(staff.id, consoleAudit.staffId), eq(staff.storeId, storeId)))
    .where(where)
    .orderBy(desc(consoleAudit.createdAt), desc(consoleAudit.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((row) => ({ ...row.entry, member: row.member })), total: Number(counted?.total ?? 0) };
}
