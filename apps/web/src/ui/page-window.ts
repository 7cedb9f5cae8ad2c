/** One place in the pagination bar: a page number, or a gap standing for the pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: 'start' | 'end' };

/**
 * The pages the pagination bar shows (spec §2, §9): a window of `size` consecutive pages around `current`
 * (kept whole near either end), plus the first and the last page, with a gap wherever pages are left out.
 * Pages are 1-based; `current` outside 1…total is clamped.
 *
 *   pageWindow(10, 20, 5) → 1 … 8 9 10 11 12 … 20
 *   pageWindow(1, 20, 3)  → 1 2 3 … 20
 */
export function pageWindow(current: number, total: number, size: number): PageItem[] {
  if (total < 1) return [];
  const width = Math.max(1, Math.min(size, total));
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), total - width + 1);
  const end = start + width - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'gap', key: 'start' });
  for (let number = start; number <= end; number += 1) items.push({ kind: 'page', page: number });
  if (end < total - 1) items.push({ kind: 'gap', key: 'end' });
  if (end < total) items.push({ kind: 'page', page: total });
  return items;
}
