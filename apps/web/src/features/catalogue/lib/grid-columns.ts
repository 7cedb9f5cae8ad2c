import {
  CATALOGUE_GRID_DEFAULT_COLUMNS,
  CATALOGUE_GRID_MAX_COLUMNS,
  CATALOGUE_GRID_MIN_COLUMNS,
} from '@haat/contract/constants';

/** The theme's gridCatalogPage held to 3–5 columns; 5 when the store sets none (spec §2). */
export function catalogueGridColumns(gridCatalogPage: number | null | undefined): number {
  if (gridCatalogPage == null || !Number.isFinite(gridCatalogPage)) return CATALOGUE_GRID_DEFAULT_COLUMNS;
  return Math.min(CATALOGUE_GRID_MAX_COLUMNS, Math.max(CATALOGUE_GRID_MIN_COLUMNS, Math.round(gridCatalogPage)));
}

/**
 * Columns at each breakpoint of spec §9 (300, 580, 900, 1280 px), growing to the store's maximum:
 * below 300 px one column, then 2, 3, 4 and finally `max`, never above `max`.
 */
export function columnsAtBreakpoints(max: number): [number, number, number, number] {
  return [Math.min(2, max), Math.min(3, max), Math.min(4, max), max];
}
