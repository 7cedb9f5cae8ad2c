import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { StaffRole } from '@haat/contract/console/staff.schemas';
import type { Db } from '#src/db/connect.ts';
import { staff, staffSessions, stores } from '#src/db/schema/index.ts';

export type StaffRow = typeof staff.$inferSelect;

const live = (storeId: string) => and(eq(staff.storeId, storeId), isNull(staff.removedAt));

/** Adds a member, or answers null when the phone is already on the store's staff (one live row per phone). */
export async function insertStaff(
  db: Db,
  member: { storeId: string; mobile: string; role: StaffRole; name: string | null },
): Promise<StaffRow | null> {
  const rows = await db.insert(staff).values(member).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findLiveStaffByMobile(db: Db, storeId: string, mobile: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(live(storeId), eq(staff.mobile, mobile)))
    .limit(1);
  return row ?? null;
}

export async function findLiveStaff(db: Db, storeId: string, staffId: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(live(storeId), eq(staff.id, staffId)))
    .limit(1);
  return row ?? null;
}

/** The store's current staff: owners first, then by when they were added. */
export async function listLiveStaff(db: Db, storeId: string): Promise<StaffRow[]> {
  return db.select().from(staff).where(live(storeId)).orderBy(asc(staff.role), asc(staff.createdAt), asc(staff.id));
}

/** Removes a live member and ends their sessions; null when there is no such live member (or it just went). */
export async function removeStaff(tx: Db, storeId: string, staffId: string, now: Date): Promise<StaffRow | null> {
  const [row] = await tx
    .update(staff)
    .set({ removedAt: now })
    .where(and(live(storeId), eq(staff.id, staffId)))
    .returning();
  if (!row) return null;
  await tx
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.storeId, storeId), eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
  return row;
}

export async function insertStaffSession(
  db: Db,
  session: { storeId: string; staffId: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  const [row] = await db.insert(staffSessions).values(session).returning({ id: staffSessions.id });
  return row!.id;
}

export async function endStaffSession(db: Db, storeId: string, sessionId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: now })
    .where(and(eq(staffSessions.storeId, storeId), eq(staffSessions.id, sessionId), isNull(staffSessions.endedAt)));
}

/**
 * The member a console session speaks for, while the session is live (not ended, not expired) and the member
 * still on the staff; null otherwise. One lookup by primary key per console request (decision 036).
 */
export async function findSessionStaff(
  db: Db,
  session: { storeId: string; staffId: string; sessionId: string },
  now: Date,
): Promise<StaffRow | null> {
  const [row] = await db
    .select({ member: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.id, session.sessionId),
        eq(staffSessions.storeId, session.storeId),
        eq(staffSessions.staffId, session.staffId),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, now),
        isNull(staff.removedAt),
      ),
    )
    .limit(1);
  return row?.member ?? null;
}

/** What the console needs of its store: its names, and its org for the token. */
export async function findStaffStore(
  db: Db,
  storeId: string,
): Promise<{ id: string; name: string; friendlyId: string; orgId: string } | null> {
  const [row] = await db
    .select({ id: stores.id, name: stores.name, friendlyId: stores.friendlyId, orgId: stores.orgId })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}
