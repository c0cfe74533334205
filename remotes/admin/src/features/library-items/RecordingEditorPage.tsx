import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta } from '@site/shell-api';
import { useParams } from 'react-router-dom';
import { EditedItem } from '../editing/EditedItem';
import { adminRecordingQuery } from './api/recordings';
import { RecordingEditor } from './RecordingEditor';

/** /admin/library/audio/new and /admin/library/audio/:id (an id or a slug): the editor of a new recording or one. */
export default function RecordingEditorPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <>
        <PageMeta {...PAGE_HEADS.adminRecordingNew} path={pathTo('adminRecordingNew')} />
        <RecordingEditor recording={null} />
      </>
    );
  }
  return (
    <EditedItem
      query={adminRecordingQuery(id)}
      head={<PageMeta {...PAGE_HEADS.adminRecording} path={pathTo('adminRecording', { id })} />}
      noun="recording"
      back={{ to: pathTo('adminRecordings'), label: 'All recordings' }}
    >
      {(recording) => <RecordingEditor key={recording.id} recording={recording} />}
    </EditedItem>
  );
}
