import type { DocumentOutlineEntry } from '@site/contracts';
import type { MouseEvent } from 'react';

interface ReaderOutlineProps {
  entries: readonly DocumentOutlineEntry[];
  /** The link of an entry: `#page=3` in a PDF, `#heading-id` in markdown. */
  hrefOf: (entry: DocumentOutlineEntry) => string;
  onSelect: (entry: DocumentOutlineEntry) => void;
  /** The entry the reader is in, marked as the current location. */
  current: DocumentOutlineEntry | null;
}

/** The table of contents: links to the document's sections, indented by level. */
export function ReaderOutline({ entries, hrefOf, onSelect, current }: ReaderOutlineProps) {
  if (entries.length === 0) return null;
  const select = (event: MouseEvent, entry: DocumentOutlineEntry) => {
    // The reader moves itself (page, focus, hash) rather than the browser jumping to an anchor.
    event.preventDefault();
    onSelect(entry);
  };
  return (
    <nav className="library-reader__outline" aria-label="Contents">
      <h2 className="library-reader__side-title">Contents</h2>
      <ol>
        {entries.map((entry, index) => (
          <li key={`${entry.target}-${index}`} style={{ paddingInlineStart: `${(entry.level - 1) * 0.75}rem` }}>
            <a
              href={hrefOf(entry)}
              aria-current={entry === current ? 'location' : undefined}
              onClick={(event) => select(event, entry)}
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
