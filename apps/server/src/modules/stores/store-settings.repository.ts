import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@haat/contract/i18n/locales';
import type { StoreSeller } from '@haat/contract/stores/seller.schemas';
import type { PaymentProvider } from '@haat/contract/stores/stores.schemas';
import type { Db } from '#src/db/connect.ts';
import { selectPreparedRows, writtenOnce } from '#src/db/select-rows.ts';
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

type SettingsRow = Omit<StoreCommerceSettings, 'codLimits' | 'shippingRule'> & {
  codOpenOrders: number;
  codOpenUnits: number;
  shippingTime: string | null;
  chargePaise: number | null;
  freeAbovePaise: number | null;
};

/**
 * One statement, written once and prepared (every cart, checkout and order step reads it): the store, its
 * org's name and, when shipping is enabled, its first shipping rule.
 */
const settingsStatement = writtenOnce(
  sql`select s.id as "storeId", s.org_id as "orgId", o.name as "orgName", s.name as "storeName",
      s.location_name as "locationName", s.support_email as "supportEmail",
      s.call_support_number as "callSupportNumber", s.seller, s.online_payment_enabled as "onlinePaymentEnabled",
      s.active_payment_method as "activePaymentMethod", s.cod_enabled as "codEnabled",
      s.wallet_enabled as "walletEnabled", s.cod_max_open_orders as "codOpenOrders",
      s.cod_max_open_units as "codOpenUnits", s.subscription_cutoff as "subscriptionCutoff",
      s.default_language as "defaultLanguage", r.shipping_time as "shippingTime", r.charge_paise as "chargePaise",
      r.free_above_paise as "freeAbovePaise"
    from ${stores} s join ${orgs} o on o.id = s.org_id
    left join lateral (
      select c.shipping_time, c.charge_paise, c.free_above_paise from ${shippingConfigs} c
      where c.store_id = s.id and s.shipping_enabled order by c.position, c.id limit 1
    ) r on true
    where s.id = ${sql.placeholder('storeId')}`,
);

export async function findStoreCommerceSettings(db: Db, storeId: string): Promise<StoreCommerceSettings | null> {
  const [row] = await selectPreparedRows<SettingsRow>(db, settingsStatement, { storeId });
  if (!row) return null;
  const { codOpenOrders, codOpenUnits, shippingTime, chargePaise, freeAbovePaise, ...settings } = row;
  const shippingRule = shippingTime === null ? null : { shippingTime, chargePaise: chargePaise!, freeAbovePaise };
  return { ...settings, codLimits: { openOrders: codOpenOrders, openUnits: codOpenUnits }, shippingRule };
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
