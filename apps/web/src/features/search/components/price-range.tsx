import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_MIN_GAP } from '@haat/contract/constants';
import { formatRupees } from '@haat/contract/format';
import { useT } from '#src/lib/i18n.tsx';
import { movePriceThumb, priceFilterScale } from '#src/features/search/lib/search-state.ts';

interface PriceRangeProps {
  min: number;
  max: number;
  /** The store's dearest shown product: the slider ends at it, rounded up. */
  highestPrice: number;
  onCommit: (range: { min: number; max: number }) => void;
}

/** Arrow keys move a thumb step by step; the search waits this long after the last press before refetching. */
const KEYBOARD_COMMIT_DELAY_MS = 400;

/**
 * Two thumbs kept 100 apart on 0 to the store's highest price (rounded up); the search refetches once the
 * shopper lets go. The top of the slider means no upper bound, as 50000 does in the URL.
 */
export function PriceRange({ highestPrice, onCommit, ...selected }: PriceRangeProps) {
  const t = useT();
  const { top, step } = priceFilterScale(highestPrice);
  const max = Math.min(selected.max, top);
  const min = Math.min(selected.min, max - PRICE_FILTER_MIN_GAP);
  const [draft, setDraft] = useState({ min, max });
  // A new committed range (Back, a shared link) replaces the draft: React's "adjust state on prop change".
  const [committed, setCommitted] = useState({ min, max });
  if (committed.min !== min || committed.max !== max) {
    setCommitted({ min, max });
    setDraft({ min, max });
  }
  const latest = useRef(draft);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = () => {
    window.clearTimeout(timer.current);
    const range = latest.current;
    if (range.min !== min || range.max !== max) {
      onCommit({ min: range.min, max: range.max >= top ? PRICE_FILTER_MAX : range.max });
    }
  };
  const commitSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(commit, KEYBOARD_COMMIT_DELAY_MS);
  };
  const left = (draft.min / top) * 100;
  const right = 100 - (draft.max / top) * 100;
  return (
    <fieldset className="filter-group">
      <legend>{t('search.price')}</legend>
      <div className="price-range" style={{ '--left': `${left}%`, '--right': `${right}%` } as CSSProperties}>
        {(['min', 'max'] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            className="price-range__input"
            min={PRICE_FILTER_MIN}
            max={top}
            step={step}
            value={draft[thumb]}
            aria-label={t(thumb === 'min' ? 'search.minimumPrice' : 'search.maximumPrice')}
            aria-valuetext={formatRupees(draft[thumb])}
            onChange={(event) => {
              const next = movePriceThumb(latest.current, thumb, Number(event.target.value), top);
              latest.current = next;
              setDraft(next);
            }}
            onPointerUp={commit}
            onKeyUp={commitSoon}
          />
        ))}
      </div>
      <p className="price-range__values">
        <span>{formatRupees(draft.min)}</span>
        <span>{formatRupees(draft.max)}</span>
      </p>
    </fieldset>
  );
}
