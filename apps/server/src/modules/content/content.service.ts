import {
  genders,
  orderStates,
  taxTypes,
  weightUnits,
  type AnnouncementBar,
  type Banner,
  type DeliverySlot,
  type EnumValues,
  type FaqsResponse,
  type Testimonial,
} from '@haat/contract/content/content.schemas';
import { addressTypes, daysOfWeek } from '@haat/contract/content/content.values';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import {
  listAnnouncementBars,
  listBanners,
  listDeliverySlots,
  listFaqs,
  listTestimonials,
} from './content.repository.ts';

// Every function takes a store id the caller has already resolved (and checked against the request's scope),
// and the language of the store's texts (decision 026).

export function getBanners(db: Db, storeId: string, locale: Locale, isActive?: boolean): Promise<Banner[]> {
  return listBanners(db, storeId, locale, { isActive });
}

/** All bars in order, enabled or not: the storefront shows the first one when it is enabled. */
export function getAnnouncementBars(db: Db, storeId: string, locale: Locale): Promise<AnnouncementBar[]> {
  return listAnnouncementBars(db, storeId, locale);
}

/** All testimonials in order; the storefront shows the carousel when at least one is enabled. */
export function getTestimonials(db: Db, storeId: string, locale: Locale): Promise<Testimonial[]> {
  return listTestimonials(db, storeId, locale);
}

export async function getFaqs(db: Db, storeId: string, locale: Locale): Promise<FaqsResponse> {
  return { faqs: await listFaqs(db, storeId, locale) };
}

export function getDeliverySlots(db: Db, storeId: string): Promise<DeliverySlot[]> {
  return listDeliverySlots(db, storeId);
}

/** The enum set the storefront caches; straight from the contract, so it cannot drift from it. */
export function getEnumValues(): EnumValues {
  return {
    ProductWeightUnit: [...weightUnits],
    OrderState: [...orderStates],
    Gender: [...genders],
    AddressType: [...addressTypes],
    DayOfWeek: [...daysOfWeek],
    TaxType: [...taxTypes],
  };
}
