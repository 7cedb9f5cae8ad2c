import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN, PRICE_FILTER_MIN_GAP } from '@haat/contract/constants';
import { formatRupees } from '@haat/contract/format';
import { movePriceThumb } from '#src/features/search/lib/search-state.ts';

interface PriceRangeProps {
  min: number;
  max: number;
  onCommit: (range: { min: number; max: number }) => void;
}

/** Arrow keys move a thumb step by step; the search waits this long after the last press before refetching. */
const KEYBOARD_COMMIT_DELAY_MS = 400;

/** Two thumbs on 0–50000 kept 100 apart; the search refetches once the shopper lets go. */
export function PriceRange({ min, max, onCommit }: PriceRangeProps) {
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
    if (range.min !== min || range.max !== max) onCommit(range);
  };
  const commitSoon = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(commit, KEYBOARD_COMMIT_DELAY_MS);
  };
  const left = (draft.min / PRICE_FILTER_MAX) * 100;
  const right = 100 - (draft.max / PRICE_FILTER_MAX) * 100;
  return (
    <fieldset className="filter-group">
      <legend>Price</legend>
      <div className="price-range" style={{ '--left': `${left}%`, '--right': `${right}%` } as CSSProperties}>
        {(['min', 'max'] as const).map((thumb) => (
          <input
            key={thumb}
            type="range"
            className="price-range__input"
            min={PRICE_FILTER_MIN}
            max={PRICE_FILTER_MAX}
            step={PRICE_FILTER_MIN_GAP}
            value={draft[thumb]}
            aria-label={thumb === 'min' ? 'Minimum price' : 'Maximum price'}
            aria-valuetext={formatRupees(draft[thumb])}
            onChange={(event) => {
              const next = movePriceThumb(latest.current, thumb, Number(event.target.value));
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
