import type { AuditPage, AuditQuery } from '@haat/contract/console/console-audit.schemas';
import { pageCount } from '@haat/contract/common/pagination';
import type { Db } from '#src/db/connect.ts';
import { listConsoleActions } from './audit.repository.ts';

/** A page of the store's audit log, newest first. */
export async function readAuditLog(db: Db, storeId: string, query: AuditQuery): Promise<AuditPage> {
  const { rows, total } = await listConsoleActions(db, storeId, {
    limit: query.size,
    offset: (query.page - 1) * query.size,
  });
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      staff: row.member,
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
    })),
    totalPages: pageCount(total, query.size),
  };
}
