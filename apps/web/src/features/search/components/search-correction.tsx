import { Link } from 'react-router';
import type { SearchState } from '@haat/contract/catalogue/search-state';
import { RichMessage } from '#src/lib/i18n.tsx';
import { searchStateToParams } from '#src/features/search/lib/search-state.ts';

/**
 * "Showing results for paneer" when the search corrected what was typed, with a link that searches the
 * words exactly as typed (the same search, correction off).
 */
export function SearchCorrection({ state, correctedQuery }: { state: SearchState; correctedQuery: string }) {
  const asTyped = { pathname: '/search', search: `?${searchStateToParams({ ...state, asTyped: true })}` };
  return (
    <div className="search-correction">
      <p>
        <RichMessage id="search.correctedTo" components={{ 0: <strong>{correctedQuery}</strong> }} />
      </p>
      <p>
        <RichMessage id="search.searchAsTyped" components={{ 0: <Link to={asTyped}>{state.query}</Link> }} />
      </p>
    </div>
  );
}
