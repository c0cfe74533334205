import { formatClock, pathTo, type AdminEpisodeRow } from '@site/contracts';
import { Link } from 'react-router-dom';
import { EpisodeStatusBadge } from './EpisodeStatusBadge';
import '../layout/admin-table.css';

const linesText = (lines: number) => (lines === 0 ? 'None' : lines === 1 ? '1 line' : `${lines} lines`);

/** The episodes as the service lists them, newest number first: each title opens its editor. */
export function EpisodeTable({ episodes }: { episodes: AdminEpisodeRow[] }) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="admin-table__caption">Episodes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Episode</th>
            <th scope="col">Status</th>
            <th scope="col">Length</th>
            <th scope="col">Transcript</th>
            <th scope="col">Chapters</th>
          </tr>
        </thead>
        <tbody>
          {episodes.map((episode) => (
            <tr key={episode.id}>
              <td>{episode.number}</td>
              <th scope="row">
                <Link to={pathTo('adminEpisode', { id: String(episode.id) })}>{episode.title}</Link>
              </th>
              <td>
                <EpisodeStatusBadge status={episode.status} publishedAt={episode.publishedAt} />
              </td>
              <td>{episode.durationSeconds === null ? 'No audio' : formatClock(episode.durationSeconds)}</td>
              <td>{linesText(episode.transcriptLines)}</td>
              <td>{episode.chapterCount === 0 ? 'None' : episode.chapterCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
