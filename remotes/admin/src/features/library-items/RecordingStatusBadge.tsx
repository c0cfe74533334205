import type { RecordingStatus } from '@site/contracts';
import { RECORDING_STATUS_LABELS } from './labels';
import './library-items.css';

/** A recording's status as the list and the editor show it. */
export function RecordingStatusBadge({ status }: { status: RecordingStatus }) {
  return (
    <span className={`admin-library-status admin-library-status--${status}`}>{RECORDING_STATUS_LABELS[status]}</span>
  );
}
