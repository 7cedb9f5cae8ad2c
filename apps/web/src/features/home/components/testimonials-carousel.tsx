import { useEffect, useState, type CSSProperties } from 'react';
import { TESTIMONIAL_CAROUSEL } from '@haat/contract/constants';
import { useBrowserValue } from '#src/lib/hydration.ts';
import { useT } from '#src/lib/i18n.tsx';
import { useTestimonials } from '#src/features/home/api/get-testimonials.ts';
import { TESTIMONIAL_EMBLA_DURATION, testimonialSlidesPerView } from '#src/features/home/lib/carousel.ts';
import { StarRating } from '#src/features/home/components/star-rating.tsx';
import { useDeferredEmbla } from '#src/ui/use-deferred-embla.ts';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The server knows no window: it renders for a phone, where most shoppers are. */
const phoneWidth = () => 0;

/** What shoppers say: shown only when the store has an enabled testimonial (spec §2, §9). */
export function TestimonialsCarousel() {
  const t = useT();
  const { data } = useTestimonials();
  const testimonials = (data ?? []).filter((item) => item.enabled);
  const width = useBrowserValue(subscribeToResize, () => window.innerWidth, phoneWidth);
  const perView = testimonialSlidesPerView(width, testimonials.length);
  const [viewportRef, embla] = useDeferredEmbla({
    loop: TESTIMONIAL_CAROUSEL.loop,
    align: 'start',
    duration: TESTIMONIAL_EMBLA_DURATION,
  });
  // Re-render when Embla moves so the arrows' disabled state follows it (Embla re-measures on resize itself).
  const [, setPosition] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const onMove = () => setPosition(embla.selectedScrollSnap());
    embla.on('select', onMove).on('reInit', onMove);
    return () => void embla.off('select', onMove).off('reInit', onMove);
  }, [embla]);
  const edges = { prev: embla?.canScrollPrev() ?? false, next: embla?.canScrollNext() ?? false };

  if (testimonials.length === 0) return null;
  return (
    <section
      className="home-section container"
      aria-labelledby="testimonials"
      aria-roledescription={t('home.carousel')}
    >
      <div className="home-section__header">
        <h2 id="testimonials">{t('home.testimonials')}</h2>
        <div className="carousel-arrows">
          <button
            type="button"
            className="icon-button"
            aria-label={t('home.previousTestimonial')}
            disabled={!edges.prev}
            onClick={() => embla?.scrollPrev()}
          >
            ‹
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('home.nextTestimonial')}
            disabled={!edges.next}
            onClick={() => embla?.scrollNext()}
          >
            ›
          </button>
        </div>
      </div>
      <div className="testimonials" ref={viewportRef}>
        <ul className="testimonials__track" style={{ '--per-view': perView } as CSSProperties}>
          {testimonials.map((item) => (
            <li key={item.id} className="testimonial" aria-roledescription={t('home.slideRole')}>
              <figure>
                <StarRating rating={item.rating} />
                <blockquote>{item.message}</blockquote>
                <figcaption>
                  {item.imagePath ? <img src={item.imagePath} alt="" width="48" height="48" loading="lazy" /> : null}
                  <span>
                    <strong>{item.customerName}</strong>
                    {item.city ? <span className="muted">{item.city}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
