import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BANNER_AUTOPLAY_MS } from '@haat/contract/constants';
import { useT } from '#src/lib/i18n.tsx';
import { useStore } from '#src/lib/store-context.tsx';
import { useStoreBanners } from '#src/features/store/index.ts';
import { useDeferredEmbla } from '#src/ui/use-deferred-embla.ts';

/** The home top section: the active banners, one after another every 2 s (spec §2); the first is the LCP image. */
export function BannerCarousel() {
  const t = useT();
  const { lookup } = useStore();
  const { data } = useStoreBanners();
  const banners = (data ?? []).filter((banner) => banner.isActive);
  const [viewportRef, embla] = useDeferredEmbla({ loop: true });
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('reInit', onSelect);
  }, [embla]);

  useEffect(() => {
    if (!embla || paused || banners.length < 2) return;
    const timer = window.setInterval(() => embla.scrollNext(), BANNER_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [embla, paused, banners.length]);

  return (
    <section
      className="hero container"
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.offers')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="hero__frame">
        {banners.length > 0 ? (
          // Embla's viewport exists only with slides in it: it reads its track when the ref attaches.
          <div className="hero__viewport" ref={viewportRef}>
            <div className="hero__track">
              {banners.map((banner, index) => (
                <div
                  className="hero__slide"
                  key={banner.id}
                  role="group"
                  aria-roledescription={t('home.slideRole')}
                  aria-label={t('home.slide', { index: index + 1, count: banners.length })}
                >
                  <BannerLink link={banner.link}>
                    <img
                      className="hero__image"
                      src={banner.bannerPath}
                      alt={banner.alt ?? t('home.offersAt', { store: lookup.store.name })}
                      width="1200"
                      height="400"
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'low'}
                    />
                  </BannerLink>
                </div>
              ))}
            </div>
          </div>
        ) : data ? (
          <div className="hero__fallback">
            <p className="hero__title">{t('home.welcome', { store: lookup.store.name })}</p>
            <p>{t('home.welcomeText')}</p>
          </div>
        ) : null}
      </div>
      {/* The row keeps its height before the banners arrive, so the sections below do not move. */}
      <div className="hero__dots">
        {banners.length > 1
          ? banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="hero__dot"
                aria-label={t('home.showOffer', { index: index + 1 })}
                aria-current={index === selected}
                onClick={() => embla?.scrollTo(index)}
              />
            ))
          : null}
      </div>
    </section>
  );
}

/**
 * The whole banner is the link to its target (a path of this store, or an https URL elsewhere); its image's
 * alt text names it. A banner without a target is a picture.
 */
function BannerLink({ link, children }: { link: string | null; children: ReactNode }) {
  if (!link) return children;
  if (link.startsWith('/')) {
    return (
      <Link className="hero__link" to={link}>
        {children}
      </Link>
    );
  }
  return (
    <a className="hero__link" href={link} rel="noopener noreferrer">
      {children}
    </a>
  );
}
