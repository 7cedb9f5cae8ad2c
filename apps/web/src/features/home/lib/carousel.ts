import { TESTIMONIAL_CAROUSEL } from '@haat/contract/constants';
import type { MessageId, MessageValues } from '#src/lib/i18n.tsx';

/** Testimonial slides in view (spec §9): 2; 1 below 868 px; 1 below 1024 px when there is only one. */
export function testimonialSlidesPerView(viewportWidth: number, testimonialCount: number): 1 | 2 {
  if (viewportWidth < TESTIMONIAL_CAROUSEL.singleSlideBelowPx) return 1;
  if (testimonialCount <= 1 && viewportWidth < TESTIMONIAL_CAROUSEL.singleSlideBelowPxWhenOne) return 1;
  return TESTIMONIAL_CAROUSEL.slidesPerView;
}

/**
 * Embla speaks "duration" (20–60, higher is slower), not milliseconds; 25 (Embla's default) settles a
 * slide in about half a second, the spec's 500 ms.
 */
export const TESTIMONIAL_EMBLA_DURATION = 25;

/** A rating 0–5 on the half-star scale the cards draw: full stars, a half star, empty stars. */
export function starParts(rating: number): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: 5 - full - (half ? 1 : 0) };
}

/** 'Rated 4.5 out of 5' for screen readers, with the rating as drawn (to the half star). */
export function ratingLabel(rating: number): { id: MessageId; values: MessageValues } {
  const { full, half } = starParts(rating);
  return { id: 'common.rated', values: { rating: full + (half ? 0.5 : 0) } };
}
