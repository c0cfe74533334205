import type { AuditEntry } from '@site/contracts';
import { outcomeOf } from './outcome';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The admin actions of one page: who did what, when, from where, and how it ended. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-audit-table">
        <caption className="admin-table__caption">Admin actions, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Outcome</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
              </th>
              <td>
                {entry.userId === null ? 'The site, by itself' : (entry.userName ?? `Account ${entry.userId}`)}
                {entry.userEmail ? <span className="admin-audit__muted">{entry.userEmail}</span> : null}
              </td>
              <td>
                {entry.summary}
                <code className="admin-audit__muted">{[entry.method, entry.path].filter(Boolean).join(' ')}</code>
                {entry.details ? (
                  <details className="admin-audit__details">
                    <summary>Fields sent</summary>
                    <pre>{JSON.stringify(entry.details, null, 2)}</pre>
                  </details>
                ) : null}
              </td>
              <td>
                {entry.status} {outcomeOf(entry.status)}
              </td>
              <td>
                {entry.ip}
                {entry.userAgent ? <span className="admin-audit__muted">{entry.userAgent}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
