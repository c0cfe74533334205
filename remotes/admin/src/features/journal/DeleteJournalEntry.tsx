import { pathTo, type AdminJournalEntry } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteJournalEntryMutation } from './api/delete-journal-entry';

/** The entry leaves the journal; its file in the journal folder does not bring it back. */
export function DeleteJournalEntry({ entry }: { entry: AdminJournalEntry }) {
  const navigate = useNavigate();
  const remove = useMutation(deleteJournalEntryMutation());
  return (
    <ConfirmDelete
      label="Delete entry"
      question={`Delete “${entry.title}”?`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(entry.id, {
          onSuccess: () => {
            toast({ title: 'Entry deleted', description: entry.title });
            navigate(pathTo('adminJournal'));
          },
          onError: (error) =>
            toast({ title: 'Not deleted', description: serverMessage(error), variant: 'destructive' }),
        })
      }
    />
  );
}
