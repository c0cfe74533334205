import { READING_STATUS_NAMES, READING_STATUSES, type ReadingStatus } from '@site/contracts';
import { FormAlert, TextField } from '@site/ui';
import { useId } from 'react';
import './library-books.css';

const HINTS: Record<ReadingStatus, string> = {
  reading: 'On the desk now; readers see it among the books being read.',
  read: 'Finished.',
  'to-read': 'Waiting on the pile: no dates.',
};

interface ReadingFieldsProps {
  status: ReadingStatus;
  startedOn: string;
  finishedOn: string;
  /** Why the dates do not go with the status. */
  problem?: string;
  onStatus: (status: ReadingStatus) => void;
  onStartedOn: (day: string) => void;
  onFinishedOn: (day: string) => void;
}

/** Where the book stands (Reading, Read, To read) and the days that go with it. */
export function ReadingFields({
  status,
  startedOn,
  finishedOn,
  problem,
  onStatus,
  onStartedOn,
  onFinishedOn,
}: ReadingFieldsProps) {
  const name = useId();
  return (
    <fieldset className="admin-part">
      <legend>Status</legend>
      {READING_STATUSES.map((value) => (
        <label key={value} className="admin-books-choice">
          <input type="radio" name={name} value={value} checked={status === value} onChange={() => onStatus(value)} />
          <span>
            {READING_STATUS_NAMES[value]} <small>{HINTS[value]}</small>
          </span>
        </label>
      ))}
      {status === 'to-read' ? null : (
        <div className="admin-books-dates">
          <TextField
            label="Started on"
            type="date"
            value={startedOn}
            onChange={(event) => onStartedOn(event.target.value)}
          />
          {status === 'read' ? (
            <TextField
              label="Finished on"
              type="date"
              value={finishedOn}
              min={startedOn || undefined}
              onChange={(event) => onFinishedOn(event.target.value)}
            />
          ) : null}
        </div>
      )}
      <FormAlert message={problem} />
    </fieldset>
  );
}
