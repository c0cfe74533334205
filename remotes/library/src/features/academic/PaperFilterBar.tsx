import { Button, VisuallyHidden } from '@site/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { hasPaperFilters, type PaperFilterState } from './paper-filters';
import '../../shared/filters.css';

interface PaperFilterBarProps {
  filters: PaperFilterState;
  onChange: (next: PaperFilterState) => void;
  onClear: () => void;
}

/** Kind, text and topic: every change starts again at the first page. */
export function PaperFilterBar({ filters, onChange, onClear }: PaperFilterBarProps) {
  const [text, setText] = useState(filters.q);
  // The address may change under the form (back button, a topic link): the box follows it.
  useEffect(() => setText(filters.q), [filters.q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, q: text.trim(), page: 1 });
  };

  return (
    <form className="library-filters" role="search" aria-label="Filter papers" onSubmit={submit}>
      <label className="library-filters__field">
        <span>Kind</span>
        <select
          value={filters.kind}
          onChange={(event) => onChange({ ...filters, kind: event.target.value as PaperFilterState['kind'], page: 1 })}
        >
          <option value="">Papers and lecture notes</option>
          <option value="paper">Papers</option>
          <option value="lecture-notes">Lecture notes</option>
        </select>
      </label>
      <label className="library-filters__field library-filters__text">
        <span>Search papers</span>
        <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <Button type="submit" size="sm">
        Search
      </Button>
      {filters.topic ? (
        <Button variant="secondary" size="sm" onClick={() => onChange({ ...filters, topic: '', page: 1 })}>
          Topic: {filters.topic} <span aria-hidden="true">×</span>
          <VisuallyHidden> (remove this filter)</VisuallyHidden>
        </Button>
      ) : null}
      {hasPaperFilters(filters) ? (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </form>
  );
}
