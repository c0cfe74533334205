import { PageMeta, structuredData } from '@site/ui';
import { JournalList } from './JournalList';

const DESCRIPTION = 'Short dated notes: what I noticed, read and thought about along the way.';

/** /journal */
export function JournalPage() {
  return (
    <div className="content-page">
      <PageMeta
        title="Journal"
        description={DESCRIPTION}
        path="/journal"
        keywords={['journal', 'notes', 'diary']}
        structuredData={structuredData('CollectionPage', {
          name: 'Journal',
          description: DESCRIPTION,
          url: `${window.location.origin}/journal`,
        })}
      />
      <header className="content-page__header">
        <h1>Journal</h1>
        <p>{DESCRIPTION}</p>
      </header>
      <JournalList />
    </div>
  );
}
