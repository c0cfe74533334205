import { pathTo, type AdminRecording } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { FormAlert } from '@site/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteRecordingMutation } from './api/recording-mutations';

/** The recording goes with its uploaded audio and artwork. */
export function DeleteRecording({ recording }: { recording: AdminRecording }) {
  const navigate = useNavigate();
  const remove = useMutation(deleteRecordingMutation());
  return (
    <div className="admin-confirm-delete">
      <ConfirmDelete
        label="Delete recording"
        question={`Delete “${recording.title}” with its audio and artwork? This cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(recording.id, {
            onSuccess: () => {
              toast({ title: 'Recording deleted', description: recording.title });
              navigate(pathTo('adminRecordings'));
            },
          })
        }
      />
      <FormAlert message={remove.error ? serverMessage(remove.error) : null} />
    </div>
  );
}
