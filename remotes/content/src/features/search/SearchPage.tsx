import { PAGE_HEADS, pathTo, SEARCH_QUERY_MAX } from '@site/contracts';
import { Button } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FixedHead } from '../../shared/head/FixedHead';
import { readSearch, searchSearch } from './search-params';
import { SearchResults } from './SearchResults';
import './search.css';

/** /search?q=&kind=&page=: the whole site's matches for the term, grouped by kind, a page at a time. */
export function SearchPage() {
  const [params] = useSearchParams();
  const search = readSearch(params);
  const title = search.term ? `Search results for "${search.term}"` : PAGE_HEADS.search.title;
  return (
    <div className="content-page">
      {/* Results pages are many and thin: followed, never indexed. */}
      <FixedHead
        title={title}
        crumb={PAGE_HEADS.search.title}
        description={PAGE_HEADS.search.description}
        path={pathTo('search')}
        noIndex
      />
      <header className="content-page__header">
        <h1>{title}</h1>
      </header>
      {/* Keyed by the term so the box shows it again after a search from the site header. */}
      <SearchForm key={search.term} term={search.term} />
      {search.term ? (
        <SearchResults {...search} />
      ) : (
        <p className="content-search__prompt">Type a word or phrase above to search the site.</p>
      )}
    </div>
  );
}

/** Like the site header's search: the trimmed term, and an empty one is ignored. A new term searches all kinds. */
function SearchForm({ term }: { term: string }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(term);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next) navigate(`/search${searchSearch(next)}`);
  };
  return (
    <form className="content-search" role="search" onSubmit={submit}>
      <label htmlFor={id}>Search the site</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={SEARCH_QUERY_MAX}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
