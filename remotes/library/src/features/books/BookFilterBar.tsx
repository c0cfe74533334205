import { BOOK_SORTS, type BookListParams, type BookSort } from '@site/contracts';
import { Button } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { bookTopicsQuery } from './api/book-topics';
import { hasBookFilters, withFilter } from './book-filters';
import '../../shared/filters.css';

interface BookFilterBarProps {
  params: BookListParams;
  onChange: (next: BookListParams) => void;
}

const SORT_LABELS: Record<BookSort, string> = {
  added: 'Recently added',
  title: 'Title',
  author: 'Author',
  year: 'Year published',
  rating: 'Rating',
};

/** Topic, text and order; the shelf is chosen with the tabs above. Every change starts again at page one. */
export function BookFilterBar({ params, onChange }: BookFilterBarProps) {
  const { data: topics = [] } = useQuery(bookTopicsQuery());
  const [text, setText] = useState(params.q ?? '');
  // The address may change under the form (back button, a topic link): the box follows it.
  useEffect(() => setText(params.q ?? ''), [params.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(withFilter(params, { q: text.trim() || undefined }));
  };
  // A topic in the address that no book has (yet) still shows as chosen.
  const topicNames = topics.map((topic) => topic.name);
  if (params.topic && !topicNames.includes(params.topic)) topicNames.unshift(params.topic);

  return (
    <form className="library-filters" role="search" aria-label="Filter books" onSubmit={submit}>
      <label className="library-filters__field">
        <span>Topic</span>
        <select
          value={params.topic ?? ''}
          onChange={(event) => onChange(withFilter(params, { topic: event.target.value || undefined }))}
        >
          <option value="">All topics</option>
          {topicNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="library-filters__field library-filters__text">
        <span>Search title, author and notes</span>
        <input type="search" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} />
      </label>
      <Button type="submit" size="sm">
        Search
      </Button>
      <label className="library-filters__field">
        <span>Sort by</span>
        <select
          value={params.sort ?? 'added'}
          onChange={(event) => onChange(withFilter(params, { sort: event.target.value as BookSort }))}
        >
          {BOOK_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      {hasBookFilters(params) ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onChange(withFilter(params, { shelf: undefined, topic: undefined, q: undefined }))}
        >
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
