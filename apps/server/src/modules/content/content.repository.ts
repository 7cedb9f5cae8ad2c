import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@haat/contract/i18n/locales';
import type { Db } from '#src/db/connect.ts';
import { announcementBars, banners, deliverySlots, faqs, testimonials } from '#src/db/schema/index.ts';
import { translatedColumn } from '#src/db/translated.ts';

// The store's texts are read in the page's language: its translation, else as the store wrote it.

export async function listBanners(
  db: Db,
  storeId: string,
  locale: Locale,
  filter: { isActive?: boolean | undefined } = {},
) {
  const byStore = eq(banners.storeId, storeId);
  return db
    .select({
      id: banners.id,
      // A banner's art carries words: a page in another language shows the art drawn in it, where there is one.
      bannerPath: translatedColumn(locale, banners.translations, 'bannerPath', banners.bannerPath),
      isActive: banners.isActive,
      alt: translatedColumn<string | null>(locale, banners.translations, 'alt', banners.alt),
      link: banners.link,
    })
    .from(banners)
    .where(filter.isActive === undefined ? byStore : and(byStore, eq(banners.isActive, filter.isActive)))
    .orderBy(asc(banners.position));
}

export async function listAnnouncementBars(db: Db, storeId: string, locale: Locale) {
  const bars = announcementBars;
  return db
    .select({
      id: announcementBars.id,
      message: translatedColumn(locale, bars.translations, 'message', bars.message),
      backgroundColor: announcementBars.backgroundColor,
      color: announcementBars.color,
      enabled: announcementBars.enabled,
    })
    .from(announcementBars)
    .where(eq(announcementBars.storeId, storeId))
    .orderBy(asc(announcementBars.position));
}

export async function listTestimonials(db: Db, storeId: string, locale: Locale) {
  const texts = testimonials.translations;
  return db
    .select({
      id: testimonials.id,
      customerName: testimonials.customerName,
      message: translatedColumn(locale, texts, 'message', testimonials.message),
      city: translatedColumn<string | null>(locale, texts, 'city', testimonials.city),
      imagePath: testimonials.imagePath,
      rating: testimonials.rating,
      enabled: testimonials.enabled,
    })
    .from(testimonials)
    .where(eq(testimonials.storeId, storeId))
    .orderBy(asc(testimonials.position));
}

export async function listFaqs(db: Db, storeId: string, locale: Locale) {
  return db
    .select({
      q: translatedColumn(locale, faqs.translations, 'q', faqs.question),
      a: translatedColumn(locale, faqs.translations, 'a', faqs.answer),
    })
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
