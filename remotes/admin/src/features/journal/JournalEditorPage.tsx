import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { useParams } from 'react-router-dom';
import { EditedItem } from '../editing/EditedItem';
import { adminJournalEntryQuery } from './api/journal-entry';
import { JournalEditor } from './JournalEditor';

/** /admin/journal/new and /admin/journal/:id: the editor, of a new entry or of the one named. */
export default function JournalEditorPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageMeta {...PAGE_HEADS.adminJournalNew} path={pathTo('adminJournalNew')} />
        <JournalEditor entry={null} />
      </>
    );
  }
  return (
    <EditedItem
      query={adminJournalEntryQuery(id)}
      head={<PageMeta {...PAGE_HEADS.adminJournalEntry} path={pathTo('adminJournalEntry', { id })} />}
      noun="entry"
      back={{ to: pathTo('adminJournal'), label: 'All entries' }}
    >
      {(entry) => <JournalEditor key={entry.id} entry={entry} />}
    </EditedItem>
  );
}
