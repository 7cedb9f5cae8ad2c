import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#src/db/connect.ts';
import { announcementBars, banners, deliverySlots, faqs, testimonials } from '#src/db/schema/index.ts';

export async function listBanners(db: Db, storeId: string, filter: { isActive?: boolean | undefined } = {}) {
  const byStore = eq(banners.storeId, storeId);
  return db
    .select({
      id: banners.id,
      bannerPath: banners.bannerPath,
      isActive: banners.isActive,
      alt: banners.alt,
      link: banners.link,
    })
    .from(banners)
    .where(filter.isActive === undefined ? byStore : and(byStore, eq(banners.isActive, filter.isActive)))
    .orderBy(asc(banners.position));
}

export async function listAnnouncementBars(db: Db, storeId: string) {
  return db
    .select({
      id: announcementBars.id,
      message: announcementBars.message,
      backgroundColor: announcementBars.backgroundColor,
      color: announcementBars.color,
      enabled: announcementBars.enabled,
    })
    .from(announcementBars)
    .where(eq(announcementBars.storeId, storeId))
    .orderBy(asc(announcementBars.position));
}

export async function listTestimonials(db: Db, storeId: string) {
  return db
    .select({
      id: testimonials.id,
      customerName: testimonials.customerName,
      message: testimonials.message,
      city: testimonials.city,
      imagePath: testimonials.imagePath,
      rating: testimonials.rating,
      enabled: testimonials.enabled,
    })
    .from(testimonials)
    .where(eq(testimonials.storeId, storeId))
    .orderBy(asc(testimonials.position));
}

export async function listFaqs(db: Db, storeId: string) {
  return db
    .select({ q: faqs.question, a: faqs.answer })
    .from(faqs)
    .where(eq(faqs.storeId, storeId))
    .orderBy(asc(faqs.position));
}

export async function listDeliverySlots(db: Db, storeId: string) {
  return db
    .select({ id: deliverySlots.id, startTime: deliverySlots.startTime, endTime: deliverySlots.endTime })
    .from(deliverySlots)
    .where(eq(deliverySlots.storeId, storeId))
    .orderBy(asc(deliverySlots.position));
}
