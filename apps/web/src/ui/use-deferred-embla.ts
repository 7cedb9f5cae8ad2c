import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * Embla on a viewport, loaded after the first paint: the slides render (and the first banner, the page's
 * largest image, paints) without waiting for the carousel code, which arrives in its own chunk and then
 * takes over the track. A carousel further down the page starts only as it comes near the screen: its code,
 * its measuring and its repaint are not spent while a cheap phone is still loading the page. Answers the
 * viewport's ref callback and the carousel once it is running. Options are read once, on the first render
 * (ours are constants); Embla re-measures on resize and slide changes by itself.
 */
/** How near the screen a carousel starts: half a screen's height before it scrolls into view. */
const NEAR_SCREEN = '50% 0px';

export function useDeferredEmbla(
  options: EmblaOptionsType,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [initialOptions] = useState(options);

  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let detached = false;
    const start = () =>
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (detached) return;
        carousel = EmblaCarousel(viewport, initialOptions);
        setEmbla(carousel);
      });
    const nearScreen =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              nearScreen?.disconnect();
              start();
            },
            { rootMargin: NEAR_SCREEN },
          );
    if (nearScreen) nearScreen.observe(viewport);
    else start();
    return () => {
      detached = true;
      nearScreen?.disconnect();
      carousel?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, initialOptions]);

  return [setViewport, embla];
}
