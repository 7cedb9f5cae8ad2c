import { useState } from 'react';
import { useT } from '#src/lib/i18n.tsx';

/** The product's images, large, with a row of thumbnails to pick from (spec §2). */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  return (
    <div className="gallery">
      <div className="gallery__main">
        {current ? <img src={current} alt={name} width="600" height="600" fetchPriority="high" /> : null}
      </div>
      {images.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={t('product.images')}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className="gallery__thumb"
                aria-label={t('product.showImage', { index: index + 1, count: images.length })}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
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
