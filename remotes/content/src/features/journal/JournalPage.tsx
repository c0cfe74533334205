import { PAGE_HEADS, pathTo } from '@site/contracts';
import { useQuery } from '@tanstack/react-query';
import { CollectionHead } from '../../shared/head/CollectionHead';
import { journalQuery } from './api/journal';
import { JournalList } from './JournalList';

const { title, description } = PAGE_HEADS.journal;

/** The journal's head names every entry it lists: the same query the list below makes, so one request. */
function JournalHead() {
  const { data: entries = [] } = useQuery(journalQuery());
  return (
    <CollectionHead
      title={title}
      description={description}
      path={pathTo('journal')}
      keywords={['journal', 'notes', 'diary']}
      items={entries.map((entry) => ({ name: entry.title, path: pathTo('journalEntry', { id: entry.id }) }))}
    />
  );
}

/** /journal */
export function JournalPage() {
  return (
    <div className="content-page">
      <JournalHead />
      <header className="content-page__header">
        <h1>Journal</h1>
        <p>{description}</p>
      </header>
      <JournalList />
    </div>
  );
}
