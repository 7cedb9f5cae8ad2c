import { useEffect, useState } from 'react';
import type EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * Embla on a viewport, loaded after the first paint: the slides render (and the first banner, the page's
 * largest image, paints) without waiting for the carousel code, which arrives in its own chunk and then
 * takes over the track. A carousel further down the page starts only as it comes near the screen: its code,
 * its measuring and its repaint are not spent while a cheap phone is still loading the page. Answers the
 * viewport's ref callback and the carousel once it is running. Options are read once, on the first render
 * (ours are constants); Embla re-measures on resize and slide changes by itself. `whenReached` waits further,
 * for the shopper to reach for it: a gallery nobody swipes is never taken over.
 */
/** How near the screen a carousel starts: half a screen's height before it scrolls into view. */
const NEAR_SCREEN = '50% 0px';

/** What a shopper does as they reach for a carousel: a pointer (finger or mouse) comes over it, or focus does. */
const REACHING = ['pointerenter', 'focusin'] as const;

export function useDeferredEmbla(
  options: EmblaOptionsType,
  { whenReached = false }: { whenReached?: boolean } = {},
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const [initialOptions] = useState(options);
  const [reached] = useState(whenReached);

  useEffect(() => {
    if (!viewport) return;
    let carousel: EmblaCarouselType | undefined;
    let detached = false;
    const create = (makeCarousel: typeof EmblaCarousel) => {
      if (detached || carousel) return;
      carousel = makeCarousel(viewport, initialOptions);
      setEmbla(carousel);
    };
    const start = () =>
      void import('embla-carousel').then(({ default: makeCarousel }) => {
        if (!reached) return create(makeCarousel);
        // `whenReached`: the code is loaded, and the carousel made as the shopper reaches for it (a finger's
        // pointerenter comes just before its pointerdown, so the same touch already drags). Until then the
        // slides stay as the server wrote them.
        const onReach = () => {
          for (const type of REACHING) viewport.removeEventListener(type, onReach);
          create(makeCarousel);
        };
        for (const type of REACHING) viewport.addEventListener(type, onReach);
        if (viewport.matches(':hover, :focus-within')) onReach();
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
  }, [viewport, initialOptions, reached]);

  return [setViewport, embla];
}
