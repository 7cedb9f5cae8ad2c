import { describe, expect, it } from 'vitest';
import {
  defaultSearchState,
  searchApiQuery,
  searchStateFromParams,
  type SearchState,
} from '@haat/contract/catalogue/search-state';
import {
  searchStateToParams,
  movePriceThumb,
  priceFilterScale,
  sortChoiceOf,
  sortChoices,
  sortFromChoice,
} from '#src/features/search/lib/search-state.ts';

const read = (query: string) => searchStateFromParams(new URLSearchParams(query));

describe('search state ⇄ URL', () => {
  it('reads a plain query with every filter at its default', () => {
    expect(read('query=%20paneer%20')).toEqual({ ...defaultSearchState, query: 'paneer' });
  });

  it('writes only what differs from the defaults', () => {
    expect(searchStateToParams({ ...defaultSearchState, query: 'atta 5' }).toString()).toBe('query=atta+5');
  });

  it('round-trips a full state', () => {
    const state: SearchState = {
      query: 'rice',
      isSubscribable: true,
      categoryIds: ['c1', 'c2'],
      minSellingPrice: 100,
      maxSellingPrice: 900,
      averageRating: 4,
      sortBy: 'sellingPrice',
      sortOrder: 'DESC',
    };
    expect(searchStateFromParams(searchStateToParams(state))).toEqual(state);
  });

  it('accepts categoryIds repeated or comma-separated, without duplicates', () => {
    expect(read('query=a&categoryIds=c1,c2&categoryIds=c2&categoryIds=c3').categoryIds).toEqual(['c1', 'c2', 'c3']);
  });

  it('falls back to defaults for values it does not know', () => {
    const state = read('query=a&sortBy=colour&sortOrder=UP&averageRating=7&isSubscribable=yes&minSellingPrice=x');
    expect(state).toEqual({ ...defaultSearchState, query: 'a' });
  });

  it('clamps prices to 0–50000 and resets a range narrower than the minimum gap', () => {
    expect(read('minSellingPrice=-5&maxSellingPrice=90000')).toMatchObject({
      minSellingPrice: 0,
      maxSellingPrice: 50000,
    });
    expect(read('minSellingPrice=600&maxSellingPrice=500')).toMatchObject({
      minSellingPrice: 0,
      maxSellingPrice: 50000,
    });
  });

  it('sends the API the state without its defaults, isSubscribable left out for all', () => {
    expect(searchApiQuery({ ...defaultSearchState, query: 'milk' })).toEqual({
      query: 'milk',
      isSubscribable: undefined,
      categoryIds: undefined,
      minSellingPrice: undefined,
      maxSellingPrice: undefined,
      averageRating: undefined,
      sortBy: undefined,
      sortOrder: 'ASC',
    });
    expect(
      searchApiQuery({ ...defaultSearchState, query: 'milk', categoryIds: ['a', 'b'], maxSellingPrice: 200 }),
    ).toMatchObject({
      categoryIds: 'a,b',
      maxSellingPrice: 200,
    });
  });
});

describe('price slider gap rule', () => {
  const full = { min: 0, max: 50000 };

  it('keeps the thumbs at least 100 apart', () => {
    expect(movePriceThumb({ min: 0, max: 500 }, 'min', 450)).toEqual({ min: 400, max: 500 });
    expect(movePriceThumb({ min: 400, max: 5000 }, 'max', 420)).toEqual({ min: 400, max: 500 });
  });

  it('keeps both thumbs inside 0–50000', () => {
    expect(movePriceThumb(full, 'min', -100)).toEqual(full);
    expect(movePriceThumb(full, 'max', 60000)).toEqual(full);
  });

  it("stops the max thumb at the slider's top when the store's prices end lower", () => {
    expect(movePriceThumb({ min: 0, max: 300 }, 'max', 450, 300)).toEqual({ min: 0, max: 300 });
    expect(movePriceThumb({ min: 0, max: 300 }, 'min', 290, 300)).toEqual({ min: 200, max: 300 });
  });

  it('moves freely when the gap allows', () => {
    expect(movePriceThumb(full, 'min', 1200)).toEqual({ min: 1200, max: 50000 });
    expect(movePriceThumb(full, 'max', 1200)).toEqual({ min: 0, max: 1200 });
  });
});

describe('price slider scale', () => {
  it("ends at the store's highest price rounded up to a round figure, with a step that divides the gap", () => {
    expect(priceFilterScale(295)).toEqual({ top: 300, step: 10 });
    expect(priceFilterScale(300)).toEqual({ top: 300, step: 10 });
    expect(priceFilterScale(1_240)).toEqual({ top: 1_500, step: 50 });
    expect(priceFilterScale(38_000)).toEqual({ top: 40_000, step: 100 });
  });

  it('leaves room for the gap of 100 and never goes past 50000', () => {
    expect(priceFilterScale(0)).toEqual({ top: 100, step: 10 });
    expect(priceFilterScale(45)).toEqual({ top: 100, step: 10 });
    expect(priceFilterScale(99.5)).toEqual({ top: 100, step: 10 });
    expect(priceFilterScale(72_000)).toEqual({ top: 50_000, step: 100 });
  });
});

describe('sort choices', () => {
  it('maps every choice to sortBy/sortOrder and back', () => {
    for (const choice of sortChoices) expect(sortChoiceOf(sortFromChoice(choice.value))).toBe(choice.value);
  });

  it("lists newest with ASC (the API's newest first)", () => {
    expect(sortFromChoice('newest:ASC')).toEqual({ sortBy: 'newest', sortOrder: 'ASC' });
  });
});
