import { SEARCH_QUERY_MAX, SEARCH_SUGGESTIONS } from '@site/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../layout/icons';
import { SUGGEST_MIN_LENGTH, searchSuggestionsQuery } from './api/search-suggestions';
import { searchPath } from './search-path';
import { useDebouncedValue } from './use-debounced-value';
import './search.css';

/** Typing pause before the box asks for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

interface SearchFormProps {
  placeholder: string;
  /** Names both the search landmark and its input. */
  label: string;
  className?: string;
  autoFocus?: boolean;
}

/**
 * Goes to /search?q=… with the trimmed term; blank terms do nothing. Works as a plain GET form without JS.
 * While typing it offers the top results as an ARIA combobox: arrows move, Enter opens, Escape closes.
 */
export function SearchForm({ placeholder, label, className, autoFocus }: SearchFormProps) {
  const navigate = useNavigate();
  const listId = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = term.trim();
  const settled = useDebouncedValue(trimmed, SUGGEST_DEBOUNCE_MS);
  // The last answer stays up while the next one loads, so the list does not flicker at each pause.
  const { data } = useQuery({ ...searchSuggestionsQuery(settled), placeholderData: keepPreviousData });
  const hits =
    trimmed.length >= SUGGEST_MIN_LENGTH && settled.length >= SUGGEST_MIN_LENGTH
      ? (data?.hits.slice(0, SEARCH_SUGGESTIONS) ?? [])
      : [];
  const expanded = open && hits.length > 0;
  // The hits, then "See all results".
  const optionCount = hits.length + 1;
  const optionId = (index: number) => `${listId}-${index}`;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(path: string | null) {
    if (!path) return;
    close();
    navigate(path);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(searchPath(term));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(expanded ? (active + 1) % optionCount : 0);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive(active <= 0 ? optionCount - 1 : active - 1);
    } else if (event.key === 'Escape' && expanded) {
      // Keeps the browser from clearing the box and an enclosing panel from closing.
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(active < hits.length ? hits[active].url : searchPath(term));
    }
  }

  // Focus leaving the form (Tab, or a click anywhere outside) closes the list.
  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  }

  return (
    <form
      role="search"
      aria-label={label}
      action="/search"
      method="get"
      className={['search-form', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
      onBlur={onBlur}
    >
      <input
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        className="search-form__input"
        placeholder={placeholder}
        aria-label={label}
        value={term}
        maxLength={SEARCH_QUERY_MAX}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        autoFocus={autoFocus}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="search-form__submit" aria-label="Search">
        <SearchIcon />
      </button>
      {/* Pressing on the list must not take focus from the box, or the list would close before the click. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={`${label} suggestions`}
        className="search-form__list"
        hidden={!expanded}
        onMouseDown={(event) => event.preventDefault()}
      >
        {expanded ? (
          <>
            {hits.map((hit, index) => (
              <li
                key={`${hit.kind}:${hit.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search-form__option"
                onClick={() => go(hit.url)}
              >
                <span className="search-form__option-title">{hit.title}</span>{' '}
                <span className="search-form__option-kind">{hit.kind}</span>
              </li>
            ))}
            <li
              id={optionId(hits.length)}
              role="option"
              aria-selected={active === hits.length}
              className="search-form__option search-form__option--all"
              onClick={() => go(searchPath(term))}
            >
              See all results for “{trimmed}”
            </li>
          </>
        ) : null}
      </ul>
    </form>
  );
}
