import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { SEARCH_SUGGESTIONS_QUERY_MAX } from '@haat/contract/catalogue/catalogue.values';
import { useT } from '#src/lib/i18n.tsx';
import { useDebouncedValue } from '#src/lib/use-debounced-value.ts';
import { SearchIcon } from '#src/ui/icons.tsx';
import { useSearchSuggestions } from '#src/features/search/api/get-search-suggestions.ts';
import { useRecentSearches } from '#src/features/search/lib/recent-searches.ts';
import {
  choiceId,
  SearchSuggestionList,
  type SearchChoice,
} from '#src/features/search/components/search-suggestion-list.tsx';

/** A pause in typing this long asks for suggestions. */
export const SUGGEST_AFTER_MS = 200;

/**
 * The top bar's search box (spec §2: Enter with text goes to /search) as a WAI-ARIA combobox: suggestions as
 * the shopper types, the shopper's recent searches when the box is empty. Arrow keys move through them,
 * Enter takes the highlighted one (else searches the text), Escape closes the list, then clears the text.
 */
export function SearchCombobox({ initialQuery = '' }: { initialQuery?: string }) {
  const t = useT();
  const navigate = useNavigate();
  // Without JavaScript the browser submits the form itself: to the store's search page, as `?query=…`.
  const searchPage = useHref('/search');
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(text.trim().slice(0, SEARCH_SUGGESTIONS_QUERY_MAX), SUGGEST_AFTER_MS);
  const suggestions = useSearchSuggestions(open ? typed : '');
  const { recent, remember, clear } = useRecentSearches();
  const showingRecent = text.trim() === '';
  const choices: SearchChoice[] = showingRecent
    ? recent.map((query) => ({ kind: 'recent', query }))
    : (suggestions.data?.suggestions ?? []);
  const expanded = open && choices.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }
  function search(query: string) {
    remember(query);
    close();
    navigate({ pathname: '/search', search: `?${new URLSearchParams({ query })}` });
  }
  function choose(choice: SearchChoice) {
    if (choice.kind === 'query' || choice.kind === 'recent') return search(choice.query);
    close();
    navigate(choice.kind === 'product' ? `/product/${choice.id}` : `/category/${choice.id}`);
  }
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (query) search(query);
  }
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = choices.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < count) {
      event.preventDefault();
      choose(choices[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else setText('');
    }
  }
  function clearRecent() {
    clear();
    close();
    // The button goes with the list: the text box keeps the focus rather than the page losing it.
    input.current?.focus();
  }
  // Leaving the box and its list (Tab, a click elsewhere) closes the list; moving to "Clear" does not.
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <form className="search-box" role="search" action={searchPage} method="get" onSubmit={submit} onBlur={onBlur}>
      <SearchIcon className="search-box__icon" size={18} />
      <input
        ref={input}
        className="search-box__input"
        type="search"
        name="query"
        role="combobox"
        aria-label={t('shell.searchProducts')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? choiceId(listId, active) : undefined}
        placeholder={t('shell.searchProducts')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="search-box__popup" hidden={!expanded}>
        <SearchSuggestionList
          id={listId}
          label={t(showingRecent ? 'shell.recentSearches' : 'shell.searchSuggestions')}
          choices={choices}
          active={active}
          open={expanded}
          onChoose={choose}
        />
        {showingRecent && expanded ? (
          <button type="button" className="search-box__clear" onClick={clearRecent}>
            {t('shell.clearRecentSearches')}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded && !showingRecent ? t('shell.suggestionCount', { count: choices.length }) : ''}
      </p>
    </form>
  );
}
