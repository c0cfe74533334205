import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '@site/shell-api';
import { Button, formatDate, Spinner, TextField } from '@site/ui';
import { essayChoicesQuery } from './api/essays';

/** The newest essays, or those matching a search: choosing one starts an issue from it. */
export function EssayPicker({ onChoose }: { onChoose: (slug: string) => void }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const { data, isPending, error } = useQuery(essayChoicesQuery(query));
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };
  return (
    <section aria-labelledby="essay-picker-title" className="admin-newsletter__section">
      <h2 id="essay-picker-title">Choose an essay</h2>
      <p>The issue carries the essay's text under your introduction.</p>
      <form role="search" aria-label="Essays" className="admin-newsletter__search" onSubmit={onSearch}>
        <TextField
          label="Search the essays"
          type="search"
          name="query"
          value={draft}
          maxLength={200}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
      {isPending ? (
        <Spinner label="Loading the essays" />
      ) : error ? (
        <p role="alert">The essays could not be loaded: {serverMessage(error)}</p>
      ) : data.length === 0 ? (
        <p role="status">No essay matches “{query}”.</p>
      ) : (
        <ul aria-label={query ? `Essays matching “${query}”` : 'Newest essays'} className="admin-newsletter__essays">
          {data.map((essay) => (
            <li key={essay.slug}>
              <Button variant="secondary" size="sm" onClick={() => onChoose(essay.slug)}>
                {essay.title}
              </Button>{' '}
              <time dateTime={essay.date}>{formatDate(essay.date)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
