import { describe, expect, it } from 'vitest';
import { catalogueGridColumns, columnsAtBreakpoints } from '#src/features/catalogue/lib/grid-columns.ts';

describe('catalogueGridColumns', () => {
  it('defaults to 5 when the theme sets no grid', () => {
    expect(catalogueGridColumns(null)).toBe(5);
    expect(catalogueGridColumns(undefined)).toBe(5);
  });

  it.each([
    [1, 3],
    [3, 3],
    [4, 4],
    [5, 5],
    [12, 5],
  ])('holds %i to %i (3–5)', (grid, columns) => {
    expect(catalogueGridColumns(grid)).toBe(columns);
  });
});

describe('columnsAtBreakpoints', () => {
  it('steps up at 300 / 580 / 900 / 1280 px to the store maximum, never above it', () => {
    expect(columnsAtBreakpoints(5)).toEqual([2, 3, 4, 5]);
    expect(columnsAtBreakpoints(4)).toEqual([2, 3, 4, 4]);
    expect(columnsAtBreakpoints(3)).toEqual([2, 3, 3, 3]);
  });
});
