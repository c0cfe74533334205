import { Button } from '@site/ui';
import { useEffect, useId, useState } from 'react';
import { clampPage } from './page-hash';

interface PageControlsProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous and next page, and a page number to type. */
export function PageControls({ page, pageCount, onPage }: PageControlsProps) {
  const inputId = useId();
  const [typed, setTyped] = useState(String(page));
  useEffect(() => setTyped(String(page)), [page]);

  // On Enter and when the box loses focus; a blank or non-number puts the current page back.
  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const next = clampPage(typed, pageCount);
    if (next === null || next === page) setTyped(String(page));
    else onPage(next);
  };

  return (
    <div className="library-reader__pages" role="group" aria-label="Pages">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <form className="library-reader__page-form" onSubmit={submit}>
        <label htmlFor={inputId}>Page</label>
        <input
          id={inputId}
          className="library-reader__page-input"
          inputMode="numeric"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={submit}
          aria-describedby={`${inputId}-of`}
        />
        <span id={`${inputId}-of`}>of {pageCount}</span>
      </form>
      <Button size="sm" variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </div>
  );
}
