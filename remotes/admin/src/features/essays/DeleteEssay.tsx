import { pathTo, type AdminEssay } from '@site/contracts';
import { serverMessage, toast } from '@site/shell-api';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ConfirmDelete } from '../editing/ConfirmDelete';
import { deleteEssayMutation } from './api/delete-essay';

/** Deleting takes the essay, its revisions and cover for good. */
export function DeleteEssay({ essay }: { essay: AdminEssay }) {
  const navigate = useNavigate();
  const remove = useMutation(deleteEssayMutation());
  return (
    <ConfirmDelete
      label="Delete essay"
      question={`Delete “${essay.title}” with its revisions? This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(essay.id, {
          onSuccess: () => {
            toast({ title: 'Essay deleted', description: essay.title });
            navigate(pathTo('adminEssays'));
          },
          onError: (error) =>
            toast({ title: 'Not deleted', description: serverMessage(error), variant: 'destructive' }),
        })
      }
    />
  );
}
