import { Button, PageMeta } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NO_FILTERS } from '../essays/essay-filters';
import { EssayList } from '../essays/EssayList';
import './search.css';

/** /search?q=: essays matching the term. */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = params.get('q')?.trim() ?? '';
  return (
    <div className="content-page">
      <PageMeta
        title={term ? `Search results for "${term}"` : 'Search'}
        description="Search the essays by title, excerpt and content."
        path="/search"
      />
      <header className="content-page__header">
        <h1>{term ? `Search results for "${term}"` : 'Search'}</h1>
      </header>
      {/* Keyed by the term so the box shows it again after a search from the site header. */}
      <SearchForm key={term} term={term} />
      {term ? (
        <EssayList filters={{ ...NO_FILTERS, query: term }} />
      ) : (
        <p className="content-search__prompt">Type a word or phrase above to search the essays.</p>
      )}
    </div>
  );
}

/** Like the site header's search: the trimmed term, and an empty one is ignored. */
function SearchForm({ term }: { term: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next) navigate(`/search?${new URLSearchParams({ q: next })}`);
  };
  return (
    <form className="content-search" role="search" onSubmit={submit}>
      <label htmlFor={id}>Search essays</label>
      <input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit">Search</Button>
    </form>
  );
}
