import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { StaffRole } from '@haat/contract/console/staff.schemas';
import type { Db } from '#src/db/connect.ts';
import { cashReceipts, customers, staff, walletTransactions, wallets } from '#src/db/schema/index.ts';

/** Cash a member took: an order's on delivery, or a wallet recharge's. Inside the transaction that takes it. */
export async function insertCashReceipt(
  tx: Db,
  receipt: { storeId: string; staffId: string; amountPaise: number } & (
    { orderId: string; walletTransactionId?: never } | { walletTransactionId: string; orderId?: never }
  ),
): Promise<void> {
  await tx.insert(cashReceipts).values(receipt);
}

export interface PendingCashRow {
  id: string;
  amountPaise: number;
  createdAt: Date;
  shopperName: string | null;
  shopperMobile: string;
}

const pendingCash = (storeId: string) =>
  and(
    eq(walletTransactions.storeId, storeId),
    eq(walletTransactions.status, 'PENDING'),
    eq(walletTransactions.paymentSource, 'COD'),
  );

/** The store's cash recharges waiting for their cash, oldest first, and how many there are in all. */
export async function listPendingCashRecharges(
  db: Db,
  storeId: string,
  limit: number,
): Promise<{ rows: PendingCashRow[]; total: number }> {
  const [counted] = await db.select({ total: count() }).from(walletTransactions).where(pendingCash(storeId));
  const rows = await db
    .select({
      id: walletTransactions.id,
      amountPaise: walletTransactions.amountPaise,
      createdAt: walletTransactions.createdAt,
      shopperName: customers.name,
      shopperMobile: customers.loginMobile,
    })
    .from(walletTransactions)
    .innerJoin(wallets, and(eq(wallets.id, walletTransactions.walletId), eq(wallets.storeId, storeId)))
    .innerJoin(customers, and(eq(customers.id, wallets.customerId), eq(customers.storeId, storeId)))
    .where(pendingCash(storeId))
    .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.id))
    .limit(limit);
  return { rows, total: Number(counted?.total ?? 0) };
}

export interface StaffCashRow {
  staffId: string;
  name: string | null;
  mobile: string;
  role: StaffRole;
  codPaise: number;
  rechargePaise: number;
}

/** The cash each member took between two moments, by kind; members who took none are left out. */
export async function sumCashByStaff(db: Db, storeId: string, from: Date, before: Date): Promise<StaffCashRow[]> {
  const cod = sql<string>`coalesce(sum(${cashReceipts.amountPaise}) filter (where ${cashReceipts.orderId} is not null), 0)`;
  const recharges = sql<string>`coalesce(sum(${cashReceipts.amountPaise}) filter (where ${cashReceipts.walletTransactionId} is not null), 0)`;
  const rows = await db
    .select({ staffId: staff.id, name: staff.name, mobile: staff.mobile, role: staff.role, cod, recharges })
    .from(cashReceipts)
    .innerJoin(staff, eq(staff.id, cashReceipts.staffId))
    .where(
      and(eq(cashReceipts.storeId, storeId), gte(cashReceipts.receivedAt, from), lt(cashReceipts.receivedAt, before)),
    )
    .groupBy(staff.id, staff.name, staff.mobile, staff.role)
    .orderBy(desc(sql`sum(${cashReceipts.amountPaise})`), asc(staff.id));
  return rows.map(({ cod: codPaise, recharges: rechargePaise, ...member }) => ({
    ...member,
    codPaise: Number(codPaise),
    rechargePaise: Number(rechargePaise),
  }));
}
