import { formatClock, pathTo, type AdminRecordingRow } from '@site/contracts';
import { formatDate } from '@site/ui';
import { Link } from 'react-router-dom';
import { RECORDING_KIND_LABELS } from './labels';
import { RecordingStatusBadge } from './RecordingStatusBadge';
import '../layout/admin-table.css';

/** The recordings as the service lists them, the most recently added first: each title opens its editor. */
export function RecordingTable({ recordings }: { recordings: AdminRecordingRow[] }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="admin-table__caption">Lectures and readings, the most recently added first</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Kind</th>
            <th scope="col">Speaker</th>
            <th scope="col">Recorded</th>
            <th scope="col">Length</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {recordings.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link to={pathTo('adminRecording', { id: String(row.id) })}>{row.title}</Link>
              </th>
              <td>{RECORDING_KIND_LABELS[row.kind]}</td>
              <td>{row.speaker}</td>
              <td>{formatDate(row.recordedOn, 'short')}</td>
              <td>{row.durationSeconds === null ? 'No audio' : formatClock(row.durationSeconds)}</td>
              <td>
                <RecordingStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
