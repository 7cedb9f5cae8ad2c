import { useId } from 'react';
import { RATING_OPTIONS } from '@haat/contract/constants';
import type { Category } from '@haat/contract/catalogue/catalogue.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { PriceRange } from '#src/features/search/components/price-range.tsx';
import type { SearchState } from '@haat/contract/catalogue/search-state';
import { sortChoiceOf, sortChoices, sortFromChoice } from '#src/features/search/lib/search-state.ts';

interface SearchFiltersProps {
  state: SearchState;
  categories: readonly Category[];
  /** The store's dearest shown product, from the search; the price filter waits for it. */
  highestPrice: number | undefined;
  onChange: (next: SearchState) => void;
}

/** The filter sidebar of spec §2: sort, price, rating (single choice with Clear), categories, subscribable. */
export function SearchFilters({ state, categories, highestPrice, onChange }: SearchFiltersProps) {
  const t = useT();
  const id = useId();
  const toggleCategory = (categoryId: string, checked: boolean) =>
    onChange({
      ...state,
      categoryIds: checked
        ? [...state.categoryIds, categoryId]
        : state.categoryIds.filter((item) => item !== categoryId),
    });
  return (
    <div className="search-filters">
      <div className="filter-group">
        <label className="filter-group__title" htmlFor={`${id}-sort`}>
          {t('search.sortBy')}
        </label>
        <select
          id={`${id}-sort`}
          className="input"
          value={sortChoiceOf(state)}
          onChange={(event) => onChange({ ...state, ...sortFromChoice(event.target.value) })}
        >
          {sortChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      </div>
      {highestPrice === undefined ? null : (
        <PriceRange
          min={state.minSellingPrice}
          max={state.maxSellingPrice}
          highestPrice={highestPrice}
          onCommit={(range) => onChange({ ...state, minSellingPrice: range.min, maxSellingPrice: range.max })}
        />
      )}
      <fieldset className="filter-group">
        <legend>{t('search.rating')}</legend>
        {RATING_OPTIONS.map((rating) => (
          <label key={rating} className="filter-option">
            <input
              type="radio"
              name={`${id}-rating`}
              checked={state.averageRating === rating}
              onChange={() => onChange({ ...state, averageRating: rating })}
            />
            {rating === 5 ? t('search.fiveStars') : t('search.starsAndUp', { rating })}
          </label>
        ))}
        {state.averageRating !== undefined ? (
          <button
            type="button"
            className="text-button"
            onClick={() => onChange({ ...state, averageRating: undefined })}
          >
            {t('search.clearRating')}
          </button>
        ) : null}
      </fieldset>
      {categories.length > 0 ? (
        <fieldset className="filter-group">
          <legend>{t('catalogue.categories')}</legend>
          {categories.map((category) => (
            <label key={category.id} className="filter-option">
              <input
                type="checkbox"
                checked={state.categoryIds.includes(category.id)}
                onChange={(event) => toggleCategory(category.id, event.target.checked)}
              />
              {category.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="filter-group">
        <label className="filter-option filter-option--switch">
          <input
            type="checkbox"
            role="switch"
            checked={state.isSubscribable === true}
            onChange={(event) => {
              const { isSubscribable: _omit, ...rest } = state;
              onChange(event.target.checked ? { ...rest, isSubscribable: true } : rest);
            }}
          />
          {t('search.subscribableOnly')}
        </label>
      </div>
    </div>
  );
}
