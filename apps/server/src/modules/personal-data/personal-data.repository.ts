import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { AccountDeletionBlocker } from '@haat/contract/customers/personal-data.values';
import type { OrderState } from '@haat/contract/content/content.schemas';
import type { Db } from '#src/db/connect.ts';
import { databaseNow } from '#src/db/database-now.ts';
import {
  carts,
  checkouts,
  customerAddresses,
  customers,
  orders,
  otpCodes,
  paymentTransactions,
  productReviews,
  stockAlerts,
  stores,
  subscriptionPauses,
  subscriptions,
  subscriptionWalletNotices,
  walletTransactions,
  wallets,
} from '#src/db/schema/index.ts';

export interface AccountOwner {
  storeId: string;
  customerId: string;
}

const ownCustomer = (owner: AccountOwner) =>
  and(eq(customers.storeId, owner.storeId), eq(customers.id, owner.customerId));

/** What the export and the erasure need beyond the profile: the login phone, the photo and the store's names. */
export interface AccountFacts {
  loginMobile: string;
  dpUrl: string | null;
  memberSince: Date;
  storeName: string;
  friendlyId: string;
}

export async function findAccountFacts(db: Db, owner: AccountOwner): Promise<AccountFacts | null> {
  const [row] = await db
    .select({
      loginMobile: customers.loginMobile,
      dpUrl: customers.dpUrl,
      memberSince: customers.createdAt,
      storeName: stores.name,
      friendlyId: stores.friendlyId,
    })
    .from(customers)
    .innerJoin(stores, eq(stores.id, customers.storeId))
    .where(ownCustomer(owner))
    .limit(1);
  return row ?? null;
}

/** An order still under way: its delivery needs the shopper's phone and address. */
const openOrderStates: readonly OrderState[] = ['PENDING', 'PLACED', 'SHIPPED'];

/**
 * Takes the locks an erasure holds, in the order an order placement takes them (its checkout, then the
 * customer, then the wallet), so the two never deadlock; a placement already under way finishes first, and
 * its order is then seen by `findDeletionBlocker`. False when the customer is not in this store.
 */
export async function lockAccount(tx: Db, owner: AccountOwner): Promise<boolean> {
  await tx
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.storeId, owner.storeId), eq(checkouts.customerId, owner.customerId)))
    .for('update');
  // Not FOR UPDATE: an order or subscription written for this customer at the same moment checks its foreign
  // key with KEY SHARE (see orders.repository's lockCustomer).
  const locked = await tx.select({ id: customers.id }).from(customers).where(ownCustomer(owner)).for('no key update');
  await tx
    .select({ id: wallets.id })
    .from(wallets)
    .where(and(eq(wallets.storeId, owner.storeId), eq(wallets.customerId, owner.customerId)))
    .for('update');
  return locked.length === 1;
}

/** The first reason, in the contract's order, the account cannot be erased yet; null when it can. */
export async function findDeletionBlocker(
  db: Db,
  owner: AccountOwner,
  today: string,
): Promise<AccountDeletionBlocker | null> {
  const [row] = await db
    .select({
      openOrder: sql<boolean>`exists (select 1 from ${orders} where ${and(
        eq(orders.storeId, owner.storeId),
        eq(orders.customerId, owner.customerId),
        inArray(orders.orderState, openOrderStates),
      )})`,
      // Switched off, or past its end date, a subscription delivers nothing more.
      activeSubscription: sql<boolean>`exists (select 1 from ${subscriptions} where ${and(
        eq(subscriptions.storeId, owner.storeId),
        eq(subscriptions.customerId, owner.customerId),
        eq(subscriptions.isActive, true),
        or(isNull(subscriptions.endDate), gte(subscriptions.endDate, today)),
      )})`,
      walletBalance: sql<boolean>`${wallets.balancePaise} <> 0`,
      // A cash recharge the shop has not collected, or an online one still being paid, would credit later.
      pendingRecharge: sql<boolean>`exists (select 1 from ${walletTransactions} where ${and(
        eq(walletTransactions.storeId, owner.storeId),
        eq(walletTransactions.walletId, wallets.id),
        eq(walletTransactions.status, 'PENDING'),
      )}) or exists (select 1 from ${paymentTransactions} where ${and(
        eq(paymentTransactions.storeId, owner.storeId),
        eq(paymentTransactions.customerId, owner.customerId),
        eq(paymentTransactions.purpose, 'WALLET_RECHARGE'),
        eq(paymentTransactions.status, 'PROGRESS'),
      )})`,
    })
    .from(wallets)
    .where(and(eq(wallets.storeId, owner.storeId), eq(wallets.customerId, owner.customerId)))
    .limit(1);
  if (!row) return null;
  if (row.openOrder) return 'OPEN_ORDER';
  if (row.activeSubscription) return 'ACTIVE_SUBSCRIPTION';
  if (row.walletBalance) return 'WALLET_BALANCE';
  if (row.pendingRecharge) return 'PENDING_RECHARGE';
  return null;
}

/**
 * The login phone of an erased customer: never a 10-digit number, so no OTP can prove it, and unique, so the
 * real phone is free to sign up again as a new customer (the unique key is store + login phone).
 */
export const erasedLoginMobile = (customerId: string) => `erased:${customerId}`;

/**
 * Erases what the account holds about the person, inside the caller's transaction (decision 029). Kept: the
 * customer row itself, empty (orders, payments and the wallet ledger name it), its orders with their items,
 * and on DELIVERED orders the name and address their tax invoice shows; every order loses the phone and e-mail.
 */
export async function eraseAccount(tx: Db, owner: AccountOwner): Promise<void> {
  const { storeId, customerId } = owner;
  const [customer] = await tx
    .update(customers)
    .set({
      loginMobile: erasedLoginMobile(customerId),
      mobile: '',
      name: null,
      email: null,
      gender: null,
      dpUrl: null,
      updatedAt: databaseNow,
    })
    .where(ownCustomer(owner))
    .returning({ loginMobile: customers.loginMobile });
  if (!customer) throw new Error('the customer to erase is gone');
  await tx
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.storeId, storeId), eq(customerAddresses.customerId, customerId)));
  // Checkouts hold address copies; a placed order keeps its own (orders.checkout_id is set null).
  await tx.delete(checkouts).where(and(eq(checkouts.storeId, storeId), eq(checkouts.customerId, customerId)));
  // The cart's items go with the cart (cascade); an erased customer never shops again.
  await tx.delete(carts).where(and(eq(carts.storeId, storeId), eq(carts.customerId, customerId)));
  // None is active (a blocker), but each holds an address copy; their delivery records go with them, the
  // orders they made stay.
  await tx
    .delete(subscriptions)
    .where(and(eq(subscriptions.storeId, storeId), eq(subscriptions.customerId, customerId)));
  await tx
    .delete(subscriptionPauses)
    .where(and(eq(subscriptionPauses.storeId, storeId), eq(subscriptionPauses.customerId, customerId)));
  await tx
    .delete(subscriptionWalletNotices)
    .where(and(eq(subscriptionWalletNotices.storeId, storeId), eq(subscriptionWalletNotices.customerId, customerId)));
  // Their reviews are their words under their name; deleting them takes their ratings out of the products'
  // averages (the reviews' trigger). Their "Notify me" requests go too, sent ones included.
  await tx
    .delete(productReviews)
    .where(and(eq(productReviews.storeId, storeId), eq(productReviews.customerId, customerId)));
  await tx.delete(stockAlerts).where(and(eq(stockAlerts.storeId, storeId), eq(stockAlerts.customerId, customerId)));
  await keepInvoiceAddressOnly(tx, owner);
}

/**
 * An order's address copy after erasure. A DELIVERED order's tax invoice names its recipient and the place of
 * supply (CGST rule 46), so its name and address stay; its phone and e-mail go. An order that was never
 * delivered has no invoice: only the state, pin and country stay (where it would have gone), nothing that
 * names or finds a person.
 */
async function keepInvoiceAddressOnly(tx: Db, owner: AccountOwner): Promise<void> {
  const ownOrders = and(eq(orders.storeId, owner.storeId), eq(orders.customerId, owner.customerId));
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`${orders.shippingAddress} || jsonb_build_object('mobile', '', 'email', null)`,
      updatedAt: databaseNow,
    })
    .where(and(ownOrders, eq(orders.orderState, 'DELIVERED')));
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`${orders.shippingAddress} || jsonb_build_object('name', '', 'mobile', '', 'email', null, 'address', '', 'landmark', null, 'city', '')`,
      updatedAt: databaseNow,
    })
    .where(and(ownOrders, ne(orders.orderState, 'DELIVERED')));
}

/** The phone's code in this store goes too: it names the number, and the account it proved is gone. */
export async function deleteOtpCodeOf(tx: Db, storeId: string, loginMobile: string): Promise<void> {
  await tx.delete(otpCodes).where(and(eq(otpCodes.storeId, storeId), eq(otpCodes.mobile, loginMobile)));
}
