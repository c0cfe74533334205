import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, structuredData } from '@site/ui';
import { JournalList } from './JournalList';

const { title, description } = PAGE_HEADS.journal;

/** /journal */
export function JournalPage() {
  return (
    <div className="content-page">
      <PageMeta
        title={title}
        description={description}
        path={pathTo('journal')}
        keywords={['journal', 'notes', 'diary']}
        structuredData={structuredData('CollectionPage', {
          name: title,
          description,
          url: `${window.location.origin}${pathTo('journal')}`,
        })}
      />
      <header className="content-page__header">
        <h1>Journal</h1>
        <p>{description}</p>
      </header>
      <JournalList />
    </div>
  );
}
