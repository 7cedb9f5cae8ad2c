import '#src/ui/pagination.css';
import { PAGINATION_NARROW_MAX_WIDTH_PX, PAGINATION_WINDOW, PAGINATION_WINDOW_NARROW } from '@haat/contract/constants';
import { useBrowserValue } from '#src/lib/hydration.ts';
import { useT } from '#src/lib/i18n.tsx';
import { pageWindow } from '#src/ui/page-window.ts';

const NARROW_QUERY = `(max-width: ${PAGINATION_NARROW_MAX_WIDTH_PX}px)`;

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia?.(NARROW_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
const isNarrowWindow = () => window.matchMedia?.(NARROW_QUERY).matches ?? false;

/** Spec §9: 5 page buttons, 3 when the window is 450 px wide or narrower. */
export function usePaginationWindowSize(): number {
  const narrow = useBrowserValue(subscribeToWidth, isNarrowWindow, () => false);
  return narrow ? PAGINATION_WINDOW_NARROW : PAGINATION_WINDOW;
}

export interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark: 'Orders pages' (default 'Pagination'), in the page's language. */
  label?: string;
}

/** The pagination control shared by orders, subscriptions and wallet transactions; hidden for a single page. */
export function Pagination({ page, totalPages, onPageChange, label }: PaginationProps) {
  const t = useT();
  const size = usePaginationWindowSize();
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= totalPages) onPageChange(target);
  };
  return (
    <nav className="pagination" aria-label={label ?? t('ui.pagination')}>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('ui.previousPage')}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul className="pagination__pages">
        {pageWindow(page, totalPages, size).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.key}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className="pagination__page"
                aria-label={t('ui.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('ui.nextPage')}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
