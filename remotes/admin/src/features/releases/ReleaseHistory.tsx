import type { RemoteName, RemoteRelease } from '@site/contracts';
import { formatWhen, shortId, STATUS_LABELS } from './release-text';

/** A remote's releases, newest first: what each was, who released it, and why it left. */
export function ReleaseHistory({ remote, releases }: { remote: RemoteName; releases: RemoteRelease[] }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="admin-table__caption">Releases of {remote}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Build</th>
            <th scope="col">Status</th>
            <th scope="col">Released by</th>
            <th scope="col">When</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {releases.map((release) => (
            <tr key={release.id}>
              <th scope="row">{release.version}</th>
              <td>
                <code>{shortId(release.buildId)}</code>
              </td>
              <td>{STATUS_LABELS[release.status]}</td>
              <td>{release.releasedBy}</td>
              <td>
                <time dateTime={release.releasedAt}>{formatWhen(release.releasedAt)}</time>
              </td>
              <td>{release.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
