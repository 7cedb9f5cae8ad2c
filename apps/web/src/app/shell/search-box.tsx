import { useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { useT } from '#src/lib/i18n.tsx';
import { SearchIcon } from '#src/ui/icons.tsx';

/** Enter with non-empty text goes to /search?query=… (spec §2). */
export function SearchBox({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useT();
  const navigate = useNavigate();
  // Without JavaScript the browser submits the form itself: to the store's search page, as `?query=…`.
  const searchPage = useHref('/search');
  const [text, setText] = useState(initialQuery);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate({ pathname: '/search', search: `?${new URLSearchParams({ query })}` });
  }

  return (
    <form className="search-box" role="search" action={searchPage} method="get" onSubmit={submit}>
      <SearchIcon className="search-box__icon" size={18} />
      <input
        className="search-box__input"
        type="search"
        name="query"
        aria-label={t('shell.searchProducts')}
        placeholder={t('shell.searchProducts')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
