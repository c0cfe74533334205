import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { buttonClassName, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminRecordingsQuery } from './api/recordings';
import { RecordingTable } from './RecordingTable';
import '../editing/editing.css';
import './library-items.css';

/** /admin/library/audio: every lecture and reading, drafts included, and the way to start a new one. */
export default function RecordingsPage() {
  const { data, isPending, error } = useQuery(adminRecordingsQuery());
  return (
    <article className="admin-page">
      <PageMeta {...PAGE_HEADS.adminRecordings} path={pathTo('adminRecordings')} />
      <header className="admin-page__header">
        <h1>Recordings</h1>
        <Link className={buttonClassName()} to={pathTo('adminRecordingNew')}>
          New recording
        </Link>
      </header>
      {isPending ? (
        <Spinner label="Loading the recordings" />
      ) : error ? (
        <p role="alert">The recordings could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">{data.length === 1 ? '1 recording.' : `${data.length} recordings.`}</p>
          {data.length > 0 ? <RecordingTable recordings={data} /> : null}
        </>
      )}
    </article>
  );
}
