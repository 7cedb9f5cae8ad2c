import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '#src/lib/i18n.tsx';
import { useDeferredEmbla } from '#src/ui/use-deferred-embla.ts';

/**
 * The product's images (spec §2 "Image gallery with thumbnails"): one large image, which a finger swipes to
 * the next on a phone (Embla, loaded after the first paint and started as a finger or pointer comes over it),
 * and below it a row of thumbnails, each a button named by its place ("Show image 2 of 3"), pressed for the
 * image shown. Arrow keys move along the row. Each large image's alt text names the product in the page's
 * language, and its place when there are several.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  const several = images.length > 1;
  // Taken over only as a shopper reaches for it: until then the page is the one the server wrote.
  const [viewportRef, embla] = useDeferredEmbla({ loop: false }, { whenReached: true });
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  // The image chosen before the carousel arrived, which it starts on.
  const chosenEarly = useRef(0);

  useEffect(() => {
    if (!embla) return;
    embla.scrollTo(chosenEarly.current, true);
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  const show = (index: number) => {
    setSelected(index);
    chosenEarly.current = index;
    embla?.scrollTo(index);
  };

  const onThumbKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const to =
      step !== undefined
        ? (selected + step + images.length) % images.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? images.length - 1
            : undefined;
    if (to === undefined) return;
    event.preventDefault();
    show(to);
    thumbs.current[to]?.focus();
  };

  const altOf = (index: number) =>
    several ? t('product.imageOf', { name, index: index + 1, count: images.length }) : name;

  return (
    <div className="gallery">
      <div className="gallery__main" ref={several ? viewportRef : undefined}>
        <div
          className="gallery__track"
          // Before the carousel runs, a chosen thumbnail moves the track itself; then Embla moves it.
          style={embla || selected === 0 ? undefined : { transform: `translateX(-${selected * 100}%)` }}
        >
          {images.map((image, index) => (
            <div className="gallery__slide" key={image} aria-hidden={index === selected ? undefined : true}>
              <img
                src={image}
                alt={altOf(index)}
                width="600"
                height="600"
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'low'}
              />
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <ul className="gallery__thumbs" aria-label={t('product.images')} onKeyDown={onThumbKey}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                ref={(button) => void (thumbs.current[index] = button)}
                type="button"
                className="gallery__thumb"
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                onClick={() => show(index)}
              >
                <img src={image} alt="" width="72" height="72" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
