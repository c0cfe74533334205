import { Button } from '@site/ui';
import { useId, useState, type FormEvent } from 'react';
import type { TextHit } from './text-search';
import { MAX_HITS, MIN_QUERY_LENGTH } from './text-search';

/** A hit with where it is, as the hit list names it: "Page 3" or a section's title. */
export interface ListedHit extends TextHit {
  where: string | null;
}

interface ReaderSearchProps {
  onSearch: (query: string) => void;
  /** null before any search. */
  hits: readonly ListedHit[] | null;
  searching: boolean;
  /** Index of the hit shown, -1 for none. */
  current: number;
  onGo: (index: number) => void;
}

function countText(hits: readonly ListedHit[] | null, searching: boolean, current: number): string {
  if (searching) return 'Searching…';
  if (hits === null) return '';
  if (hits.length === 0) return 'No matches';
  const count =
    hits.length >= MAX_HITS
      ? `More than ${MAX_HITS} matches`
      : `${hits.length} ${hits.length === 1 ? 'match' : 'matches'}`;
  return current >= 0 ? `${count}, showing ${current + 1}` : count;
}

/** Find in the document: the hits listed with their context, each a button that goes to it. */
export function ReaderSearch({ onSearch, hits, searching, current, onGo }: ReaderSearchProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query);
  };
  const total = hits?.length ?? 0;
  return (
    <section className="library-reader__search" aria-label="Search in the document">
      <form role="search" aria-label="Find in the document" onSubmit={submit} className="library-reader__search-form">
        <label htmlFor={inputId}>Find in the document</label>
        <div className="library-reader__search-row">
          <input
            id={inputId}
            type="search"
            value={query}
            minLength={MIN_QUERY_LENGTH}
            onChange={(event) => setQuery(event.target.value)}
          />
          <Button type="submit" size="sm">
            Find
          </Button>
        </div>
      </form>
      <p className="library-reader__search-count" role="status">
        {countText(hits, searching, current)}
      </p>
      {hits && total > 0 ? (
        <>
          <div className="library-reader__search-steps">
            <Button size="sm" variant="secondary" onClick={() => onGo(current <= 0 ? total - 1 : current - 1)}>
              Previous match
            </Button>
            <Button size="sm" variant="secondary" onClick={() => onGo((current + 1) % total)}>
              Next match
            </Button>
          </div>
          <ol className="library-reader__hits" aria-label="Matches">
            {hits.map((hit, index) => (
              <li key={`${hit.page}:${hit.start}`}>
                <button
                  type="button"
                  className="library-reader__hit"
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => onGo(index)}
                >
                  {hit.where ? <span className="library-reader__hit-where">{hit.where}</span> : null}
                  <span className="library-reader__hit-text">
                    {hit.before}
                    <mark>{hit.match}</mark>
                    {hit.after}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
