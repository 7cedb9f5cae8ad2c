import type { AddStaffBody, StaffMember } from '@haat/contract/console/staff.schemas';
import type { Db } from '#src/db/connect.ts';
import { fail, ok, refuse, unlessRefused, type Result } from '#src/result.ts';
import { recordConsoleAction } from './audit.repository.ts';
import { insertStaff, listLiveStaff, removeStaff, type StaffRow } from './staff.repository.ts';

/** Who changes the staff: an owner in the console, or the operator's command line (`staffId` null). */
export interface StaffChanger {
  storeId: string;
  staffId: string | null;
}

export function toStaffMember(row: StaffRow): StaffMember {
  return { id: row.id, mobile: row.mobile, name: row.name, role: row.role, addedAt: row.createdAt.toISOString() };
}

/** What the audit log keeps of a member. */
const auditOf = (row: StaffRow) => ({ mobile: row.mobile, name: row.name, role: row.role });

export async function listStaffMembers(db: Db, storeId: string): Promise<StaffMember[]> {
  return (await listLiveStaff(db, storeId)).map(toStaffMember);
}

/** Adds a member to the store's staff, with its line in the audit log; a phone already on it answers 409. */
export async function addStaffMember(
  db: Db,
  by: StaffChanger,
  member: AddStaffBody,
): Promise<Result<StaffMember, 'ALREADY_EXISTS'>> {
  return unlessRefused(() =>
    db.transaction(async (tx) => {
      const name = member.name?.trim() || null;
      const row = await insertStaff(tx, { storeId: by.storeId, mobile: member.mobile, role: member.role, name });
      if (!row) refuse('ALREADY_EXISTS', 'console.staffAlreadyAdded');
      await recordConsoleAction(tx, {
        storeId: by.storeId,
        staffId: by.staffId,
        action: 'STAFF_ADDED',
        targetType: 'STAFF',
        targetId: row.id,
        before: null,
        after: auditOf(row),
      });
      return toStaffMember(row);
    }),
  );
}

/**
 * Removes a member: their sessions end at once (the gate reads them on every request). An owner cannot
 * remove themselves, so a store's console always keeps an owner who can add others.
 */
export async function removeStaffMember(
  db: Db,
  by: StaffChanger,
  staffId: string,
  now: Date,
): Promise<Result<StaffMember, 'NOT_FOUND' | 'NOT_ALLOWED'>> {
  if (staffId === by.staffId) return fail('NOT_ALLOWED', 'console.cannotRemoveSelf');
  const removed = await unlessRefused<StaffRow, 'NOT_FOUND'>(() =>
    db.transaction(async (tx) => {
      const row = await removeStaff(tx, by.storeId, staffId, now);
      if (!row) refuse('NOT_FOUND', 'console.staffNotFound');
      await recordConsoleAction(tx, {
        storeId: by.storeId,
        staffId: by.staffId,
        action: 'STAFF_REMOVED',
        targetType: 'STAFF',
        targetId: row.id,
        before: auditOf(row),
        after: null,
      });
      return row;
    }),
  );
  return removed.ok ? ok(toStaffMember(removed.value)) : removed;
}
