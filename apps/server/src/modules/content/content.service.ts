import {
  addressTypes,
  daysOfWeek,
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
import type { Db } from '#src/db/connect.ts';
import {
  listAnnouncementBars,
  listBanners,
  listDeliverySlots,
  listFaqs,
  listTestimonials,
} from './content.repository.ts';

// Every function takes a store id the caller has already resolved (and checked against the request's scope).

export function getBanners(db: Db, storeId: string, isActive?: boolean): Promise<Banner[]> {
  return listBanners(db, storeId, { isActive });
}

/** All bars in order, enabled or not: the storefront shows the first one when it is enabled. */
export function getAnnouncementBars(db: Db, storeId: string): Promise<AnnouncementBar[]> {
  return listAnnouncementBars(db, storeId);
}

/** All testimonials in order; the storefront shows the carousel when at least one is enabled. */
export function getTestimonials(db: Db, storeId: string): Promise<Testimonial[]> {
  return listTestimonials(db, storeId);
}

export async function getFaqs(db: Db, storeId: string): Promise<FaqsResponse> {
  return { faqs: await listFaqs(db, storeId) };
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
