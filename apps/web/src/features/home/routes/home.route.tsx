import '#src/features/home/components/home.css';
import { BannerCarousel } from '#src/features/home/components/banner-carousel.tsx';
import { BuyAgainRow } from '#src/features/buy-again/index.ts';
import { FeatureStrip } from '#src/features/home/components/feature-strip.tsx';
import { HomeCategories } from '#src/features/home/components/home-categories.tsx';
import { HomeFaqs } from '#src/features/home/components/home-faqs.tsx';
import { PopularProducts } from '#src/features/home/components/popular-products.tsx';
import { StorePromise } from '#src/features/home/components/store-promise.tsx';
import { TestimonialsCarousel } from '#src/features/home/components/testimonials-carousel.tsx';
import { useStore } from '#src/lib/store-context.tsx';

/**
 * Home (spec §2), in order: banners, feature strip, categories, a signed-in shopper's "Buy again" (issue 40),
 * popular products, FAQs, testimonials, promise.
 */
export default function HomeRoute() {
  const { lookup } = useStore();
  return (
    <>
      {/* The page's one top heading, for screen readers and search engines: the logo in the top bar already
          shows the store's name to the eye. */}
      <h1 className="visually-hidden">{lookup.store.name}</h1>
      <BannerCarousel />
      <FeatureStrip />
      <HomeCategories />
      {/* A returning shopper's own most-ordered products: after the categories, before everyone's favourites. */}
      <BuyAgainRow />
      <PopularProducts />
      <HomeFaqs />
      <TestimonialsCarousel />
      <StorePromise />
    </>
  );
}
