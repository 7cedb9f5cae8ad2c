import { describe, expect, it } from 'vitest';
import { translate } from '@haat/contract/i18n/translate';
import { ratingLabel, starParts, testimonialSlidesPerView } from '#src/features/home/lib/carousel.ts';

describe('testimonialSlidesPerView', () => {
  it('shows 2 slides on wide screens', () => {
    expect(testimonialSlidesPerView(1280, 3)).toBe(2);
    expect(testimonialSlidesPerView(900, 3)).toBe(2);
  });

  it('shows 1 below 868 px', () => {
    expect(testimonialSlidesPerView(867, 5)).toBe(1);
    expect(testimonialSlidesPerView(375, 1)).toBe(1);
  });

  it('shows 1 below 1024 px when there is only one testimonial', () => {
    expect(testimonialSlidesPerView(1023, 1)).toBe(1);
    expect(testimonialSlidesPerView(1024, 1)).toBe(2);
    expect(testimonialSlidesPerView(1023, 2)).toBe(2);
  });
});

describe('star rounding', () => {
  it.each([
    [5, { full: 5, half: false, empty: 0 }],
    [4.5, { full: 4, half: true, empty: 0 }],
    [4.3, { full: 4, half: true, empty: 0 }],
    [4.2, { full: 4, half: false, empty: 1 }],
    [0, { full: 0, half: false, empty: 5 }],
    [7, { full: 5, half: false, empty: 0 }],
    [-1, { full: 0, half: false, empty: 5 }],
  ])('%d → %o', (rating, parts) => {
    expect(starParts(rating)).toEqual(parts);
  });

  it('reads out the rating as drawn', () => {
    expect(translate('en', ratingLabel(4.5))).toBe('Rated 4.5 out of 5');
    expect(translate('en', ratingLabel(3.6))).toBe('Rated 3.5 out of 5');
    expect(translate('en', ratingLabel(5))).toBe('Rated 5 out of 5');
  });
});
