import { fromPaise } from '@haat/contract/format';
import {
  deliveryTimeLabelSchema,
  paymentProviderSchema,
  type ManualShippingConfig,
  type OrgLookupQuery,
  type OrgLookupResponse,
  type PaymentConfig,
  type Policies,
  type ShippingConfig,
  type Store,
  type SupportAndSocial,
  type WebStoreConfig,
} from '@haat/contract/stores/stores.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { translatedText } from '#src/db/translated.ts';
import { storeNotFound } from '#src/result.ts';
import { sanitizeRichText } from './rich-text.ts';
import {
  findStoreByDomain,
  findStoreByFriendlyId,
  findStoreById,
  listShippingConfigs,
  listStoreDomains,
  type StoreRecord,
} from './stores.repository.ts';

export type { StoreRecord };

/** The store a public read is about; the store-scope guard has already answered 404 for one that does not exist. */
export async function storeRecord(db: Db, storeId: string): Promise<StoreRecord> {
  const store = await findStoreById(db, storeId);
  if (!store) throw storeNotFound();
  return store;
}

/** Host names compare without case, port or trailing dot. */
export function normaliseDomain(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export async function lookupStore(db: Db, query: OrgLookupQuery): Promise<StoreRecord | null> {
  if (query.isDomain) return findStoreByDomain(db, normaliseDomain(query.identifier));
  return findStoreByFriendlyId(db, query.identifier.toLowerCase());
}

export function toOrgLookup(store: StoreRecord): OrgLookupResponse {
  return {
    orgId: store.orgId,
    name: store.orgName,
    logoPath: store.orgLogoPath,
    store: { id: store.id, friendlyId: store.friendlyId, name: store.name, logoPath: store.logoPath },
    location: { id: store.locationId, name: store.locationName },
  };
}

export async function getStoreDetails(db: Db, store: StoreRecord): Promise<Store> {
  return {
    id: store.id,
    orgId: store.orgId,
    friendlyId: store.friendlyId,
    name: store.name,
    logoPath: store.logoPath,
    favicon: store.favicon,
    domains: await listStoreDomains(db, store.id),
    location: { id: store.locationId, name: store.locationName },
  };
}

/** The payment settings as the contract shapes them; checkout and orders read the same four columns. */
export function toPaymentConfig(
  store: Pick<StoreRecord, 'onlinePaymentEnabled' | 'activePaymentMethod' | 'codEnabled' | 'walletEnabled'>,
): PaymentConfig {
  const provider = paymentProviderSchema.safeParse(store.activePaymentMethod);
  return {
    onlinePayment: {
      enabled: store.onlinePaymentEnabled,
      activePaymentMethod: provider.success ? provider.data : null,
    },
    cashOnDelivery: { enabled: store.codEnabled },
    bmsWallet: { enabled: store.walletEnabled },
  };
}

export function toSupportAndSocial(store: StoreRecord): SupportAndSocial {
  return {
    facebookUrl: store.facebookUrl,
    xurl: store.xUrl,
    linkedInUrl: store.linkedInUrl,
    instagramUrl: store.instagramUrl,
    callSupportNumber: store.callSupportNumber,
    supportEmail: store.supportEmail,
  };
}

/** The store's policies in `locale` (each its translation, else as written), made safe to render. */
export function toPolicies(store: StoreRecord, locale: Locale): Policies {
  const policy = (name: keyof Policies) =>
    sanitizeRichText(translatedText(locale, store.policyTranslations, name, store[name]));
  return {
    privacyPolicy: policy('privacyPolicy'),
    refundPolicy: policy('refundPolicy'),
    shippingPolicy: policy('shippingPolicy'),
    termsConditions: policy('termsConditions'),
  };
}

export async function getShippingConfig(db: Db, store: StoreRecord): Promise<ShippingConfig> {
  const rows = await listShippingConfigs(db, store.id);
  const manualShippingConfigs: ManualShippingConfig[] = [];
  for (const row of rows) {
    const shippingTime = deliveryTimeLabelSchema.safeParse(row.shippingTime);
    if (!shippingTime.success) continue; // a label the storefront cannot show is left out, not a 500
    manualShippingConfigs.push({
      shippingTime: shippingTime.data,
      charge: fromPaise(row.chargePaise),
      freeAbove: row.freeAbovePaise == null ? null : fromPaise(row.freeAbovePaise),
    });
  }
  return { shippingEnabled: store.shippingEnabled, manualShippingConfigs };
}

export function toWebStoreConfig(store: StoreRecord): WebStoreConfig {
  return {
    ...toSupportAndSocial(store),
    id: store.id,
    favicon: store.favicon,
    logoPath: store.logoPath,
    storeWebTheme: {
      primaryColor: store.primaryColor,
      secondaryColor: store.secondaryColor,
      neutralColor: store.neutralColor,
      gridHomePage: store.gridHomePage,
      gridCatalogPage: store.gridCatalogPage,
    },
    languages: { offered: store.languagesOffered, default: store.defaultLanguage },
    seller: store.seller,
    habits: { buyAgain: store.buyAgain, notifyMe: store.notifyMe },
  };
}
