import { TextField } from '@site/ui';
import { useId } from 'react';
import { PUBLICATION_STATUSES, STATUS_LABELS, type PublicationStatus } from './publication';
import './editing.css';

interface PublicationFieldsProps {
  status: PublicationStatus;
  publishAt: string;
  /** What each status means for what is edited, said beside it. */
  hints: Record<PublicationStatus, string>;
  error?: string;
  onStatus: (status: PublicationStatus) => void;
  onPublishAt: (value: string) => void;
}

/** Draft, scheduled (with its time) or published: an essay's or an episode's. */
export function PublicationFields({ status, publishAt, hints, error, onStatus, onPublishAt }: PublicationFieldsProps) {
  const name = useId();
  return (
    <fieldset className="admin-publication-fields">
      <legend>Status</legend>
      {PUBLICATION_STATUSES.map((value) => (
        <label key={value}>
          <input type="radio" name={name} value={value} checked={status === value} onChange={() => onStatus(value)} />
          <span>
            {STATUS_LABELS[value]} <small>{hints[value]}</small>
          </span>
        </label>
      ))}
      {status === 'scheduled' ? (
        <TextField
          label="Publish at"
          type="datetime-local"
          value={publishAt}
          error={error}
          required
          onChange={(event) => onPublishAt(event.target.value)}
        />
      ) : null}
    </fieldset>
  );
}
