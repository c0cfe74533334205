import { ESSAY_STATUSES, type EssayStatus } from '@site/contracts';
import { TextField } from '@site/ui';
import { STATUS_LABELS } from './status-labels';

const HINTS: Record<EssayStatus, string> = {
  draft: 'Only you see it, and whoever holds its preview link.',
  scheduled: 'It publishes itself at the time you choose.',
  published: 'Readers see it in the list, search, feeds and the sitemap.',
};

interface PublicationFieldsProps {
  status: EssayStatus;
  publishAt: string;
  error?: string;
  onStatus: (status: EssayStatus) => void;
  onPublishAt: (value: string) => void;
}

/** Draft, scheduled (with its time) or published. */
export function PublicationFields({ status, publishAt, error, onStatus, onPublishAt }: PublicationFieldsProps) {
  return (
    <fieldset className="admin-essay-status-field">
      <legend>Status</legend>
      {ESSAY_STATUSES.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="essay-status"
            value={value}
            checked={status === value}
            onChange={() => onStatus(value)}
          />
          <span>
            {STATUS_LABELS[value]} <small>{HINTS[value]}</small>
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
