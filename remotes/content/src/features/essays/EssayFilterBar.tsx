import { TOPIC_NAMES, type EssaySort } from '@site/contracts';
import { Button } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { tagsQuery } from './api/tags';
import type { EssayFilterState } from './essay-filters';
import './essay-filters.css';

/** The search box waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

const SORT_LABELS: Record<EssaySort, string> = { date: 'Date', popularity: 'Popularity', title: 'Title' };

interface EssayFilterBarProps {
  filters: EssayFilterState;
  /** `typing` marks an update from the debounced search box. */
  onChange: (next: EssayFilterState, typing?: boolean) => void;
  onClear: () => void;
}

/** Options for a select, keeping a value from the address even when the list does not hold it. */
function withCurrent(names: readonly string[], current: string): readonly string[] {
  return current && !names.includes(current) ? [current, ...names] : names;
}

export function EssayFilterBar({ filters, onChange, onClear }: EssayFilterBarProps) {
  const id = useId();
  const { data: tags } = useQuery(tagsQuery());
  const { query, tag, topic, sortBy } = filters;

  // The box holds what is typed; it follows the address when that changes by other means
  // (Clear, a tag, the back button), but not when the change is the box's own trimmed text.
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    if (text.trim() !== query) setText(query);
  }

  useEffect(() => {
    if (text.trim() === query) return;
    const timer = setTimeout(() => onChange({ query: text, tag, topic, sortBy }, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, tag, topic, sortBy, onChange]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, query: text });
  };

  return (
    <form className="content-filters" role="search" aria-label="Filter essays" onSubmit={submit}>
      <div className="content-filters__search">
        <label htmlFor={`${id}-query`}>Search essays</label>
        <input
          id={`${id}-query`}
          type="search"
          value={text}
          placeholder="Search by title or content..."
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="content-filters__field">
        <label htmlFor={`${id}-tag`}>Tag</label>
        <select id={`${id}-tag`} value={tag} onChange={(event) => onChange({ ...filters, tag: event.target.value })}>
          <option value="">All tags</option>
          {withCurrent(tags?.map((t) => t.name) ?? [], tag).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="content-filters__field">
        <label htmlFor={`${id}-topic`}>Topic</label>
        <select
          id={`${id}-topic`}
          value={topic}
          onChange={(event) => onChange({ ...filters, topic: event.target.value })}
        >
          <option value="">All topics</option>
          {withCurrent(TOPIC_NAMES, topic).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="content-filters__sort" role="group" aria-labelledby={`${id}-sort`}>
        <span id={`${id}-sort`} className="content-filters__label">
          Sort by
        </span>
        <div className="content-filters__sort-buttons">
          {(Object.keys(SORT_LABELS) as EssaySort[]).map((sort) => (
            <Button
              key={sort}
              size="sm"
              variant={sort === sortBy ? 'primary' : 'secondary'}
              aria-pressed={sort === sortBy}
              onClick={() => onChange({ ...filters, sortBy: sort })}
            >
              {SORT_LABELS[sort]}
            </Button>
          ))}
        </div>
      </div>
      <div className="content-filters__actions">
        <Button type="submit" size="sm">
          Search
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          Clear
        </Button>
      </div>
    </form>
  );
}
