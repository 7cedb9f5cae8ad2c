import { PERSONAL_DATA_FORMAT, type PersonalData } from '@haat/contract/customers/personal-data.schemas';
import { personalDataFileName } from '@haat/contract/customers/personal-data.values';
import type { Locale } from '@haat/contract/i18n/locales';
import { indiaToday } from '@haat/contract/subscriptions/subscription-rules';
import type { Db } from '#src/db/connect.ts';
import { listOwnAddresses } from '#src/modules/addresses/index.ts';
import { getOwnProfile } from '#src/modules/customers/index.ts';
import { listOwnOrders } from '#src/modules/orders/index.ts';
import { listOwnReviews } from '#src/modules/reviews/index.ts';
import { listStockAlertRecords } from '#src/modules/stock-alerts/index.ts';
import { listOwnSubscriptions } from '#src/modules/subscriptions/index.ts';
import { getOwnWallet, listOwnWalletTransactions } from '#src/modules/wallets/index.ts';
import type { CustomerPrincipal } from '#src/plugins/auth.ts';
import { fail, ok, type Result } from '#src/result.ts';
import { findAccountFacts } from './personal-data.repository.ts';

/** The largest page each list's own API allows: the export reads every page of it. */
const PAGE = 100;

/** Reads every page of a paged list through `readPage` (1-based), which answers one page and how many there are. */
async function allPages<T>(readPage: (page: number) => Promise<{ items: T[]; totalPages: number }>): Promise<T[]> {
  const first = await readPage(1);
  const items = [...first.items];
  for (let page = 2; page <= first.totalPages; page += 1) items.push(...(await readPage(page)).items);
  return items;
}

/** Unwraps a read of the caller's own data; each part was already found to be theirs, so a failure is a bug. */
function valueOf<T>(result: Result<T, string>): T {
  if (!result.ok) throw new Error(`personal data export: ${result.error.code}`);
  return result.value;
}

/**
 * Everything this store holds about the signed-in customer, each part read through the module that owns it
 * and in the shape its own API answers (decision 029), product names in `locale`. With the file's name.
 */
export async function exportOwnData(
  db: Db,
  principal: CustomerPrincipal,
  now: Date,
  locale: Locale,
): Promise<Result<{ data: PersonalData; fileName: string }, 'NOT_FOUND'>> {
  const facts = await findAccountFacts(db, principal);
  const profile = await getOwnProfile(db, principal);
  if (!facts || !profile.ok) return fail('NOT_FOUND', 'server.customerNotFound');
  const { shoppingProfileIdentity, ...ownProfile } = profile.value;
  const addresses = valueOf(await listOwnAddresses(db, principal));
  const orders = await allPages(async (page) => {
    const list = valueOf(await listOwnOrders(db, principal, { page, size: PAGE }, locale));
    return { items: list.orders, totalPages: list.totalPages };
  });
  const subscriptions = await allPages(async (page) => {
    const list = valueOf(await listOwnSubscriptions(db, principal, { page, size: PAGE }, locale));
    return { items: list.subscriptions, totalPages: list.totalPages };
  });
  const { walletId } = shoppingProfileIdentity;
  const wallet = valueOf(await getOwnWallet(db, principal, walletId));
  const transactions = await allPages(async (pageNumber) => {
    const list = valueOf(await listOwnWalletTransactions(db, principal, walletId, { pageNumber, pageSize: PAGE }));
    return { items: list.transactions, totalPages: list.totalPages };
  });
  const data: PersonalData = {
    format: PERSONAL_DATA_FORMAT,
    exportedAt: now.toISOString(),
    store: { id: principal.storeId, name: facts.storeName },
    profile: { ...ownProfile, loginMobile: facts.loginMobile, memberSince: facts.memberSince.toISOString() },
    addresses: addresses.addressList,
    defaultAddressIndex: addresses.defaultAddressIndex,
    orders,
    subscriptions,
    wallet: { ...wallet, transactions },
    reviews: await listOwnReviews(db, principal),
    stockAlerts: await listStockAlertRecords(db, principal),
  };
  return ok({ data, fileName: personalDataFileName(facts.friendlyId, indiaToday(now)) });
}
