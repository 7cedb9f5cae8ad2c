import type { SearchSuggestion } from '@haat/contract/catalogue/search-suggestions.schemas';
import { useT } from '#src/lib/i18n.tsx';
import { SearchIcon } from '#src/ui/icons.tsx';

/** One choice of the search box: a suggestion from the server, or one of the shopper's recent searches. */
export type SearchChoice = SearchSuggestion | { kind: 'recent'; query: string };

export const choiceId = (listId: string, index: number) => `${listId}-${index}`;

function ChoiceText({ choice }: { choice: SearchChoice }) {
  const t = useT();
  switch (choice.kind) {
    case 'query':
    case 'recent':
      return (
        <>
          <SearchIcon className="search-suggestion__icon" size={16} />
          <span className="search-suggestion__text">{choice.query}</span>
        </>
      );
    case 'category':
      return (
        <>
          <span className="search-suggestion__text">{choice.name}</span>
          <span className="search-suggestion__tag">{t('shell.suggestedCategory')}</span>
        </>
      );
    case 'product':
      return (
        <>
          {choice.thumbnail ? (
            <img className="search-suggestion__image" src={choice.thumbnail} alt="" width="32" height="32" />
          ) : (
            <span className="search-suggestion__image" />
          )}
          <span className="search-suggestion__text">{choice.name}</span>
        </>
      );
  }
}

/**
 * The listbox of the search combobox (WAI-ARIA combobox pattern): focus stays in the text box, which names
 * the highlighted option with aria-activedescendant; a press on an option keeps that focus.
 */
export function SearchSuggestionList(props: {
  id: string;
  label: string;
  choices: SearchChoice[];
  active: number;
  open: boolean;
  onChoose: (choice: SearchChoice) => void;
}) {
  return (
    <ul className="search-suggestions" role="listbox" id={props.id} aria-label={props.label} hidden={!props.open}>
      {props.choices.map((choice, index) => (
        <li
          key={choice.kind === 'query' || choice.kind === 'recent' ? `${choice.kind}:${choice.query}` : choice.id}
          id={choiceId(props.id, index)}
          role="option"
          aria-selected={index === props.active}
          className="search-suggestion"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => props.onChoose(choice)}
        >
          <ChoiceText choice={choice} />
        </li>
      ))}
    </ul>
  );
}
