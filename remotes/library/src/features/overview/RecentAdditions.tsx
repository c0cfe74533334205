import type { LibraryItemRef } from '@site/contracts';
import { formatDate } from '@site/ui';
import { Link } from 'react-router-dom';

const KIND_LABELS: Record<LibraryItemRef['kind'], string> = {
  book: 'Book',
  paper: 'Paper',
  audio: 'Audio',
  document: 'Document',
  episode: 'Episode',
};

/** The newest items of every kind, newest first, each with its kind and the day it came in. */
export function RecentAdditions({ items }: { items: LibraryItemRef[] }) {
  if (items.length === 0) return <p>Nothing has been added yet.</p>;
  return (
    <ul className="library-overview__recent">
      {items.map((item) => (
        <li key={`${item.kind}:${item.slug}`} className="library-overview__recent-item">
          <span className="library-overview__kind">{KIND_LABELS[item.kind]}</span>
          <Link to={item.href}>{item.title}</Link>
          <time dateTime={item.addedAt}>{formatDate(item.addedAt.slice(0, 10), 'short')}</time>
        </li>
      ))}
    </ul>
  );
}
