import { RECORDING_NEEDS_AUDIO_TEXT, type AdminRecording, type AdminRecordingInput } from '@site/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { PublishButton } from '../courses/PublishButton';
import { statusToggle } from '../editing/status-toggle';
import { saveRecordingMutation } from './api/recording-mutations';
import '../editing/editing.css';
import './library-items.css';

interface PublishRecordingProps {
  recording: AdminRecording;
  /** The form as it would be saved with a status; publishing saves unsaved changes in the same request. */
  inputWith: (status: AdminRecordingInput['status']) => AdminRecordingInput;
  unsaved: boolean;
  busy: boolean;
}

/** Publishes the recording or takes it back to a draft; one without audio says why it cannot go out yet. */
export function PublishRecording({ recording, inputWith, unsaved, busy }: PublishRecordingProps) {
  const hintId = useId();
  const save = useMutation(saveRecordingMutation());
  const published = recording.status === 'published';
  // The service decides; the hint only says what it will answer.
  const problem = !published && !recording.audio ? RECORDING_NEEDS_AUDIO_TEXT : null;

  const toggle = statusToggle<AdminRecording>({
    published,
    saveFirst: null,
    send: (status, callbacks) => save.mutate({ id: recording.id, input: inputWith(status) }, callbacks),
    noun: 'Recording',
    shown: 'is in the library for readers.',
    hidden: 'is a draft again: readers no longer find it.',
  });

  return (
    <>
      <PublishButton
        published={published}
        unsaved={unsaved}
        disabled={busy || save.isPending}
        describedBy={problem ? hintId : undefined}
        onClick={() => void toggle()}
      />
      {problem ? (
        <p id={hintId} className="admin-hint">
          {problem}
        </p>
      ) : null}
    </>
  );
}
