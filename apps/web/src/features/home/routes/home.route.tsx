import '#src/features/home/components/home.css';
import { BannerCarousel } from '#src/features/home/components/banner-carousel.tsx';
import { FeatureStrip } from '#src/features/home/components/feature-strip.tsx';
import { HomeCategories } from '#src/features/home/components/home-categories.tsx';
import { HomeFaqs } from '#src/features/home/components/home-faqs.tsx';
import { PopularProducts } from '#src/features/home/components/popular-products.tsx';
import { StorePromise } from '#src/features/home/components/store-promise.tsx';
import { TestimonialsCarousel } from '#src/features/home/components/testimonials-carousel.tsx';

/** Home (spec §2), in order: banners, feature strip, categories, popular products, FAQs, testimonials, promise. */
export default function HomeRoute() {
  return (
    <>
      <BannerCarousel />
      <FeatureStrip />
      <HomeCategories />
      <PopularProducts />
      <HomeFaqs />
      <TestimonialsCarousel />
      <StorePromise />
    </>
  );
}
