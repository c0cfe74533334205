import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '../layout/icons';
import { searchPath } from './search-path';
import './search.css';

interface SearchFormProps {
  placeholder: string;
  /** Names both the search landmark and its input. */
  label: string;
  className?: string;
  autoFocus?: boolean;
}

/** Goes to /search?q=… with the trimmed term; blank terms do nothing. Works as a plain GET form without JS. */
export function SearchForm({ placeholder, label, className, autoFocus }: SearchFormProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = searchPath(term);
    if (!path) return;
    navigate(path);
  }

  return (
    <form
      role="search"
      aria-label={label}
      action="/search"
      method="get"
      className={['search-form', className].filter(Boolean).join(' ')}
      onSubmit={onSubmit}
    >
      <input
        type="search"
        name="q"
        className="search-form__input"
        placeholder={placeholder}
        aria-label={label}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        autoFocus={autoFocus}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="search-form__submit" aria-label="Search">
        <SearchIcon />
      </button>
    </form>
  );
}
