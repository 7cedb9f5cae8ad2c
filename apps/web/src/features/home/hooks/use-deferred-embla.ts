import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';

/**
 * Embla on a viewport, loaded after the first paint: the slides render (and the first banner, the page's
 * largest image, paints) without waiting for the carousel code, which arrives in its own chunk and then
 * takes over the track. Answers the viewport's ref callback and the carousel once it is running. Options
 * are read once, on the first render (ours are constants); Embla re-measures on resize and slide changes by
 * itself.
 */
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
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (detached) return;
      carousel = EmblaCarousel(viewport, initialOptions);
      setEmbla(carousel);
    });
    return () => {
      detached = true;
      carousel?.destroy();
      setEmbla(undefined);
    };
  }, [viewport, initialOptions]);

  return [setViewport, embla];
}
