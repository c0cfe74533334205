import type { EpisodeStatus } from '@site/contracts';
import { formatDateTime, STATUS_LABELS } from '../editing/publication';
import './podcast.css';

/** An episode's status as the list and the editor show it: a scheduled one with the time it goes out. */
export function EpisodeStatusBadge({ status, publishedAt }: { status: EpisodeStatus; publishedAt: string | null }) {
  return (
    <span className={`admin-episode-status admin-episode-status--${status}`}>
      {STATUS_LABELS[status]}
      {status === 'scheduled' && publishedAt ? ` for ${formatDateTime(publishedAt)}` : ''}
    </span>
  );
}
