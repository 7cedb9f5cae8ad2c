import { useSearchParams } from 'react-router';
import { PagePlaceholder } from '#src/ui/page-placeholder.tsx';

/** Search results (spec §2); the search issue adds the filters and the grid. */
export default function SearchRoute() {
  const [params] = useSearchParams();
  const query = params.get('query')?.trim() ?? '';
  return (
    <PagePlaceholder title="Search results">
      <p className="muted">{query ? `Showing results for “${query}”` : 'Type in the search box to find products.'}</p>
    </PagePlaceholder>
  );
}
