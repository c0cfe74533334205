import { PAGE_HEADS, pathTo } from '@site/contracts';
import { PageMeta, serverMessage } from '@site/shell-api';
import { buttonClassName, Spinner } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { adminJournalQuery } from './api/journal-entries';
import '../layout/admin-table.css';
import './journal.css';

/** Every journal entry, those from the journal folder included, newest first. */
export default function JournalPage() {
  const { data, isPending, error } = useQuery(adminJournalQuery());
  return (
    <article className="admin-journal-page">
      <PageMeta {...PAGE_HEADS.adminJournal} path={pathTo('adminJournal')} />
      <header className="admin-journal-page__header">
        <h1>Journal</h1>
        <Link className={buttonClassName()} to={pathTo('adminJournalNew')}>
          New entry
        </Link>
      </header>
      {isPending ? (
        <Spinner label="Loading the journal" />
      ) : error ? (
        <p role="alert">The journal could not be loaded: {serverMessage(error)}</p>
      ) : (
        <>
          <p role="status">{data.length === 1 ? '1 entry.' : `${data.length} entries.`}</p>
          {data.length > 0 ? (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="admin-table__caption">Journal entries, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Date</th>
                    <th scope="col">Topics</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((entry) => (
                    <tr key={entry.id}>
                      <th scope="row">
                        <Link to={pathTo('adminJournalEntry', { id: entry.id })}>{entry.title}</Link>
                      </th>
                      <td>{entry.date}</td>
                      <td>{entry.topics.join(', ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </article>
  );
}
