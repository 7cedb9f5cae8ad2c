import { asc, eq } from 'drizzle-orm';
import type { Locale } from '@haat/contract/i18n/locales';
import type { StoreSeller } from '@haat/contract/stores/seller.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { orgs, shippingConfigs, stores } from '#src/db/schema/index.ts';
import type { ShippingRule } from '#src/modules/pricing/index.ts';

/** What checkout and orders read of a store: payment settings, shipping and the invoice's seller lines. */
export interface StoreCommerceSettings {
  storeId: string;
  orgId: string;
  orgName: string;
  storeName: string;
  locationName: string;
  supportEmail: string | null;
  callSupportNumber: string | null;
  /** Who sells, as the invoice prints it; null for a store that has not said (decision 030). */
  seller: StoreSeller | null;
  onlinePaymentEnabled: boolean;
  activePaymentMethod: PaymentProvider | null;
  codEnabled: boolean;
  walletEnabled: boolean;
  /** Cash-on-delivery orders (and units) one shopper may have not yet delivered or cancelled. */
  codLimits: { openOrders: number; openUnits: number };
  /** Subscription changes for a date close the day before at this time (`HH:MM`, India). */
  subscriptionCutoff: string;
  /** The language of what the store says without a shopper's request (a job's SMS). */
  defaultLanguage: Locale;
  /** The first shipping rule when shipping is enabled and a rule exists; null otherwise. */
  shippingRule: ShippingRule | null;
}

export async function findStoreCommerceSettings(db: Db, storeId: string): Promise<StoreCommerceSettings | null> {
  const [store] = await db
    .select({
      storeId: stores.id,
      orgId: stores.orgId,
      orgName: orgs.name,
      storeName: stores.name,
      locationName: stores.locationName,
      supportEmail: stores.supportEmail,
      callSupportNumber: stores.callSupportNumber,
      seller: stores.seller,
      onlinePaymentEnabled: stores.onlinePaymentEnabled,
      activePaymentMethod: stores.activePaymentMethod,
      codEnabled: stores.codEnabled,
      walletEnabled: stores.walletEnabled,
      codLimits: { openOrders: stores.codMaxOpenOrders, openUnits: stores.codMaxOpenUnits },
      subscriptionCutoff: stores.subscriptionCutoff,
      defaultLanguage: stores.defaultLanguage,
      shippingEnabled: stores.shippingEnabled,
    })
    .from(stores)
    .innerJoin(orgs, eq(orgs.id, stores.orgId))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) return null;
  const [rule] = store.shippingEnabled
    ? await db
        .select({
          shippingTime: shippingConfigs.shippingTime,
          chargePaise: shippingConfigs.chargePaise,
          freeAbovePaise: shippingConfigs.freeAbovePaise,
        })
        .from(shippingConfigs)
        .where(eq(shippingConfigs.storeId, storeId))
        .orderBy(asc(shippingConfigs.position), asc(shippingConfigs.id))
        .limit(1)
    : [];
  const { shippingEnabled: _shippingEnabled, ...settings } = store;
  return { ...settings, shippingRule: rule ?? null };
}

/** The habits a store offers (issue 40), as its import document turned them on; null for no such store. */
export async function findStoreHabits(
  db: Db,
  storeId: string,
): Promise<{ buyAgain: boolean; notifyMe: boolean } | null> {
  const [row] = await db
    .select({ buyAgain: stores.buyAgain, notifyMe: stores.notifyMe })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}
