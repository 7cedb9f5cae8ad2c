import { useId } from 'react';
import { useT } from '#src/lib/i18n.tsx';
import { ratingLabel, starParts } from '#src/features/home/lib/carousel.ts';

const STAR = 'm12 2 2.9 6.2 6.6.7-5 4.5 1.4 6.6L12 16.6 6.1 20l1.4-6.6-5-4.5 6.6-.7L12 2Z';

/** Five stars to the nearest half, read out as 'Rated 4.5 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  const t = useT();
  const label = ratingLabel(rating);
  const { full, half, empty } = starParts(rating);
  const gradient = useId();
  const stars = [
    ...Array.from({ length: full }, () => 'full'),
    ...(half ? ['half'] : []),
    ...Array.from({ length: empty }, () => 'empty'),
  ];
  return (
    <span className="stars" role="img" aria-label={t(label.id, label.values)}>
      {stars.map((kind, index) => (
        <svg key={index} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
          {kind === 'half' ? (
            <defs>
              <linearGradient id={gradient}>
                <stop offset="50%" stopColor="currentColor" />
                <stop offset="50%" stopColor="transparent" />
              </linearGradient>
            </defs>
          ) : null}
          <path
            d={STAR}
            fill={kind === 'full' ? 'currentColor' : kind === 'half' ? `url(#${gradient})` : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  );
}
