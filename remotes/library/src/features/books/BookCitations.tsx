import { libraryItemHref } from '@site/contracts';
import { Button } from '@site/ui';
import { useId, useState } from 'react';
import { CitedIn } from '../../shared/CitedIn';

/** "Cited in" behind a button, so a page of books asks for citations only for the books a reader opens. */
export function BookCitations({ slug }: { slug: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="library-book__citations">
      <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {open ? 'Hide where this is cited' : 'Where is this cited?'}
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <CitedIn href={libraryItemHref('book', slug)} headingLevel={3} /> : null}
      </div>
    </div>
  );
}
